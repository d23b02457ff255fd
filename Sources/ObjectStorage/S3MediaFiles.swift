import Foundation
import Media
import Outbound
import Security

/// The media store as an S3-compatible bucket: SigV4-signed requests over libcurl, uploads streamed from disk with
/// their SHA-256 signed as the payload hash (the store refuses a body changed on the way) and kept as the object's
/// `x-amz-meta-sha256`. Readers are served from a read-through cache on local disk (``cache``): each object is
/// fetched once, streamed to a file, and then served with Range by the web app like any local file.
///
///     let files = S3MediaFiles(location: try S3Location.parse(url, environment: ProcessInfo.processInfo.environment),
///                              cache: S3ReadCache(directory: data + "/media-cache"))
///     try files.publish(fileAt: "/tmp/up", as: "recitations/abc.webm", contentType: "audio/webm")
public struct S3MediaFiles: MediaFileStore {
    public let location: S3Location
    /// Where readers' copies are kept; nil: ``readablePath(of:)`` refuses (a command that only writes).
    public let cache: S3ReadCache?
    /// The longest one request may take (uploads and downloads of large files included).
    public let timeout: TimeInterval
    private let now: @Sendable () -> Date

    public init(
        location: S3Location, cache: S3ReadCache? = nil, timeout: TimeInterval = 600, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.location = location
        self.cache = cache
        self.timeout = timeout
        self.now = now
    }

    public var description: String { "s3://\(location.bucket) at \(location.endpoint)" }

    private var signer: SigV4 { SigV4(accessKey: location.accessKey, secret: location.secret, region: location.region, service: "s3") }

    private func objectPath(_ key: String) throws -> String {
        guard MediaFileStoreError.isSafeKey(key) else {
            throw MediaFileStoreError("locate \(key)", "not a safe relative path", unavailable: false)
        }
        return "/" + location.bucket + "/" + SigV4.uriEncode(key, keepSlash: true)
    }

    /// One signed request; a transport failure becomes a ``MediaFileStoreError`` naming the store.
    private func send(
        _ method: String, path: String, query: [(String, String)] = [], headers: [String: String] = [:],
        body: Curl.Body = .none, payloadHash: String = SigV4.emptyPayloadHash, downloadTo: String? = nil, operation: String
    ) throws -> HTTPReply {
        let signed = signer.headers(
            method: method, host: location.host, path: path, query: query, headers: headers, payloadHash: payloadHash, at: now())
        let queryText = query.isEmpty ? "" : "?" + SigV4.canonicalQuery(query)
        do {
            return try Curl.request(
                method: method, url: location.endpoint + path + queryText, headers: signed, body: body, downloadTo: downloadTo,
                maximumResponseBytes: 4 << 20, timeout: timeout)
        } catch let error as CurlError {
            throw MediaFileStoreError(operation, "the object store at \(location.endpoint) could not be reached (\(error.message))")
        }
    }

    /// The error for a reply that is not a success: S3's own code and message when it sent them.
    private func failure(_ reply: HTTPReply, _ operation: String) -> MediaFileStoreError {
        let code = S3XML.values(of: "Code", in: reply.text).first
        let message = S3XML.values(of: "Message", in: reply.text).first
        let detail = [code, message].compactMap { $0 }.joined(separator: ": ")
        let what =
            reply.status == 403 || reply.status == 401
            ? "the object store refused the credentials or the signature" : "the object store answered \(reply.status)"
        return MediaFileStoreError(operation, "\(what) (\(reply.status)\(detail.isEmpty ? "" : " \(detail)"))")
    }

