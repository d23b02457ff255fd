import Foundation
import Security

/// AWS Signature Version 4 (the "AWS4-HMAC-SHA256" scheme), written from AWS's published description: a canonical
/// request, a string to sign over its hash, and an HMAC chain from the secret through date, region and service.
/// Pure: the instant comes in as a value, nothing is read from the clock or the network.
///
///     let signer = SigV4(accessKey: "AKIDEXAMPLE", secret: "…", region: "us-east-1", service: "s3")
///     let headers = signer.headers(method: "GET", host: "127.0.0.1:9000", path: "/bucket/key", query: [:],
///                                  headers: [:], payloadHash: SigV4.emptyPayloadHash, at: now)
public struct SigV4: Sendable {
    public let accessKey: String
    public let secret: String
    public let region: String
    public let service: String

    /// SHA-256 of the empty body.
    public static let emptyPayloadHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    /// The payload "hash" of a presigned URL: the body is not covered.
    public static let unsignedPayload = "UNSIGNED-PAYLOAD"

    public init(accessKey: String, secret: String, region: String, service: String) {
        self.accessKey = accessKey
        self.secret = secret
        self.region = region
        self.service = service
    }

    /// `20150830T123600Z` and `20150830` for `instant` in UTC.
    public static func timestamps(_ instant: Date) -> (amzDate: String, day: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func two(_ value: Int?) -> String { let text = String(value ?? 0); return text.count < 2 ? "0" + text : text }
        let day = String(parts.year ?? 1970) + two(parts.month) + two(parts.day)
        return (day + "T" + two(parts.hour) + two(parts.minute) + two(parts.second) + "Z", day)
    }

    /// RFC 3986 percent-encoding as SigV4 wants it: unreserved characters stay, everything else is `%XX` upper-case;
    /// `/` stays when `keepSlash` (paths).
    public static func uriEncode(_ text: String, keepSlash: Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || (keepSlash && byte == 0x2f) {
                out.append(Character(UnicodeScalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// A-Z, a-z, 0-9, `-`, `.`, `_`, `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5a, 0x61...0x7a, 0x30...0x39, 0x2d, 0x2e, 0x5f, 0x7e: true
        default: false
        }
    }

    /// The canonical query string: names and values encoded, sorted by name then value, joined with `&`.
    public static func canonicalQuery(_ query: [(String, String)]) -> String {
        let encoded: [(name: String, value: String)] = query.map { pair in
            (uriEncode(pair.0, keepSlash: false), uriEncode(pair.1, keepSlash: false))
        }
        let sorted = encoded.sorted { left, right in left.name == right.name ? left.value < right.value : left.name < right.name }
        return sorted.map { pair in pair.name + "=" + pair.value }.joined(separator: "&")
    }

    /// The canonical request for an already-encoded `path` (S3 does not encode it twice) and `headers` (names any case;
    /// values trimmed, inner runs of spaces folded), with the signed header names.
    public static func canonicalRequest(
        method: String, path: String, query: [(String, String)], headers: [String: String], payloadHash: String
    ) -> (text: String, signedHeaders: String) {
        var folded: [String: String] = [:]
        for (name, value) in headers {
            let trimmed = value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            let key = name.lowercased()
            folded[key] = folded[key].map { $0 + "," + trimmed } ?? trimmed
        }
        let names = folded.keys.sorted()
        let canonicalHeaders = names.map { "\($0):\(folded[$0] ?? "")\n" }.joined()
        let signed = names.joined(separator: ";")
        let text = [method, path.isEmpty ? "/" : path, canonicalQuery(query), canonicalHeaders, signed, payloadHash].joined(separator: "\n")
        return (text, signed)
    }

    /// `<day>/<region>/<service>/aws4_request`.
    public func scope(day: String) -> String { "\(day)/\(region)/\(service)/aws4_request" }

    /// The string to sign for a canonical request at `amzDate`.
    public func stringToSign(canonicalRequest: String, amzDate: String) -> String {
        let day = String(amzDate.prefix(8))
        return ["AWS4-HMAC-SHA256", amzDate, scope(day: day), SHA256.hex(Array(canonicalRequest.utf8))].joined(separator: "\n")
    }

    /// The hex signature of `stringToSign` with the key derived for `day`.
    public func signature(stringToSign: String, day: String) -> String {
        var key = HMACSHA256.authenticate(Array(day.utf8), key: Array(("AWS4" + secret).utf8))
        for part in [region, service, "aws4_request"] { key = HMACSHA256.authenticate(Array(part.utf8), key: key) }
        return HMACSHA256.hexString(HMACSHA256.authenticate(Array(stringToSign.utf8), key: key))
    }

    /// The headers to send with a request: `headers` plus `x-amz-date`, `x-amz-content-sha256` (for service `s3`) and
    /// `Authorization`. `host` must be the exact Host header curl will send (`host` or `host:port`).
    public func headers(
        method: String, host: String, path: String, query: [(String, String)], headers: [String: String], payloadHash: String,
        at instant: Date
    ) -> [String: String] {
        let (amzDate, day) = Self.timestamps(instant)
        var all = headers
        all["host"] = host
        all["x-amz-date"] = amzDate
        if service == "s3" { all["x-amz-content-sha256"] = payloadHash }
        let (canonical, signed) = Self.canonicalRequest(method: method, path: path, query: query, headers: all, payloadHash: payloadHash)
        let signature = signature(stringToSign: stringToSign(canonicalRequest: canonical, amzDate: amzDate), day: day)
        all["Authorization"] =
            "AWS4-HMAC-SHA256 Credential=\(accessKey)/\(scope(day: day)), SignedHeaders=\(signed), Signature=\(signature)"
        all.removeValue(forKey: "host")
        return all
    }

    /// A presigned GET URL valid `expires` seconds from `instant` (1…604800): only `host` is signed, the payload is
    /// `UNSIGNED-PAYLOAD`. `base` is `scheme://host[:port]`, `path` already encoded; `extraQuery` (such as S3's
    /// `response-content-type`) is signed too.
    public func presignedURL(
        method: String = "GET", base: String, host: String, path: String, extraQuery: [(String, String)] = [], expires: Int,
        at instant: Date
    ) -> String {
        let (amzDate, day) = Self.timestamps(instant)
        let query: [(String, String)] =
            extraQuery + [
                ("X-Amz-Algorithm", "AWS4-HMAC-SHA256"), ("X-Amz-Credential", "\(accessKey)/\(scope(day: day))"),
                ("X-Amz-Date", amzDate), ("X-Amz-Expires", String(min(max(expires, 1), 604_800))), ("X-Amz-SignedHeaders", "host"),
            ]
        let (canonical, _) = Self.canonicalRequest(
            method: method, path: path, query: query, headers: ["host": host], payloadHash: Self.unsignedPayload)
        let signature = signature(stringToSign: stringToSign(canonicalRequest: canonical, amzDate: amzDate), day: day)
        return base + path + "?" + Self.canonicalQuery(query) + "&X-Amz-Signature=" + signature
    }
}
