import Foundation

/// A binary-safe multipart/form-data parser (RFC 7578).
struct MultipartParser {
    let boundary: String

    private static let crlf: [UInt8] = [13, 10]
    private static let headerEnd: [UInt8] = [13, 10, 13, 10]
    private static let dashes: [UInt8] = [45, 45]

    /// Parses `body` into fields and files; throws HTTPError 400 naming the problem.
    func parse(_ body: [UInt8]) throws -> FormData {
        guard boundary.utf8.count <= 200 else { throw HTTPError.badRequest("Multipart boundary too long") }
        let delimiter = Self.dashes + Array(boundary.utf8)
        let separator = Self.crlf + delimiter
        guard let first = Self.find(delimiter, in: body, from: 0),
            first == 0 || (first >= 2 && Array(body[first - 2..<first]) == Self.crlf)
        else {
            throw HTTPError.badRequest("Malformed multipart body: opening boundary not found")
        }
        var fields: [(String, String)] = []
        var files: [UploadedFile] = []
        var position = first + delimiter.count
        while true {
            if Self.hasPrefix(Self.dashes, in: body, at: position) { break }  // closing boundary
            position = Self.skipLinearWhitespace(body, from: position)
            guard Self.hasPrefix(Self.crlf, in: body, at: position) else {
                throw HTTPError.badRequest("Malformed multipart body: expected CRLF after boundary")
            }
            position += 2
            guard let headersEnd = Self.find(Self.headerEnd, in: body, from: position - 2) else {
                throw HTTPError.badRequest("Malformed multipart body: part headers not terminated")
            }
            let headerBytes = headersEnd >= position ? Array(body[position..<headersEnd]) : []
            let headers = try Self.parseHeaders(headerBytes)
            let contentStart = headersEnd + 4
            guard let contentEnd = Self.find(separator, in: body, from: contentStart) else {
                throw HTTPError.badRequest("Malformed multipart body: closing boundary not found")
            }
            guard contentEnd >= contentStart else {
                throw HTTPError.badRequest("Malformed multipart body: truncated part")
            }
            let content = Array(body[contentStart..<contentEnd])
            try Self.addPart(headers: headers, content: content, fields: &fields, files: &files)
            position = contentEnd + separator.count
        }
        return FormData(fields: fields, files: files)
    }

    private static func addPart(
        headers: HTTPHeaders, content: [UInt8],
        fields: inout [(String, String)], files: inout [UploadedFile]
    ) throws {
        guard let disposition = headers["Content-Disposition"] else {
            throw HTTPError.badRequest("Malformed multipart body: part without Content-Disposition")
        }
        let parameters = DispositionParameters(disposition)
        guard parameters.kind == "form-data", let name = parameters["name"] else {
            throw HTTPError.badRequest("Malformed multipart body: part without a form-data name")
        }
        if let filename = parameters.filename {
            files.append(
                UploadedFile(
                    fieldName: name, filename: filename,
                    contentType: headers["Content-Type"] ?? "application/octet-stream",
                    data: content))
        } else {
            fields.append((name, String(decoding: content, as: UTF8.self)))
        }
    }

    private static func parseHeaders(_ bytes: [UInt8]) throws -> HTTPHeaders {
        var headers = HTTPHeaders()
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw HTTPError.badRequest("Malformed multipart body: bad part header line")
            }
            headers.add(
                name: line[..<colon].trimmingCharacters(in: .whitespaces),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return headers
    }

    private static func skipLinearWhitespace(_ body: [UInt8], from start: Int) -> Int {
        var index = start
        while index < body.count, body[index] == 32 || body[index] == 9 { index += 1 }
        return index
    }

    private static func hasPrefix(_ prefix: [UInt8], in body: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + prefix.count <= body.count else { return false }
        for offset in 0..<prefix.count where body[index + offset] != prefix[offset] { return false }
        return true
    }

    /// First index of `needle` in `haystack` at or after `start` (memchr for the first byte, memcmp for the rest).
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, start >= 0, needle.count <= haystack.count - start else { return nil }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pattern in
                let base = hay.baseAddress!
                var index = start
                let last = hay.count - pattern.count
                while index <= last {
                    guard let hit = memchr(base + index, Int32(head), last - index + 1) else { return nil }
                    let position = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + position, pattern.baseAddress!, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }
}

/// Parameters of a Content-Disposition header, honouring quotes (`;` inside them) and RFC 5987 `filename*`.
struct DispositionParameters {
    let kind: String
    private var values: [String: String] = [:]

    init(_ header: String) {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        // Browsers do not backslash-escape inside these quotes (they percent-encode `"`), and old ones
        // send Windows paths, so backslashes are kept literally.
        for character in header {
            if character == "\"" { quoted.toggle(); continue }
            if character == ";", !quoted { pieces.append(current); current = ""; continue }
            current.append(character)
        }
        pieces.append(current)
        kind = pieces.first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        for piece in pieces.dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let key = piece[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            values[key] = piece[piece.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
    }

    subscript(name: String) -> String? { values[name] }

    /// `filename*` (UTF-8'lang'percent-encoded) wins over `filename`; directories are stripped.
    var filename: String? {
        var result: String?
        if let extended = values["filename*"] {
            let parts = extended.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3 { result = PercentDecoding.decode(parts[2], plusAsSpace: false) }
        }
        if result == nil { result = values["filename"] }
        guard let name = result else { return nil }
        let lastSeparator = name.lastIndex { $0 == "/" || $0 == "\\" }
        return lastSeparator.map { String(name[name.index(after: $0)...]) } ?? name
    }
}
