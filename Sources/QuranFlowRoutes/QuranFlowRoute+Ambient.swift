import Identifiers
import QuranFlowAmbient
import Routing

/// A device whose widgets read the ambient routes with a token of its own (its identifier names it in a path).
public enum WidgetDevice {}

extension AmbientWidgetKind: PathParameter {}
extension AmbientIntent: PathParameter {}

extension QuranFlowRoute {
    /// The ambient board: every widget of the signed-in person at its real size, alive.
    public static let ambient = QuranFlowEndpoint(
        .get, "/ambient", access: .widgetOwners, feature: .ambient,
        kind: .screen(
            summary: "The ambient board: the signed-in student's Week, This Week, verse and next-session widgets, the revoke-window "
                + "and session Live Activities (a coach's queue widget), each at its point size for a 390×844 phone, switching "
                + "entries at their instants and reloading when the server says the loop changed.",
            name: "Ambient board"))
    /// The board's data for a widget extension: the snapshot and every timeline.
    public static let apiAmbient = QuranFlowEndpoint(
        .get, "/api/ambient", access: .widgetReaders,
        kind: .api(
            summary: "The signed-in person's ambient snapshot (the term, each week's loop as status words, the coming meetings, "
                + "the latest submission's window, this week's verse) and every widget's timeline computed from it at the "
                + "server's now: entries with UTC instants plus the viewer's zone. Readable with a widget device token."))
    /// One widget's timeline.
    public static let apiAmbientWidget = QuranFlowEndpoint(
        .get, "/api/ambient/widgets/:widget", AmbientWidgetKind.self, access: .widgetReaders,
        kind: .api(
            summary: "One widget's timeline for the signed-in person (or the owner of the widget device token): its entries, "
                + "each with the UTC instant it becomes current, the reload policy and the family; plus the viewer's zone. "
                + "widget = week | this-week | verse | next-session | revoke-window | session-activity | coach-queue; a widget "
                + "the person does not have (a coach's week, a student's queue) is 404."))
    /// The board's invalidations.
    public static let ambientEvents = QuranFlowEndpoint(.get, "/ambient/events", access: .widgetOwners, kind: .file)
    /// An App Intent (and an installed web app's shortcut): resolves like the This Week button and redirects.
    public static let ambientIntent = QuranFlowEndpoint(.get, "/intents/:intent", AmbientIntent.self, access: .students, kind: .page)
    /// The widget devices: each device's read-only token for the ambient routes, made and revoked here.
    public static let widgetDevices = QuranFlowEndpoint(
        .get, "/widgets", access: .widgetOwners, feature: .ambient,
        kind: .screen(
            summary: "The signed-in person's widget devices: each one's name, when it was added and last read, and Revoke; "
                + "the form that adds one (its token is shown once).",
            name: "Widgets"))
    /// Adding a widget device (form: `label`): the page with its token, shown once.
    public static let addWidgetDevice = QuranFlowEndpoint(.post, "/widgets", access: .widgetOwners)
    /// Revoking a widget device.
    public static let revokeWidgetDevice = QuranFlowEndpoint(.post, "/widgets/:id/revoke", ID<WidgetDevice>.self, access: .widgetOwners)
    /// Adding a widget device as JSON.
    public static let apiAddWidgetDevice = QuranFlowEndpoint(
        .post, "/api/widgets", access: .widgetOwners,
        kind: .api(
            summary: "Adds a widget device ({label}); 201 with its token — shown this once, send it as `Authorization: Bearer` "
                + "to the /api/ambient routes — and the device row. 409 past 10 devices."),
        statuses: [409, 415, 422])
    /// Revoking a widget device as JSON.
    public static let apiRevokeWidgetDevice = QuranFlowEndpoint(
        .post, "/api/widgets/:id/revoke", ID<WidgetDevice>.self, access: .widgetOwners,
        kind: .api(summary: "Revokes one of the person's widget devices; its token stops at once. 404 when there is no such device."))
    /// The web app manifest: name, icons and the three intents as shortcuts.
    public static let webManifest = QuranFlowEndpoint(.get, "/manifest.webmanifest", access: .anyone, kind: .file)
}
