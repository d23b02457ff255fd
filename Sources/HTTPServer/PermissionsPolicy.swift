/// The `Permissions-Policy` values the products send: every powerful feature a page could ask for is denied, and the
/// microphone is allowed to the page's own origin only on a page that records (a route declared `usesMicrophone`).
/// Only features Chromium recognises are named, so no browser logs an "unrecognized feature" error.
///
/// ```swift
/// response.headers.set(name: PermissionsPolicy.header, value: PermissionsPolicy.recording)
/// ```
public enum PermissionsPolicy {
    /// The header's name.
    public static let header = "Permissions-Policy"

    /// Denied on every page (the microphone is added by ``denied`` or ``recording``).
    public static let alwaysDenied = [
        "accelerometer", "camera", "display-capture", "gyroscope", "hid", "magnetometer", "midi", "payment", "serial", "usb",
    ]

    /// Every response's policy: nothing powerful, the microphone included.
    public static let denied = policy(microphone: "()")

    /// A recording page's policy: the microphone for this origin only, the rest denied.
    public static let recording = policy(microphone: "(self)")

    /// Jamaal's pages: the position for this origin only (an Anchor's "Use my location" asks for it), the rest denied.
    public static let locating = policy(microphone: "()", geolocation: "(self)")

    private static func policy(microphone: String, geolocation: String = "()") -> String {
        (alwaysDenied.map { "\($0)=()" } + ["geolocation=\(geolocation)", "microphone=\(microphone)"]).joined(separator: ", ")
    }
}
