import Routing

/// Where to go after signing in (`?next=/habits`): only a path of this site is kept, anything else is dropped — when the
/// query is made and when it is read from a request alike. `reset` and `unlocked` say why the page is shown: after a new
/// password was set by an emailed link, or after an unlock link lifted a pause.
///
/// ```swift
/// JamaalRoute.signIn.path(query: SignInQuery(next: "/habits"))   // "/sign-in?next=%2Fhabits"
/// JamaalRoute.signIn.path(query: SignInQuery(reset: true))       // "/sign-in?reset=1"
/// ```
public struct SignInQuery: RouteQuery {
    public var next: String?
    public var reset: Bool?
    public var unlocked: Bool?

    public init(next: String? = nil, reset: Bool? = nil, unlocked: Bool? = nil) {
        self.next = next.flatMap(Self.localPath)
        self.reset = reset
        self.unlocked = unlocked
    }

    enum CodingKeys: String, CodingKey { case next, reset, unlocked }

    /// A `next` that is not a path of this site (`https://elsewhere.example`, `//elsewhere`) is dropped, not followed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            next: try container.decodeIfPresent(String.self, forKey: .next),
            reset: try container.decodeIfPresent(Bool.self, forKey: .reset),
            unlocked: try container.decodeIfPresent(Bool.self, forKey: .unlocked))
    }

    /// `path` when it is a path of this site (`/…`, not `//…` or `/\…`, at most 512 characters); nil otherwise.
    public static func localPath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"), path.count <= 512,
            !path.contains(where: { $0.isNewline || $0 == "\0" })
        else { return nil }
        return path
    }
}
