import Routing

/// A field of the Anchor forms (AN-04 prayer times, AN-05 scheduled, AN-06 exception, AN-08 one-off), named once for
/// the route that reads it and the view that prints it. Fields with a dot or an index (`recurrence.days`,
/// `slots[0].opens`, `adjust.fajr`) are the names ``JamaalCore/AnchorError/field`` uses.
///
/// ```swift
/// AnchorField.slot(0, .opens).stringValue     // "slots[0].opens"
/// values[.title]                              // a form's values, read by field
/// ```
public struct AnchorField: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }

    // Where the form came from and goes back to.
    public static let from = AnchorField("from")
    public static let flow = AnchorField("flow")
    public static let preset = AnchorField("preset")
    public static let title = AnchorField("title")
    public static let duration = AnchorField("duration")
    // AN-04 and AN-11.
    public static let city = AnchorField("city")
    public static let latitude = AnchorField("latitude")
    public static let longitude = AnchorField("longitude")
    public static let zone = AnchorField("zone")
    public static let method = AnchorField("method")
    public static let madhab = AnchorField("madhab")
    /// A checkbox group: every prayer chosen.
    public static let prayers = AnchorField("prayers")
    public static let ishaEnd = AnchorField("ishaEnd")
    public static let highLatitudeRule = AnchorField("highLatitudeRule")
    public static let polarResolution = AnchorField("polarResolution")
    /// A prayer's adjustment in minutes (`adjust.fajr`).
    public static func adjustment(_ prayer: String) -> AnchorField { AnchorField("adjust.\(prayer)") }
    // AN-05.
    public static let recurrence = AnchorField("recurrence")
    /// A checkbox group: the weekdays chosen (lowercased names).
    public static let recurrenceDays = AnchorField("recurrence.days")
    public static let recurrenceEveryDays = AnchorField("recurrence.everyDays")
    public static let recurrenceEveryWeeks = AnchorField("recurrence.everyWeeks")
    public static let recurrenceMinDays = AnchorField("recurrence.minDays")
    public static let recurrenceMaxDays = AnchorField("recurrence.maxDays")
    public static let placement = AnchorField("placement")
    public static let startsOn = AnchorField("startsOn")

    /// One slot's part.
    public enum SlotPart: String, Sendable { case name, opens, closes, spanDays }
    /// A slot's field (`slots[1].closes`).
    public static func slot(_ index: Int, _ part: SlotPart) -> AnchorField { AnchorField("slots[\(index)].\(part.rawValue)") }
    // AN-06.
    public static let exceptionKind = AnchorField("exception.kind")
    public static let exceptionStart = AnchorField("exception.start")
    public static let exceptionEnd = AnchorField("exception.end")
    public static let exceptionNote = AnchorField("exception.note")
    // AN-08.
    public static let date = AnchorField("date")
    public static let opens = AnchorField("opens")
    public static let closes = AnchorField("closes")
    public static let closesDaysLater = AnchorField("closesDaysLater")

    /// The fields sent more than once (checkbox groups).
    public static let groups: Set<AnchorField> = [.prayers, .recurrenceDays]
}

/// An Anchor form as sent: each field's value (the last sent), and each checkbox group's values in order — the shape
/// the form is shown again in when refused.
public struct AnchorForm: FormBody {
    public typealias CodingKeys = AnchorField

    public static var fieldNames: [String] {
        let fields: [AnchorField] =
            [
                .from, .flow, .preset, .title, .duration, .city, .latitude, .longitude, .zone, .method, .madhab, .prayers, .ishaEnd,
                .highLatitudeRule, .polarResolution, .recurrence, .recurrenceDays, .recurrenceEveryDays, .recurrenceEveryWeeks,
                .recurrenceMinDays, .recurrenceMaxDays, .placement, .startsOn, .exceptionKind, .exceptionStart, .exceptionEnd,
                .exceptionNote, .date, .opens, .closes, .closesDaysLater,
            ] + ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"].map(AnchorField.adjustment)
            + (0..<3).flatMap { index in [AnchorField.SlotPart.name, .opens, .closes, .spanDays].map { AnchorField.slot(index, $0) } }
        return fields.map(\.stringValue)
    }

    public let values: [String: String]
    public let checked: [String: [String]]

    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: AnchorField.self)
        var values: [String: String] = [:]
        var checked: [String: [String]] = [:]
        var seen: Set<AnchorField> = []
        for field in fields.allKeys where field.stringValue != CSRFForm.name(.token) && seen.insert(field).inserted {
            let sent = try fields.decode(FormTexts.self, forKey: field).texts
            if AnchorField.groups.contains(field) {
                checked[field.stringValue] = sent
            } else {
                values[field.stringValue] = sent.last
            }
        }
        self.values = values
        self.checked = checked
    }
}

extension Dictionary where Key == String {
    /// An Anchor form's value (or checkbox group) for `field`.
    public subscript(field: AnchorField) -> Value? {
        get { self[field.stringValue] }
        set { self[field.stringValue] = newValue }
    }
}
