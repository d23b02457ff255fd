import Foundation
import Testing

@testable import Media

@Suite("Sniffing, peaks and wording")
struct MediaUnitTests {
    @Test func sniffRecognisesContainersByMagicNumbers() {
        #expect(ContainerSniffer.sniff([0x1A, 0x45, 0xDF, 0xA3, 0x9F]) == .success(.matroska))
        #expect(ContainerSniffer.sniff(Array("\0\0\0\u{1C}ftypM4A ".utf8)) == .success(.mp4))
        #expect(ContainerSniffer.sniff(Array("OggS\0\u{2}".utf8)) == .success(.ogg))
        #expect(ContainerSniffer.sniff(Array("RIFF\0\0\0\0WAVEfmt ".utf8)) == .success(.wav))
        #expect(ContainerSniffer.sniff(Array("ID3\u{4}".utf8)) == .success(.mp3))
        #expect(ContainerSniffer.sniff([0xFF, 0xFB, 0x90, 0x00]) == .success(.mp3))
        #expect(ContainerSniffer.sniff([0xFF, 0xF1, 0x50, 0x80]) == .failure(.init("raw AAC audio without a container")))
        #expect(ContainerSniffer.sniff(Array("%PDF-1.7".utf8)) == .failure(.init("PDF document")))
        #expect(ContainerSniffer.sniff(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .failure(.init("WebP image")))
        #expect(ContainerSniffer.sniff(Array("#EXTM3U\nfile:///etc/passwd".utf8)) == .failure(.init("a playlist")))
        #expect(ContainerSniffer.sniff(Array("hello there".utf8)) == .failure(.init("text")))
    }

    @Test func peaksTakeTheLoudestSampleInEachSlice() {
        var accumulator = PeakAccumulator()
        var samples: [Int16] = Array(repeating: 0, count: 160)
        samples[10] = 16384
        samples[100] = Int16.min
        samples[159] = -8192
        let bytes = samples.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        // Feed in odd-sized chunks so samples straddle chunk boundaries.
        var index = 0
        for size in [3, 1, 7, 64, 5, 240] where index < bytes.count {
            let end = min(bytes.count, index + size)
            Array(bytes[index..<end]).withUnsafeBytes { accumulator.add($0) }
            index = end
        }
        Array(bytes[index...]).withUnsafeBytes { accumulator.add($0) }
        #expect(accumulator.sampleCount == 160)
        #expect(accumulator.peaks(count: 4) == [0.5, 0, 1, 0.25])
        #expect(accumulator.peaks(count: 40).count == 40)
        #expect(PeakAccumulator().peaks(count: 3) == [0, 0, 0])
    }

    @Test func durationsAndSizesReadNaturally() {
        #expect(Spoken.duration(600) == "10 minutes")
        #expect(Spoken.duration(60) == "1 minute")
        #expect(Spoken.duration(161) == "2 minutes 41 seconds")
        #expect(Spoken.duration(30) == "30 seconds")
        #expect(Spoken.duration(1) == "1 second")
        #expect(Spoken.duration(0.05) == "0.05 seconds")
        #expect(Spoken.bytes(25_000_000) == "25 MB")
        #expect(Spoken.bytes(1_500) == "1.5 KB")
        #expect(Spoken.bytes(12) == "12 bytes")
    }

    @Test func errorMessagesAreSentences() {
        #expect(MediaError.tooLong(limit: 600).description == "The recording is longer than 10 minutes.")
        #expect(MediaError.tooLarge(limit: 25_000_000).description == "The recording is larger than 25 MB.")
        #expect(MediaError.unsupported(found: "PNG image").description == "That file is not audio we can play (found PNG image).")
        #expect(MediaError.missing(.ffmpeg, at: "ffmpeg").message.hasSuffix("install ffmpeg (apt-get install ffmpeg)."))
    }

    @Test func limitsBecomePrlimitOptions() {
        #expect(ResourceLimits.none.prlimitArguments(timeout: 30).isEmpty)
        let options = ResourceLimits.standard.prlimitArguments(timeout: 30)
        #expect(options == ["--core=0", "--as=\(1 << 30)", "--fsize=\(512 << 20)", "--cpu=60", "--nofile=256"])
        #expect(ResourceLimits(cpuSeconds: 7).prlimitArguments(timeout: 0.05).contains("--cpu=7"))
        #expect(ResourceLimits.standard.prlimitArguments(timeout: 0.05).contains("--cpu=2"))
    }
}
