/// The version of the app this package builds — the one place it is written. A report of an issue carries it, and the
/// report sheet shows it exactly as it is sent ("Today · 2.0.1").
///
/// ```swift
/// AppVersion.current   // "2.0.1"
/// ```
public enum AppVersion {
    /// "2.0.1".
    public static let current = "2.0.1"
}