    public func publish(fileAt path: String, as key: String, contentType: String) throws {
        _ = try upload(fileAt: path, as: key, contentType: contentType)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Streams the file at `path` to `key` (the local file stays) and returns its size and SHA-256, which the upload
    /// was signed with and which the object keeps as `x-amz-meta-sha256`.
    @discardableResult
    public func upload(fileAt path: String, as key: String, contentType: String) throws -> (hex: String, bytes: Int) {
        let operation = "upload \(key)"
        let digest: (hex: String, bytes: Int)
        do { digest = try FileDigest.sha256Hex(ofFileAt: path) } catch {
            throw MediaFileStoreError(operation, "cannot read \(path)", unavailable: false)
        }
        let reply = try send(
            "PUT", path: try objectPath(key), headers: ["content-type": contentType, "x-amz-meta-sha256": digest.hex],
            body: .file(path), payloadHash: digest.hex, operation: operation)
        guard reply.status == 200 else { throw failure(reply, operation) }
        return digest
    }

    /// The cached copy of `key`, fetched first when it is not cached yet.
    public func readablePath(of key: String) throws -> String {
        guard let cache else { throw MediaFileStoreError("read \(key)", "this process keeps no read cache") }
        _ = try objectPath(key)
        return try cache.path(of: key) { scratch in _ = try localCopy(of: key, scratchPath: scratch) }
    }

    public func localCopy(of key: String, scratchPath: String) throws -> String {
        let operation = "download \(key)"
        let reply = try send("GET", path: try objectPath(key), downloadTo: scratchPath, operation: operation)
        guard reply.status == 200 else {
            try? FileManager.default.removeItem(atPath: scratchPath)
            if reply.status == 404 { throw MediaFileStoreError(operation, "no such file in the object store", unavailable: false) }
            throw failure(reply, operation)
        }
        return scratchPath
    }

    public func delete(_ key: String) throws {
        let operation = "delete \(key)"
        let reply = try send("DELETE", path: try objectPath(key), operation: operation)
        guard reply.status == 204 || reply.status == 200 || reply.status == 404 else { throw failure(reply, operation) }
        cache?.forget(key)
    }

    public func size(of key: String) throws -> Int? { try head(key)?.bytes }

    /// The object's size and the SHA-256 it was uploaded with (`x-amz-meta-sha256`), nil when there is no such object.
    public func head(_ key: String) throws -> (bytes: Int, sha256: String?)? {
        let operation = "look up \(key)"
        let reply = try send("HEAD", path: try objectPath(key), operation: operation)
        if reply.status == 404 { return nil }
        guard reply.status == 200, let length = reply.headers["content-length"].flatMap({ Int($0) }) else {
            throw failure(reply, operation)
        }
        return (length, reply.headers["x-amz-meta-sha256"])
    }

    public func list() throws -> [MediaFileInfo] {
        var found: [MediaFileInfo] = []
        var token: String?
        repeat {
            var query: [(String, String)] = [("list-type", "2")]
            if let token { query.append(("continuation-token", token)) }
            let reply = try send("GET", path: "/" + location.bucket, query: query, operation: "list the bucket")
            guard reply.status == 200 else { throw failure(reply, "list the bucket") }
            let text = reply.text
            for contents in S3XML.values(of: "Contents", in: text) {
                if let key = S3XML.values(of: "Key", in: contents).first,
                    let size = S3XML.values(of: "Size", in: contents).first.flatMap({ Int($0) })
                {
                    found.append(MediaFileInfo(key: key, bytes: size))
                }
            }
            token =
                S3XML.values(of: "IsTruncated", in: text).first == "true" ? S3XML.values(of: "NextContinuationToken", in: text).first : nil
        } while token != nil
        return found.sorted { $0.key < $1.key }
    }

    /// Checks that the bucket exists and these credentials may list it (one key of a listing, whose error reply names
    /// S3's reason, unlike a HEAD's); throws what is wrong.
    public func checkAccess() throws {
        let operation = "open bucket \(location.bucket)"
        let reply = try send("GET", path: "/" + location.bucket, query: [("list-type", "2"), ("max-keys", "1")], operation: operation)
        if reply.status == 404 { throw MediaFileStoreError(operation, "there is no such bucket at \(location.endpoint)") }
        guard reply.status == 200 else { throw failure(reply, operation) }
    }

    /// Creates the bucket if it does not exist yet (for set-up scripts and tests).
    public func createBucket() throws {
        let operation = "create bucket \(location.bucket)"
        let reply = try send("PUT", path: "/" + location.bucket, operation: operation)
        let code = S3XML.values(of: "Code", in: reply.text).first
        guard reply.status == 200 || code == "BucketAlreadyOwnedByYou" else { throw failure(reply, operation) }
    }
}
