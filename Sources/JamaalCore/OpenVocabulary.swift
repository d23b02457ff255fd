/// A list of values this version knows, plus `unknown(String)` for a value written by a newer version of Jamaal:
/// kept exactly as stored and shown as "Update Jamaal to see this", never dropped.
///
///     enum LabelColor: OpenVocabulary { case blue, plum; case unknown(String) … }
///     LabelColor(rawValue: "teal")   // .unknown("teal"), encoded back as "teal"
public protocol OpenVocabulary: RawRepresentable, CaseIterable, Codable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    /// A value this version does not know, kept as it was stored.
    static func unknown(_ raw: String) -> Self
    /// Never fails: a value this version does not know becomes `unknown`.
    init(rawValue: String)
}

extension OpenVocabulary {
    public init(rawValue: String) {
        self = Self.allCases.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
