import Identifiers
import JamaalCore
import Routing

/// ST-01 Settings, ST-02 Capacity & day and ST-04 Categories.
extension JamaalRoute {
    /// ST-01 Settings home; JSON at `/api/screens/settings`.
    public static let settings = Endpoint(
        .get, "/settings", access: JamaalAccess.person, feature: .settings,
        kind: .screen(summary: "ST-01 Settings home: its sections (your day, subscription, this device, about) and appearance"))

    /// The layout direction (`dir`: ltr or rtl), kept in a cookie on this browser.
    public static let setDirection = Endpoint(.post, "/settings/direction", access: JamaalAccess.person)

    /// ST-07 Appearance (`theme`: system, light or dark; `text`: standard, larger or largest; `dir`: ltr or rtl), kept in
    /// cookies on this browser.
    public static let setAppearance = Endpoint(.post, "/settings/appearance", access: JamaalAccess.person, statuses: [422])

    /// ST-02 Capacity & day; `?saved=1` after a save.
    public static let capacitySettings = Endpoint(
        .get, "/settings/capacity", query: CapacitySettingsQuery.self, access: JamaalAccess.shaping, feature: .capacitySettings,
        kind: .screen(summary: "ST-02 Capacity & day: normal-day length, weekday levels, working day and rollover"))

    /// ST-02's form.
    public static let saveCapacitySettings = Endpoint(.post, "/settings/capacity", access: JamaalAccess.shaping, statuses: [422])

    /// ST-04 Categories; `?edit=` opens one's rename.
    public static let categories = Endpoint(
        .get, "/settings/categories", query: CategoriesQuery.self, access: JamaalAccess.person, feature: .categorySettings,
        kind: .screen(summary: "ST-04 Categories: the active list in order, colours, the limit and the archived ones"))

    /// ST-04 Add (`name`, `color`).
    public static let addCategory = Endpoint(.post, "/settings/categories", access: JamaalAccess.shaping, statuses: [422])

    /// ST-04 Rename and recolour (`name`, `color`).
    public static let updateCategory = Endpoint(
        .post, "/settings/categories/:id", ID<Category>.self, access: JamaalAccess.shaping, statuses: [422])

    /// ST-04 Move up or down (`?to=` or the form's `to`).
    public static let moveCategory = Endpoint(
        .post, "/settings/categories/:id/move", ID<Category>.self, query: MoveCategoryQuery.self, access: JamaalAccess.shaping,
        statuses: [422])

    /// ST-04 Archive.
    public static let archiveCategory = Endpoint(
        .post, "/settings/categories/:id/archive", ID<Category>.self, access: JamaalAccess.shaping, statuses: [409])

    /// ST-04 Restore (refused past eight active).
    public static let restoreCategory = Endpoint(
        .post, "/settings/categories/:id/restore", ID<Category>.self, access: JamaalAccess.shaping, statuses: [409, 422])
}
