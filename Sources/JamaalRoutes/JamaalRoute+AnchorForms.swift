import Identifiers
import JamaalCore
import Routing

/// The Anchor forms: AN-03 type, AN-04 prayer times with AN-11's city search, AN-05 scheduled, AN-08 one-off (the
/// Anchor side of the Add sheet), OB-08 the first Anchor, and Edit.
extension JamaalRoute {
    /// AN-03 Add an Anchor: the type choice; JSON at `/api/screens/anchors/new`.
    public static let newAnchor = Endpoint(
        .get, "/habits/anchors/new", access: JamaalAccess.shaping,
        kind: .screen(summary: "AN-03 Add an Anchor: prayer times or a preset", twinPattern: "/api/screens/anchors/new"))

    /// AN-04 prayer times with AN-11's city search (`?q=` searches, `?city=` chooses); JSON at
    /// `/api/screens/anchors/new/prayer`.
    public static let newPrayerAnchor = Endpoint(
        .get, "/habits/anchors/new/prayer", query: PrayerFormQuery.self, access: JamaalAccess.shaping,
        kind: .screen(
            summary: "AN-04 Prayer times: the form with AN-11's city search", twinPattern: "/api/screens/anchors/new/prayer"),
        statuses: [404])

    /// AN-04's form.
    public static let createPrayerAnchor = Endpoint(.post, "/habits/anchors/new/prayer", access: JamaalAccess.shaping, statuses: [422])

    /// AN-05 a scheduled Anchor from `?preset=` (an unknown preset names nothing: 404).
    public static let newScheduledAnchor = Endpoint(
        .get, "/habits/anchors/new/scheduled", query: ScheduledAnchorQuery.self, access: JamaalAccess.shaping)

    /// AN-05's form (with an optional exception saved in the same write).
    public static let createScheduledAnchor = Endpoint(
        .post, "/habits/anchors/new/scheduled", access: JamaalAccess.shaping, statuses: [422])

    /// AN-08 the one-off form: the Anchor side of the Add sheet, Today behind it; `?from=planning&flow=` from NP-03
    /// (dated the day being planned, and back to Night Planning on save).
    public static let newOneOffAnchor = Endpoint(
        .get, "/today/add/anchor", query: OneOffAnchorQuery.self, access: JamaalAccess.shaping, feature: .addAnchor)

    /// `GET /habits/anchors/new/one-off`: leads to AN-08.
    public static let oneOffShortcut = Endpoint(.get, "/habits/anchors/new/one-off", access: JamaalAccess.shaping)

    /// AN-08's form.
    public static let createOneOffAnchor = Endpoint(.post, "/today/add/anchor", access: JamaalAccess.shaping, statuses: [422])

    /// OB-08 Your first Anchor (skippable); JSON at `/api/screens/onboarding/anchor`.
    public static let firstAnchor = Endpoint(
        .get, "/onboarding/anchor", access: JamaalAccess.shaping,
        kind: .screen(summary: "OB-08 Your first Anchor: the type choice with Not now"), statuses: [409])

    /// Edit a rule in its own form (a prayer rule with AN-11's `?q=` and `?city=`).
    public static let editAnchor = Endpoint(
        .get, "/habits/anchors/:id/edit", ID<AnchorRule>.self, query: PrayerFormQuery.self, access: JamaalAccess.shaping,
        statuses: [409])

    /// The edit form's action.
    public static let updateAnchor = Endpoint(
        .post, "/habits/anchors/:id/edit", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409, 422])
}
