import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A multipart/form-data parser over a spooled body file: it reads the file in 1 MB pieces, keeps text fields in
/// memory (each at most 1 MB) and writes each file part to its own temporary file in the body's directory, so a body
/// of any size is parsed in bounded memory. Errors are the same 400s as ``MultipartParser``'s.
struct MultipartFileParser {
    let boundary: String
    let spool: SpooledBody

    /// The most a text field may hold.
    static let maxFieldBytes = 1 << 20
    /// The most one part's headers may take.
    static let maxHeaderBytes = 16 << 10
    private static let chunkSize = 1 << 20

    /// A buffered reader over the body file.
    private final class Reader {
        let descriptor: Int32
        var buffer: [UInt8] = []
        var start = 0
        var atEnd = false

        init(path: String) throws {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw HTTPError(.serviceUnavailable, "The upload could not be read back.") }
        }

        deinit { close(descriptor) }

        var available: Int { buffer.count - start }

        /// Reads another piece; false at end of file.
        @discardableResult
        func fill() throws -> Bool {
            guard !atEnd else { return false }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: MultipartFileParser.chunkSize)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw HTTPError(.serviceUnavailable, "The upload could not be read back.") }
            if count == 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }

        /// The index (absolute in `buffer`) of `needle` at or after `start`, reading more until found or `limit`
        /// bytes are available without it.
        func find(_ needle: [UInt8], within limit: Int) throws -> Int? {
            while true {
                if let found = MultipartParser.find(needle, in: buffer, from: start) { return found }
                if available > limit { return nil }
                guard try fill() else { return nil }
            }
        }

        /// Makes sure `count` bytes are available if the file has them.
        func ensure(_ count: Int) throws {
            while available < count, try fill() {}
        }
    }

    /// Parses the body file into fields and files (files in temporary files).
    func parse() throws -> FormData {
        guard boundary.utf8.count <= 200 else { throw HTTPError.badRequest("Multipart boundary too long") }
        let delimiter = Array("--".utf8) + Array(boundary.utf8)
        let separator: [UInt8] = [13, 10] + delimiter
        let reader = try Reader(path: spool.path)
        try reader.ensure(delimiter.count + 2)
        guard let first = try reader.find(delimiter, within: Self.maxHeaderBytes),
            first == 0 || (first >= 2 && reader.buffer[first - 2] == 13 && reader.buffer[first - 1] == 10)
        else {
            throw HTTPError.badRequest("Malformed multipart body: opening boundary not found")
        }
        reader.start = first + delimiter.count
        var fields: [(String, String)] = []
        var files: [UploadedFile] = []
        while true {
            try reader.ensure(2)
            if reader.available >= 2, reader.buffer[reader.start] == 45, reader.buffer[reader.start + 1] == 45 { break }
            while reader.available > 0, reader.buffer[reader.start] == 32 || reader.buffer[reader.start] == 9 {
                reader.start += 1
                try reader.ensure(2)
            }
            guard reader.available >= 2, reader.buffer[reader.start] == 13, reader.buffer[reader.start + 1] == 10 else {
                throw HTTPError.badRequest("Malformed multipart body: expected CRLF after boundary")
            }
            guard let headersEnd = try reader.find([13, 10, 13, 10], within: Self.maxHeaderBytes) else {
                throw HTTPError.badRequest("Malformed multipart body: part headers not terminated")
            }
            let headerBytes = headersEnd > reader.start + 2 ? Array(reader.buffer[(reader.start + 2)..<headersEnd]) : []
            reader.start = headersEnd + 4
            let headers = try Self.parseHeaders(headerBytes)
            guard let disposition = headers["Content-Disposition"] else {
                throw HTTPError.badRequest("Malformed multipart body: part without Content-Disposition")
            }
            let parameters = DispositionParameters(disposition)
            guard parameters.kind == "form-data", let name = parameters["name"] else {
                throw HTTPError.badRequest("Malformed multipart body: part without a form-data name")
            }
            if let filename = parameters.filename {
                let path = spool.scratchPath("part")
                let size = try copyPart(from: reader, separator: separator, to: path)
                files.append(
                    UploadedFile(
                        fieldName: name, filename: filename,
                        contentType: headers["Content-Type"] ?? "application/octet-stream", path: path, size: size))
            } else {
                guard let end = try reader.find(separator, within: Self.maxFieldBytes) else {
                    throw HTTPError.badRequest(
                        reader.atEnd ? "Malformed multipart body: closing boundary not found" : "Form field “\(name)” is too long",
                        field: name)
                }
                fields.append((name, String(decoding: reader.buffer[reader.start..<end], as: UTF8.self)))
                reader.start = end
            }
            reader.start += separator.count
        }
        return FormData(fields: fields, files: files)
    }

    /// Copies a part's content up to `separator` into a new file at `path`, piece by piece; returns its size.
    private func copyPart(from reader: Reader, separator: [UInt8], to path: String) throws -> Int {
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw HTTPError(.serviceUnavailable, "The upload could not be stored.") }
        defer { close(output) }
        var size = 0
        func emit(_ end: Int) throws {
            guard end > reader.start else { return }
            try reader.buffer[reader.start..<end].withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = write(output, bytes.baseAddress! + offset, bytes.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw HTTPError(.serviceUnavailable, "The upload could not be stored.")
                    }
                    offset += count
                }
            }
            size += end - reader.start
            reader.start = end
        }
        while true {
            if let end = MultipartParser.find(separator, in: reader.buffer, from: reader.start) {
                try emit(end)
                return size
            }
            // Everything but a possible partial separator at the end can go out.
            try emit(max(reader.start, reader.buffer.count - separator.count + 1))
            guard try reader.fill() else { throw HTTPError.badRequest("Malformed multipart body: closing boundary not found") }
        }
    }

    private static func parseHeaders(_ bytes: [UInt8]) throws -> HTTPHeaders {
        var headers = HTTPHeaders()
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw HTTPError.badRequest("Malformed multipart body: bad part header line")
            }
            headers.add(
                name: line[..<colon].trimmingCharacters(in: .whitespaces),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return headers
    }
}
