import Foundation
import Testing

@testable import HTTPServer

@Suite struct BufferedLogTests {
    /// A pipe whose read end never blocks: what the log has sent so far.
    final class Pipe {
        let read: Int32
        let write: Int32
        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            read = ends[0]; write = ends[1]
            _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        }
        func drain() -> String {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Foundation.read(read, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        deinit { close(read); close(write) }
    }

    @Test func appendedLinesWaitAndAWrittenLineSendsThemFirstInOrder() {
        let pipe = Pipe()
        let log = BufferedLog(descriptor: pipe.write, interval: 3600)
        defer { log.close() }
        log.append("GET /today 200 4996 0.3ms")
        log.append("GET /coach 200 31373 0.4ms")
        Thread.sleep(forTimeInterval: 0.05)  // the flushing thread's first pass is an hour away
        #expect(pipe.drain() == "")
        log.write("jobs: revoke window closed")
        #expect(pipe.drain() == "GET /today 200 4996 0.3ms\nGET /coach 200 31373 0.4ms\njobs: revoke window closed\n")
    }

    @Test func aFullBufferIsSentWithoutWaiting() {
        let pipe = Pipe()
        let log = BufferedLog(descriptor: pipe.write, capacity: 64, interval: 3600)
        defer { log.close() }
        log.append(String(repeating: "a", count: 40))
        #expect(pipe.drain() == "")
        log.append(String(repeating: "b", count: 40))
        #expect(pipe.drain() == String(repeating: "a", count: 40) + "\n" + String(repeating: "b", count: 40) + "\n")
    }

    @Test func theThreadSendsWithinTheIntervalAndCloseSendsTheRest() throws {
        let pipe = Pipe()
        let log = BufferedLog(descriptor: pipe.write, interval: 0.05)
        log.append("one")
        var seen = ""
        for _ in 0..<100 where seen.isEmpty {
            Thread.sleep(forTimeInterval: 0.02)
            seen = pipe.drain()
        }
        #expect(seen == "one\n")
        log.close()
        log.append("after close")  // written at once: nothing flushes any more
        #expect(pipe.drain() == "after close\n")
    }
}
