import Foundation

/// Where restored App Store transactions are checked against: the root certificate's file (Apple Root CA G3 in
/// production — configured, never shipped in the repository) and the app's bundle ID. Set by `jamaal serve
/// --app-store-root FILE --bundle-id ID` or `JAMAAL_APP_STORE_ROOT` / `JAMAAL_BUNDLE_ID`.
///
///     let config = AppStoreConfiguration(rootCertificatePath: "/etc/jamaal/AppleRootCA-G3.cer")
public struct AppStoreConfiguration: Sendable, Equatable {
    /// The trusted root (DER or PEM); nil: Restore says it is not set up.
    public var rootCertificatePath: String?
    /// The bundle ID a transaction must name.
    public var bundleID: String

    /// The bundle ID when none is configured.
    public static let defaultBundleID = "app.jamaal.Jamaal"

    public init(rootCertificatePath: String? = nil, bundleID: String = AppStoreConfiguration.defaultBundleID) {
        self.rootCertificatePath = rootCertificatePath
        self.bundleID = bundleID
    }

    /// The configuration from the environment (`JAMAAL_APP_STORE_ROOT`, `JAMAAL_BUNDLE_ID`).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> AppStoreConfiguration {
        AppStoreConfiguration(
            rootCertificatePath: environment["JAMAAL_APP_STORE_ROOT"].flatMap { $0.isEmpty ? nil : $0 },
            bundleID: environment["JAMAAL_BUNDLE_ID"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBundleID)
    }
}
