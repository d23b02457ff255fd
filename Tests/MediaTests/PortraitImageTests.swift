import Foundation
import Testing

@testable import Media

/// Profile photos: JPEG, PNG and WebP are decoded and re-encoded to a 512 px square JPEG with no metadata; anything else,
/// damaged, empty, oversized or enormous is refused with a reason and leaves no file.
@Suite("Portrait image")
struct PortraitImageTests {
    let fixtures: Fixtures
    init() throws { fixtures = try Fixtures() }

    var portrait: PortraitImage { PortraitImage(toolbox: fixtures.toolbox) }

    /// A JPEG with an Exif APP1 segment (carrying a made-up GPS string) spliced in after its SOI marker.
    func jpegWithExif() throws -> String {
        let plain = try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc=s=800x600", "-frames:v", "1"], output: "plain.jpg")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plain)))
        let payload = Array("Exif\0\0".utf8) + Array("GPS 48.8566N 2.3522E secret-place".utf8)
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return try fixtures.write(Array(bytes.prefix(2)) + segment + Array(bytes.dropFirst(2)), to: "exif.jpg")
    }

    /// The width and height of a JPEG's first frame, from its SOF0/SOF2 segment.
    func jpegSize(_ path: String) throws -> (Int, Int)? {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if marker == 0xC0 || marker == 0xC2 {
                return (Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]), Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
            }
            index += 2 + length
        }
        return nil
    }

    @Test("A JPEG with Exif becomes a 512 × 512 JPEG without it")
    func jpegStripped() throws {
        let source = try jpegWithExif()
        #expect(try Data(contentsOf: URL(fileURLWithPath: source)).range(of: Data("secret-place".utf8)) != nil)
        let output = fixtures.path("out.jpg")
        try portrait.reencode(fileAt: source, to: output)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(data.range(of: Data("secret-place".utf8)) == nil)
        #expect(data.range(of: Data("Exif".utf8)) == nil)
        let size = try #require(try jpegSize(output))
        #expect(size == (512, 512))
    }

    @Test("A tall PNG and a WebP are cropped to the square")
    func pngAndWebP() throws {
        let png = try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc=s=300x900", "-frames:v", "1"], output: "tall.png")
        try portrait.reencode(fileAt: png, to: fixtures.path("png.jpg"))
        #expect(try jpegSize(fixtures.path("png.jpg")).map { [$0.0, $0.1] } == [512, 512])
        let webp = try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc=s=640x480", "-frames:v", "1", "-c:v", "libwebp"], output: "a.webp")
        try portrait.reencode(fileAt: webp, to: fixtures.path("webp.jpg"))
        #expect(try jpegSize(fixtures.path("webp.jpg")).map { [$0.0, $0.1] } == [512, 512])
    }

    @Test("Refusals name the problem and write nothing")
    func refusals() throws {
        let output = fixtures.path("refused.jpg")
        func kind(_ path: String) -> MediaError.Kind? { mediaError { try portrait.reencode(fileAt: path, to: output) }?.kind }
        #expect(kind(try fixtures.write([], to: "empty.jpg")) == .empty)
        #expect(kind(try fixtures.write(Array("hello, not a photo".utf8), to: "text.jpg")) == .unsupportedType)
        let tone = try fixtures.webmOpus()
        #expect(kind(tone) == .unsupportedType)
        #expect(kind(try fixtures.write([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 4000), to: "garbage.jpg")) == .corrupt)
        let png = try fixtures.ffmpeg(["-f", "lavfi", "-i", "testsrc=s=400x400", "-frames:v", "1"], output: "whole.png")
        #expect(kind(try fixtures.truncated(png, fraction: 0.3, to: "cut.png")) == .corrupt)
        #expect(
            kind(try fixtures.write([0xFF, 0xD8, 0xFF] + Array(repeating: 0, count: PortraitImage.maxBytes), to: "big.jpg")) == .tooLarge)
        let wide = try fixtures.ffmpeg(["-f", "lavfi", "-i", "color=c=blue:s=12100x16", "-frames:v", "1"], output: "wide.png")
        let tooWide = mediaError { try portrait.reencode(fileAt: wide, to: output) }
        #expect(tooWide?.kind == .tooLarge)
        #expect(tooWide?.message.contains("12100 × 16") == true)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
