import Identifiers
import JamaalCore
import Routing

/// AN-01, AN-02, AN-06 and AN-10: the Anchor rules, their exceptions and today's marks; WG-01/WG-02's timeline and
/// AN-11's city search as JSON. The forms are in `JamaalRoute+AnchorForms.swift`.
extension JamaalRoute {
    /// `GET /anchors`: leads to AN-01.
    public static let anchorsShortcut = Endpoint(.get, "/anchors", access: JamaalAccess.person)

    /// AN-01 the rules list (the Anchors segment of the Habits tab); JSON at `/api/screens/anchors`.
    public static let anchors = Endpoint(
        .get, "/habits/anchors", access: JamaalAccess.person, feature: .anchors,
        kind: .screen(
            summary: "AN-01 Anchors: each rule with its next instance, needs-attention and archived rules",
            twinPattern: "/api/screens/anchors"))

    /// AN-02 a rule's detail (AN-07 for a rule this version cannot read); JSON at `/api/screens/anchors/:id`.
    public static let anchor = Endpoint(
        .get, "/habits/anchors/:id", ID<AnchorRule>.self, access: JamaalAccess.person,
        kind: .screen(
            summary: "AN-02 Anchor detail: the schedule summary, exceptions, what is coming up and the outcomes kept",
            twinPattern: "/api/screens/anchors/:id"))

    /// AN-02 Pause (`from=list` returns to AN-01).
    public static let pauseAnchor = Endpoint(
        .post, "/habits/anchors/:id/pause", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409])

    /// AN-02 Resume (`from=list` returns to AN-01).
    public static let resumeAnchor = Endpoint(
        .post, "/habits/anchors/:id/resume", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409])

    /// AN-02 Archive (outcomes kept).
    public static let archiveAnchor = Endpoint(
        .post, "/habits/anchors/:id/archive", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409])

    /// AN-01 Restore.
    public static let restoreAnchor = Endpoint(
        .post, "/habits/anchors/:id/restore", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409])

    /// AN-06 a rule's exceptions form.
    public static let anchorExceptions = Endpoint(.get, "/habits/anchors/:id/exceptions", ID<AnchorRule>.self, access: JamaalAccess.shaping)

    /// AN-06's form (`exception.kind`, `exception.start`, `exception.end`, `exception.note`).
    public static let addAnchorException = Endpoint(
        .post, "/habits/anchors/:id/exceptions", ID<AnchorRule>.self, access: JamaalAccess.shaping, statuses: [409, 422])

    /// AN-06 end an open-ended exception today.
    public static let endAnchorException = Endpoint(
        .post, "/habits/anchors/:id/exceptions/:index/end", ID<AnchorRule>.self, Int.self, access: JamaalAccess.shaping,
        statuses: [409, 422])

    /// AN-06 remove an exception.
    public static let removeAnchorException = Endpoint(
        .post, "/habits/anchors/:id/exceptions/:index/remove", ID<AnchorRule>.self, Int.self, access: JamaalAccess.shaping,
        statuses: [409])

    /// AN-10 marks today's instance (`instance`, `outcome`).
    public static let markAnchor = Endpoint(.post, "/anchors/mark", access: JamaalAccess.person, statuses: [409, 422])

    /// WG-01/WG-02: the Next Anchor widget's timeline.
    public static let anchorWidget = Endpoint(
        .get, "/api/anchors/widget", access: JamaalAccess.person,
        kind: .api(summary: "WG-01/WG-02 the Next Anchor widget's timeline: every entry with the instant it becomes current"))

    /// AN-11's city search as JSON (`?q=`).
    public static let searchPlaces = Endpoint(
        .get, "/api/places/search", query: PlaceSearchQuery.self, access: JamaalAccess.person,
        kind: .api(summary: "AN-11 city search: up to ten cities, places of one name told apart"))
}
