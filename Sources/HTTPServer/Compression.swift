import Foundation

/// Gzips compressible responses (text, JSON, JS, CSS, SVG) of at least `minimumBytes` when the client accepts gzip.
/// Files are only compressed when whole and no larger than `maximumFileBytes`; ranges and event streams never.
///
/// ```swift
/// let app = Application(router: router, middlewares: [Compression()])
/// ```
public struct Compression: Middleware {
    /// Smallest body worth compressing.
    public let minimumBytes: Int
    /// Largest file read into memory for compression.
    public let maximumFileBytes: Int

    /// Creates the middleware.
    public init(minimumBytes: Int = 1024, maximumFileBytes: Int = 4 << 20) {
        self.minimumBytes = minimumBytes
        self.maximumFileBytes = maximumFileBytes
    }

    /// Compresses the response when worthwhile and allowed.
    public func respond(to request: Request, next: Handler) throws -> Response {
        var response = try next(request)
        guard response.status == .ok, !response.headers.contains("Content-Encoding"),
            Self.isCompressible(response.headers["Content-Type"])
        else { return response }
        var vary = response.headers.values(for: "Vary")
        if !vary.contains(where: { $0.lowercased().contains("accept-encoding") }) {
            vary.append("Accept-Encoding")
            response.headers.set(name: "Vary", value: vary.joined(separator: ", "))
        }
        guard Self.acceptsGzip(request.headers.values(for: "Accept-Encoding").joined(separator: ",")) else {
            return response
        }
        let original: [UInt8]
        switch response.body {
        case .bytes(let bytes):
            original = bytes
        case .shared(let bytes):
            original = bytes.bytes
        case .file(let path, nil, let size) where size <= maximumFileBytes && size >= minimumBytes:
            guard let data = FileManager.default.contents(atPath: path) else { return response }
            original = Array(data)
        default:
            return response
        }
        guard original.count >= minimumBytes, let compressed = Gzip.compress(original),
            compressed.count < original.count
        else { return response }
        response.body = .bytes(compressed)
        response.headers.set(name: "Content-Encoding", value: "gzip")
        if let etag = response.headers["ETag"], !etag.hasPrefix("W/") {
            response.headers.set(name: "ETag", value: "W/" + etag)
        }
        return response
    }

    static func isCompressible(_ contentType: String?) -> Bool {
        guard let type = contentType.map({ MediaType.essence(of: $0) }) else { return false }
        if type == "text/event-stream" { return false }
        return type.hasPrefix("text/") || type.hasSuffix("json") || type.hasSuffix("javascript")
            || type == "image/svg+xml" || type.hasSuffix("+xml") || type == "application/xml"
    }

    /// Whether an Accept-Encoding value allows gzip (q=0 refuses; `*` counts when gzip is not named).
    static func acceptsGzip(_ header: String) -> Bool {
        var gzip: Double?
        var wildcard: Double?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            if coding == "gzip" || coding == "x-gzip" { gzip = quality }
            if coding == "*" { wildcard = quality }
        }
        return (gzip ?? wildcard ?? 0) > 0
    }
}
