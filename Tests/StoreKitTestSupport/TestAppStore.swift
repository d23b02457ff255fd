import Foundation

/// A throwaway App Store for tests: a root, an intermediate and a leaf certificate (P-256, with Apple's marker
/// extensions) made with the `openssl` command at test time in a temporary directory, and StoreKit 2 style signed
/// transactions (compact JWS, ES256, `x5c`) signed by the leaf. No Apple certificate is involved.
///
///     let store = try TestAppStore()
///     let jws = try store.signedTransaction(TestAppStore.payload(product: "jamaal.yearly", expires: later))
public final class TestAppStore: Sendable {
    /// The directory holding the keys and certificates.
    public let directory: String
    /// The root certificate (PEM): what the verifier is configured with.
    public var rootPath: String { directory + "/root.pem" }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Makes the chain (`name` tells two stores apart in subjects).
    public init(name: String = "Test") throws {
        directory = NSTemporaryDirectory() + "jamaal-appstore-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try write(
            "ca.ext", "basicConstraints=critical,CA:true\nkeyUsage=critical,keyCertSign,cRLSign\n1.2.840.113635.100.6.2.1=ASN1:NULL\n")
        try write(
            "leaf.ext", "basicConstraints=critical,CA:false\nkeyUsage=critical,digitalSignature\n1.2.840.113635.100.6.11.1=ASN1:NULL\n")
        for key in ["root", "inter", "leaf"] {
            try run(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "\(key).key"])
        }
        try run([
            "req", "-x509", "-new", "-key", "root.key", "-sha256", "-days", "3650", "-subj", "/CN=\(name) Root CA",
            "-addext", "basicConstraints=critical,CA:true", "-addext", "keyUsage=critical,keyCertSign,cRLSign", "-out", "root.pem",
        ])
        try run(["req", "-new", "-key", "inter.key", "-subj", "/CN=\(name) Intermediate", "-out", "inter.csr"])
        try run([
            "x509", "-req", "-in", "inter.csr", "-CA", "root.pem", "-CAkey", "root.key", "-CAcreateserial", "-days", "3650", "-sha256",
            "-extfile", "ca.ext", "-out", "inter.pem",
        ])
        try run(["req", "-new", "-key", "leaf.key", "-subj", "/CN=\(name) App Store Signing", "-out", "leaf.csr"])
        try run([
            "x509", "-req", "-in", "leaf.csr", "-CA", "inter.pem", "-CAkey", "inter.key", "-CAcreateserial", "-days", "3650", "-sha256",
            "-extfile", "leaf.ext", "-out", "leaf.pem",
        ])
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// A payload like the App Store's (`JWSTransactionDecodedPayload`), dates in milliseconds.
    public static func payload(
        product: String = "jamaal.yearly", bundle: String = "app.jamaal.Jamaal", expires: Date, signed: Date = Date(),
        original: String = "2000000000000001", transaction: String = "2000000000000042"
    ) -> [String: Any] {
        [
            "transactionId": transaction, "originalTransactionId": original, "bundleId": bundle, "productId": product,
            "purchaseDate": (signed.timeIntervalSince1970 * 1000).rounded(), "signedDate": (signed.timeIntervalSince1970 * 1000).rounded(),
            "expiresDate": (expires.timeIntervalSince1970 * 1000).rounded(), "type": "Auto-Renewable Subscription",
            "environment": "Sandbox", "inAppOwnershipType": "PURCHASED",
        ]
    }

    /// The compact JWS of `payload`, signed by the leaf, with the chain (leaf, intermediate, root) in `x5c`.
    public func signedTransaction(_ payload: [String: Any]) throws -> String {
        let chain = try ["leaf", "inter", "root"].map { try derBase64(of: "\($0).pem") }
        let header = try JSONSerialization.data(withJSONObject: ["alg": "ES256", "x5c": chain], options: [.sortedKeys])
        let body = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        let input = Self.base64URL(header) + "." + Self.base64URL(body)
        // Files of their own: tests sign in parallel with one store.
        let name = UUID().uuidString
        try write("\(name).txt", input)
        try run(["dgst", "-sha256", "-sign", "leaf.key", "-out", "\(name).der", "\(name).txt"])
        let der = try Data(contentsOf: URL(fileURLWithPath: directory + "/\(name).der"))
        return input + "." + Self.base64URL(Data(try Self.raw(fromDER: [UInt8](der))))
    }

    /// `jws` with its payload swapped for `payload` (the signature left as it was).
    public static func tampered(_ jws: String, payload: [String: Any]) throws -> String {
        let parts = jws.split(separator: ".").map(String.init)
        let body = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return parts[0] + "." + base64URL(body) + "." + parts[2]
    }

    public static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    // MARK: Helpers

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }

    private func derBase64(of pem: String) throws -> String {
        let text = try String(contentsOfFile: directory + "/" + pem, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined()
    }

    private func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "openssl \(arguments.first ?? ""): \(message)")
        }
    }

    /// The 64-byte `r || s` of a DER ECDSA signature (SEQUENCE of two INTEGERs).
    static func raw(fromDER der: [UInt8]) throws -> [UInt8] {
        var index = 0
        func length() throws -> Int {
            guard index < der.count else { throw Failure(description: "short DER") }
            var value = Int(der[index])
            index += 1
            if value & 0x80 != 0 {
                let count = value & 0x7f
                value = 0
                for _ in 0..<count {
                    guard index < der.count else { throw Failure(description: "short DER") }
                    value = value << 8 | Int(der[index])
                    index += 1
                }
            }
            return value
        }
        func integer() throws -> [UInt8] {
            guard index < der.count, der[index] == 0x02 else { throw Failure(description: "expected INTEGER") }
            index += 1
            let count = try length()
            guard index + count <= der.count else { throw Failure(description: "short DER") }
            var bytes = Array(der[index..<index + count])
            index += count
            while bytes.count > 32, bytes.first == 0 { bytes.removeFirst() }
            return [UInt8](repeating: 0, count: 32 - bytes.count) + bytes
        }
        guard der.first == 0x30 else { throw Failure(description: "expected SEQUENCE") }
        index = 1
        _ = try length()
        return try integer() + integer()
    }
}
