/// A city a roster row names, once resolved against the world cities (the server passes the resolver in).
public struct RosterCity: Hashable, Sendable {
    /// The world city's id (GeoNames).
    public let id: Int
    /// Its display name, e.g. "Toronto, Canada".
    public let name: String
    /// Its IANA zone.
    public let zoneIdentifier: String

    /// A resolved city.
    public init(id: Int, name: String, zoneIdentifier: String) {
        self.id = id
        self.name = name
        self.zoneIdentifier = zoneIdentifier
    }
}

/// One student row of a roster file: what it says, what it resolved to, and its problems.
public struct RosterRow: Hashable, Sendable {
    /// The line the row starts on (the header is line 1).
    public let line: Int
    /// The name as written (trimmed).
    public let name: String
    /// The email, trimmed and lower-cased.
    public let email: String
    /// The level as written.
    public let levelText: String
    /// The year as written.
    public let yearText: String
    /// The city as written.
    public let cityText: String
    /// The level number, when it names one of the programme's levels.
    public let level: Int?
    /// Year 1 or 2, when it says so.
    public let year: StudentYear?
    /// The city it resolved to.
    public let city: RosterCity?
    /// Everything wrong with the row; empty when it can be imported.
    public let problems: [RosterProblem]

    /// The row with one more problem.
    public func adding(_ problem: RosterProblem) -> RosterRow {
        RosterRow(
            line: line, name: name, email: email, levelText: levelText, yearText: yearText, cityText: cityText, level: level,
            year: year, city: city, problems: problems + [problem])
    }

    /// Whether the row can be imported.
    public var isValid: Bool {
        problems.isEmpty
    }
}
