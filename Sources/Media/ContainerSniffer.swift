/// Tells what a file is from its first bytes (magic numbers).
///
/// ```swift
/// ContainerSniffer.sniff(Array(header))   // .success(.matroska) or .failure(.init("PNG image"))
/// ```
enum ContainerSniffer {
    /// What was found instead of an audio container, for "found PNG image".
    struct NotAudio: Error, Equatable {
        let found: String
        init(_ found: String) { self.found = found }
    }

    /// How many leading bytes `sniff` wants.
    static let headerLength = 64

    /// The audio container `header` starts, or what it is instead.
    static func sniff(_ header: [UInt8]) -> Result<AudioContainer, NotAudio> {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            header.count >= offset + magic.count && Array(header[offset..<offset + magic.count]) == magic
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }

        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .success(.matroska) }
        if ascii("ftyp", at: 4) { return .success(.mp4) }
        if ascii("OggS") { return .success(.ogg) }
        if ascii("RIFF") && ascii("WAVE", at: 8) { return .success(.wav) }
        if ascii("ID3") { return .success(.mp3) }
        if header.count >= 2 && header[0] == 0xFF && header[1] & 0xE0 == 0xE0 {
            let layer = (header[1] >> 1) & 0x03
            if layer == 0x01 { return .success(.mp3) }
            if layer == 0x00 { return .failure(NotAudio("raw AAC audio without a container")) }
        }
        return .failure(NotAudio(describe(header, ascii: ascii, starts: starts)))
    }

    /// Names common non-audio files so the error says what was actually sent.
    private static func describe(
        _ header: [UInt8], ascii: (String, Int) -> Bool, starts: ([UInt8], Int) -> Bool
    ) -> String {
        let known: [(matches: Bool, name: String)] = [
            (starts([0x89, 0x50, 0x4E, 0x47], 0), "PNG image"),
            (starts([0xFF, 0xD8, 0xFF], 0), "JPEG image"),
            (ascii("GIF8", 0), "GIF image"),
            (ascii("RIFF", 0) && ascii("WEBP", 8), "WebP image"),
            (ascii("RIFF", 0) && ascii("AVI ", 8), "AVI video"),
            (ascii("%PDF", 0), "PDF document"),
            (starts([0x50, 0x4B, 0x03, 0x04], 0), "ZIP archive"),
            (ascii("fLaC", 0), "FLAC audio"),
            (ascii("FORM", 0), "AIFF audio"),
            (starts([0x7F, 0x45, 0x4C, 0x46], 0), "a program"),
            (ascii("#EXTM3U", 0), "a playlist"),
        ]
        if let match = known.first(where: \.matches) { return match.name }
        if header.isEmpty { return "nothing" }
        let printable = header.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return printable ? "text" : "data we do not recognise"
    }
}
