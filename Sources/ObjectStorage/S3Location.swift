import Foundation

/// Where an S3-compatible bucket is and how to sign for it, parsed from a media-store URL and the key pair from the
/// environment (`QURANFLOW_S3_ACCESS_KEY_ID`, `QURANFLOW_S3_SECRET_ACCESS_KEY`) — never from the URL, so the secret
/// stays out of process listings and logs.
///
///     let location = try S3Location.parse("s3://media?endpoint=http://127.0.0.1:9000&region=us-east-1",
///                                         environment: ProcessInfo.processInfo.environment)
public struct S3Location: Equatable, Sendable {
    /// `scheme://host[:port]` of the S3 API (path-style addressing: `<endpoint>/<bucket>/<key>`).
    public let endpoint: String
    /// The `Host` header value for `endpoint` (`host` or `host:port`).
    public let host: String
    public let bucket: String
    public let region: String
    public let accessKey: String
    public let secret: String

    public init(endpoint: String, bucket: String, region: String, accessKey: String, secret: String) throws {
        guard let components = URLComponents(string: endpoint), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let hostName = components.host, !hostName.isEmpty,
            components.path.isEmpty || components.path == "/", components.query == nil, components.user == nil
        else {
            throw S3LocationError("endpoint \"\(endpoint)\" must be http(s)://host[:port] with no path, query or user")
        }
        guard Self.isValidBucket(bucket) else {
            throw S3LocationError("bucket \"\(bucket)\" is not a valid bucket name (3–63 of a-z, 0-9, '-' and '.')")
        }
        guard !region.isEmpty, region.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
            throw S3LocationError("region \"\(region)\" is not a region name like us-east-1")
        }
        guard !accessKey.isEmpty, !secret.isEmpty else {
            throw S3LocationError("set QURANFLOW_S3_ACCESS_KEY_ID and QURANFLOW_S3_SECRET_ACCESS_KEY for the media store")
        }
        let port = components.port.map { ":\($0)" } ?? ""
        self.host = hostName + port
        self.endpoint = "\(scheme)://\(hostName)\(port)"
        self.bucket = bucket
        self.region = region
        self.accessKey = accessKey
        self.secret = secret
    }

    /// Parses `s3://<bucket>?endpoint=<http(s)://host:port>&region=<region>`; without `endpoint`, AWS's regional
    /// endpoint; without `region`, `us-east-1`.
    public static func parse(_ url: String, environment: [String: String]) throws -> S3Location {
        guard url.hasPrefix("s3://"), let components = URLComponents(string: url), let bucket = components.host else {
            throw S3LocationError("\"\(url)\" is not s3://<bucket>?endpoint=http://host:port&region=us-east-1")
        }
        guard components.path.isEmpty || components.path == "/" else {
            throw S3LocationError("\"\(url)\": the bucket takes no path (keys are the media paths)")
        }
        var values: [String: String] = [:]
        for item in components.queryItems ?? [] {
            guard ["endpoint", "region"].contains(item.name), let value = item.value, values[item.name] == nil else {
                throw S3LocationError("\"\(url)\": unknown or repeated parameter \"\(item.name)\" (allowed: endpoint, region)")
            }
            values[item.name] = value
        }
        let region = values["region"] ?? "us-east-1"
        return try S3Location(
            endpoint: values["endpoint"] ?? "https://s3.\(region).amazonaws.com", bucket: bucket, region: region,
            accessKey: environment["QURANFLOW_S3_ACCESS_KEY_ID"] ?? "", secret: environment["QURANFLOW_S3_SECRET_ACCESS_KEY"] ?? "")
    }

    static func isValidBucket(_ name: String) -> Bool {
        (3...63).contains(name.count) && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" || $0 == "." }
            && name.first != "-" && name.first != "." && name.last != "-" && name.last != "."
    }
}

/// A media-store URL or key pair that cannot be used, with what to change.
///
///     throw S3LocationError("bucket \"A\" is not a valid bucket name")
public struct S3LocationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "--media-store: \(message)" }
}
