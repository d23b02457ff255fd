import Foundation

extension Response {
    /// A file streamed from disk with validators and Range support (for audio/video seeking).
    ///
    /// ```swift
    /// return try .file(at: "/srv/audio/001.mp3", for: request)
    /// ```
    /// Sends `ETag` (size + mtime), `Last-Modified` and `Accept-Ranges: bytes`; answers 304 for a matching
    /// `If-None-Match` / `If-Modified-Since`, 206 with `Content-Range` for `bytes=a-b`, `a-` and `-n`,
    /// and 416 for unsatisfiable ranges. The content type defaults to one derived from the extension.
    /// - Throws: `HTTPError` 404 if the path is missing or not a regular file.
    public static func file(at path: String, contentType: String? = nil, for request: Request) throws -> Response {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.intValue
        else {
            throw HTTPError.notFound()
        }
        let modified = (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)
        let seconds = Int(modified.timeIntervalSince1970.rounded(.down))
        let etag = "\"\(String(size, radix: 16))-\(String(seconds, radix: 16))\""
        var headers: HTTPHeaders = [
            "Content-Type": contentType ?? MIMEType.forPath(path),
            "ETag": etag,
            "Last-Modified": HTTPDate.format(Date(timeIntervalSince1970: TimeInterval(seconds))),
            "Accept-Ranges": "bytes",
        ]
        if isNotModified(request: request, etag: etag, modifiedSeconds: seconds) {
            headers.remove(name: "Content-Type")
            return Response(status: .notModified, headers: headers, body: .bytes([]))
        }
        let wantsRange = request.headers["If-Range"].map { $0 == etag } ?? true
        if wantsRange, let header = request.headers["Range"] {
            switch ByteRange.parse(header, size: size) {
            case .none:
                break
            case .unsatisfiable:
                headers.set(name: "Content-Range", value: "bytes */\(size)")
                headers.set(name: "Content-Type", value: "text/plain; charset=utf-8")
                return Response(
                    status: .rangeNotSatisfiable, headers: headers,
                    body: .bytes(Array("Requested range not satisfiable".utf8)))
            case .range(let range):
                headers.set(name: "Content-Range", value: "bytes \(range.lowerBound)-\(range.upperBound)/\(size)")
                return Response(
                    status: .partialContent, headers: headers,
                    body: .file(path: path, range: range, totalSize: size))
            }
        }
        return Response(status: .ok, headers: headers, body: .file(path: path, range: nil, totalSize: size))
    }

    private static func isNotModified(request: Request, etag: String, modifiedSeconds: Int) -> Bool {
        if let match = request.headers["If-None-Match"] {
            let tags = match.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return tags.contains("*") || tags.contains(etag) || tags.contains("W/" + etag)
        }
        if let since = request.headers["If-Modified-Since"].flatMap(HTTPDate.parse) {
            return modifiedSeconds <= Int(since.timeIntervalSince1970)
        }
        return false
    }
}

/// A parsed single `Range: bytes=…` header.
enum ByteRange: Equatable {
    /// The header is absent, malformed or asks for several ranges: serve the whole file.
    case none
    /// No byte of the requested range exists (416).
    case unsatisfiable
    /// Inclusive byte offsets to send (206).
    case range(ClosedRange<Int>)

    static func parse(_ header: String, size: Int) -> ByteRange {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .none }
        let spec = trimmed.dropFirst(6).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .none }
        let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        if first.isEmpty {
            guard let suffix = Int(last), suffix >= 0 else { return .none }
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .range(max(0, size - suffix)...size - 1)
        }
        guard let start = Int(first), start >= 0 else { return .none }
        if last.isEmpty {
            return start < size ? .range(start...size - 1) : .unsatisfiable
        }
        guard let end = Int(last), end >= start else { return .none }
        return start < size ? .range(start...min(end, size - 1)) : .unsatisfiable
    }
}
