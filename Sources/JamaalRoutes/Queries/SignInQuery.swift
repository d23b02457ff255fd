import Routing

/// Where to go after signing in (`?next=/habits`): only a path of this site is kept, anything else is dropped.
///
/// ```swift
/// JamaalRoute.signIn.path(query: SignInQuery(next: "/habits"))   // "/sign-in?next=%2Fhabits"
/// ```
public struct SignInQuery: RouteQuery {
    public var next: String?

    public init(next: String? = nil) { self.next = next.flatMap(Self.localPath) }

    /// `path` when it is a path of this site (`/…`, not `//…` or `/\…`, at most 512 characters); nil otherwise.
    public static func localPath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"), path.count <= 512,
            !path.contains(where: { $0.isNewline || $0 == "\0" })
        else { return nil }
        return path
    }
}
