import Foundation

@testable import ObjectStorage

/// A real S3 API server for the tests: `scripts/moto-server.py` (moto in server mode, IAM access control on) on a
/// loopback port, started once per test process and stopped when the process ends (it exits when its stdin closes).
/// Needs `.venv` with moto (scripts/install-deps.sh); missing, the tests fail — they never skip.
enum MotoServer {
    struct Started: Decodable, Sendable {
        let endpoint: String
        let bucket: String
        let region: String
        let accessKey: String
        let secret: String

        enum CodingKeys: String, CodingKey {
            case endpoint, bucket, region, secret
            case accessKey = "access_key"
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    nonisolated(unsafe) private static var process: Process?
    nonisolated(unsafe) private static var stdin: Pipe?

    /// The running server (started on first use).
    static let shared: Result<Started, Error> = Result {
        let python = packageRoot + "/.venv/bin/python"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw S3LocationError("no .venv/bin/python: run scripts/install-deps.sh (it installs moto)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [packageRoot + "/scripts/moto-server.py", "--bucket", "media-tests", "--until-stdin-closes"]
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice  // moto logs every request
        try process.run()
        Self.process = process
        Self.stdin = input
        var line: [UInt8] = []
        while true {
            guard let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first else {
                throw S3LocationError("moto-server.py exited before it was ready")
            }
            if first == 0x0a { break }
            line.append(first)
        }
        return try JSONDecoder().decode(Started.self, from: Data(line))
    }

    /// A store on the test bucket, with the right key pair or with `secret` instead of the right one.
    static func files(secret: String? = nil, cache: String? = nil) throws -> S3MediaFiles {
        let started = try shared.get()
        return S3MediaFiles(
            location: try S3Location(
                endpoint: started.endpoint, bucket: started.bucket, region: started.region, accessKey: started.accessKey,
                secret: secret ?? started.secret),
            cache: cache.map { S3ReadCache(directory: $0) })
    }
}
