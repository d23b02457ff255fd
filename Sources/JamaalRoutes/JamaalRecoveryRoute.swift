import Routing

/// SY-05's recovery app: what the server serves, instead of ``JamaalRoute``, while this device's store will not open —
/// the recovery screen at every page address, Try again, Export my data first, and Reset this device's data behind a
/// confirmation. Once the store opens (Try again, or after the reset) the whole of Jamaal is served again.
///
/// ```swift
/// JamaalRecoveryRoute.screen.path()   // "/recovery"
/// ```
public enum JamaalRecoveryRoute {
    /// The recovery screen: what is wrong, that nothing was changed, and the three ways on.
    public static let screen = Endpoint(.get, "/recovery", access: JamaalAccess.anyone, statuses: [503])

    /// Try again: opens the store once more; Jamaal returns when it opens.
    public static let retry = Endpoint(.post, "/recovery/retry", access: JamaalAccess.anyone, statuses: [503])

    /// Export my data first, when any of it can still be read (the same file as ST-08's export).
    public static let export = Endpoint(.get, "/recovery/export", access: JamaalAccess.anyone, statuses: [409])

    /// Reset's confirmation step.
    public static let confirmReset = Endpoint(.get, "/recovery/reset", access: JamaalAccess.anyone, statuses: [503])

    /// Reset this device's data (`confirm`=`reset`): the unreadable file is set aside, never overwritten, and Jamaal
    /// starts fresh.
    public static let reset = Endpoint(.post, "/recovery/reset", access: JamaalAccess.anyone, statuses: [422])

    /// Every other page address answers with the recovery screen.
    public static let anyPage = Endpoint(.get, "/*path", String.self, access: JamaalAccess.anyone, statuses: [503])

    /// Every recovery endpoint, for the checks that each is served and prints what it parses.
    public static let all: [DeclaredEndpoint] = [
        .init(screen), .init(retry), .init(export), .init(confirmReset), .init(reset), .init(anyPage),
    ]
}
