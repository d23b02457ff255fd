/// The id that names one request in its answer (`X-Request-Id`), its error page and every log line it causes, so a
/// person's report ("request id 3f9a…") leads an operator to its lines.
///
/// A proxy's id (`X-Request-Id` of 1–64 letters, digits, `-`, `_`, `.`) is kept so a line in HAProxy's log and ours
/// join; anything else is replaced by 16 random hex digits.
///
/// ```swift
/// RequestID.adopt(headers["X-Request-Id"])  // "c0ffee-42" kept; "<script>" → "5be1c2…"
/// ```
public enum RequestID {
    /// The response header (and the one a proxy may send).
    public static let header = "X-Request-Id"

    /// `offered` when it is a safe token, otherwise a new id.
    public static func adopt(_ offered: String?) -> String {
        if let offered, isSafe(offered) { return offered }
        return make()
    }

    /// 16 random hex digits.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// 1–64 ASCII letters, digits, `-`, `_` or `.`.
    static func isSafe(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= 64 else { return false }
        return scalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
    }
}

/// What the pipeline learns about a request while answering it, for the access log and the metrics: the declared
/// route's name (set when a route's handler runs) and the caller's role (set once the product knows who is calling).
/// Shared by every copy of the ``Request`` (a reference), written at most a few times per request.
///
/// ```swift
/// request.notes.routeName = "GET /learn/week/:week"
/// request.notes.role = "student"
/// ```
public final class RequestNotes: @unchecked Sendable {
    private let state = Locked<(route: String?, role: String?)>((nil, nil))

    public init() {}

    /// The route's declared name ("GET /students/:id"); nil until a route's handler runs.
    public var routeName: String? {
        get { state.withLock { $0.route } }
        set { state.withLock { $0.route = newValue } }
    }

    /// The caller's role ("student", "anonymous"…); nil when the product did not say.
    public var role: String? {
        get { state.withLock { $0.role } }
        set { state.withLock { $0.role = newValue } }
    }
}
