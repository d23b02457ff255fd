import Foundation
import Testing

@testable import QuranFlowPersistence

/// Abandoned uploads go at a server's start — and only abandoned ones: a scratch file whose writer is alive (in this
/// process, or another process on the same data) stays, one whose writer was killed goes at once.
@Suite struct ScratchFileTests {
    static func folder() throws -> (data: String, recitations: String) {
        let data = NSTemporaryDirectory() + "qf-scratch-\(UUID().uuidString)"
        let recitations = data + "/media/recitations"
        try FileManager.default.createDirectory(atPath: recitations, withIntermediateDirectories: true)
        return (data, recitations)
    }

    static func age(_ path: String, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-seconds)], ofItemAtPath: path)
    }

    @Test func theStartUpSweepTakesWhatDeadWritersLeftAndKeepsLiveOnes() throws {
        let (data, recitations) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let dead = recitations + "/.upload-left-by-a-kill"
        #expect(FileManager.default.createFile(atPath: dead, contents: Data("half".utf8)))
        try Self.age(dead, by: 10)
        let live = try ScratchFile(in: recitations, contents: Array("in progress".utf8))
        try Self.age(live.path, by: 10)
        let oldPartial = recitations + "/.partial-1234-x.m4a"
        let freshPartial = recitations + "/.partial-5678-y.m4a"
        for path in [oldPartial, freshPartial] { #expect(FileManager.default.createFile(atPath: path, contents: Data())) }
        try Self.age(oldPartial, by: ScratchFile.partialAge + 60)
        let kept = recitations + "/stored.webm"
        #expect(FileManager.default.createFile(atPath: kept, contents: Data()))

        #expect(ScratchFile.sweepAtStartUp(dataDirectory: data) == 2)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: recitations))
        #expect(left == [(live.path as NSString).lastPathComponent, ".partial-5678-y.m4a", "stored.webm"])
        live.remove()
        #expect(!FileManager.default.fileExists(atPath: live.path))
    }

    @Test func anotherProcessHoldingItsUploadKeepsItUntilKilled() throws {
        let (data, recitations) = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let path = recitations + "/.upload-held-by-another-process"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("bytes".utf8)))
        try Self.age(path, by: 60)
        // util-linux's flock(1) takes the same advisory lock a server process holds while it works on an upload.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--exclusive", "--no-fork", path, "sleep", "60"]  // no fork: the lock dies with the killed process
        try holder.run()
        defer { if holder.isRunning { kill(holder.processIdentifier, SIGKILL) } }
        var held = false
        for _ in 0..<100 where !held {  // until the child has its lock
            let probe = open(path, O_RDONLY)
            held = flock(probe, LOCK_EX | LOCK_NB) != 0
            close(probe)
            if !held { usleep(20_000) }
        }
        #expect(held)
        #expect(ScratchFile.sweep(recitations) == 0)
        #expect(FileManager.default.fileExists(atPath: path))
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        #expect(ScratchFile.sweep(recitations) == 1)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
