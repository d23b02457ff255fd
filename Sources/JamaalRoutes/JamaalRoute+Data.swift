import Routing

/// ST-08 About, privacy, your data: the privacy statement, Export my data and Delete my data.
extension JamaalRoute {
    /// ST-08; `?delete=1|2` shows Delete my data's first or second confirmation.
    public static let dataSettings = Endpoint(
        .get, "/settings/data", query: DataSettingsQuery.self, access: JamaalAccess.person, feature: .dataSettings,
        kind: .screen(summary: "ST-08 About, privacy, your data: the privacy statement, Export my data, Delete my data"))

    /// Export my data: the whole store as one JSON file (docs/jamaal-export.schema.json), as a download.
    public static let exportData = Endpoint(.get, "/settings/data/export", access: JamaalAccess.person)

    /// Delete my data (`step`: 1 after the first confirmation; 2 with `understood`=yes deletes everything).
    public static let deleteData = Endpoint(.post, "/settings/data/delete", access: JamaalAccess.person, statuses: [422])
}
