import Calendar

/// A refusal from the Anchors engine: what is wrong, which field of the form it is about, and what to do.
///
/// ```swift
/// AnchorError.latitudeOutOfRange(91).message   // "Latitude 91.0 is outside -90…90 — enter a latitude between -90 and 90."
/// ```
public enum AnchorError: Error, Equatable, Sendable, CustomStringConvertible {
    // Prayer form (AN-04, AN-11)
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)
    case unknownZone(String)
    case unknownMethod(String)
    case unknownMadhab(String)
    case needsPrayers
    /// A prayer's adjustment outside ``PrayerAnchor/adjustmentRange`` (`prayer` is its name, "fajr"…"isha").
    case adjustmentOutOfRange(prayer: String)
    // Scheduled and one-off forms (AN-05, AN-08)
    case needsTitle
    case needsDays
    case needsSlot
    case slotNeedsName(index: Int)
    case windowEndsBeforeStart(field: String)
    case everyOutOfRange(field: String, range: ClosedRange<Int>)
    case daysAfterOrder(min: Int, max: Int)
    case durationOutOfRange(field: String)
    case spanOutOfRange(field: String)
    // Exceptions (AN-06)
    case exceptionEndsBeforeStart
    // Outcomes (AN-10)
    case windowNotOpenYet(opensAt: LocalTime)
    case windowClosed
    case outcomeFromNewerVersion
    // Rule state (AN-01, AN-02, AN-07)
    case ruleNeedsAttention
    case ruleArchived
    case ruleNotArchived
    case rulePaused
    case ruleAlreadyPaused
    case ruleNotPaused
    case ruleTypeFixed

    /// The form field the refusal is about ("latitude", "slots[0].closes", "exception.end"…).
    public var field: String {
        switch self {
        case .latitudeOutOfRange: "latitude"
        case .longitudeOutOfRange: "longitude"
        case .unknownZone: "zone"
        case .unknownMethod: "method"
        case .unknownMadhab: "madhab"
        case .needsPrayers: "prayers"
        case .adjustmentOutOfRange(let prayer): "adjust.\(prayer)"
        case .needsTitle: "title"
        case .needsDays: "recurrence.days"
        case .needsSlot: "slots"
        case .slotNeedsName(let index): "slots[\(index)].name"
        case .windowEndsBeforeStart(let field), .everyOutOfRange(let field, _), .durationOutOfRange(let field),
            .spanOutOfRange(let field):
            field
        case .daysAfterOrder: "recurrence.maxDays"
        case .exceptionEndsBeforeStart: "exception.end"
        case .windowNotOpenYet, .windowClosed, .outcomeFromNewerVersion: "outcome"
        case .ruleNeedsAttention, .ruleArchived, .ruleNotArchived, .rulePaused, .ruleAlreadyPaused, .ruleNotPaused: "rule"
        case .ruleTypeFixed: "type"
        }
    }

    /// The sentence shown to the person: what is wrong and what to do.
    public var message: String {
        switch self {
        case .latitudeOutOfRange(let value): "Latitude \(value) is outside -90…90 — enter a latitude between -90 and 90."
        case .longitudeOutOfRange(let value): "Longitude \(value) is outside -180…180 — enter a longitude between -180 and 180."
        case .unknownZone(let name): "“\(name)” isn't a time zone Jamaal knows — pick one such as Europe/London, or search for your city."
        case .unknownMethod(let name):
            "“\(name)” isn't a calculation method Jamaal knows — pick one from the list (for example MuslimWorldLeague)."
        case .unknownMadhab(let name): "“\(name)” isn't a madhab Jamaal knows — pick Shafi or Hanafi."
        case .needsPrayers: "Pick at least one prayer."
        case .adjustmentOutOfRange(let prayer):
            "Adjust \(prayer.capitalized) by whole minutes between \(PrayerAnchor.adjustmentRange.lowerBound) and "
                + "\(PrayerAnchor.adjustmentRange.upperBound), like 2 or -3."
        case .needsTitle: "Give the Anchor a title."
        case .needsDays: "Pick at least one day."
        case .needsSlot: "Add at least one time slot."
        case .slotNeedsName(let index): "Give slot \(index + 1) a name."
        case .windowEndsBeforeStart: "The window has to end after it starts — move \(fieldName) later."
        case .everyOutOfRange(_, let range): "Choose \(fieldName) between \(range.lowerBound) and \(range.upperBound)."
        case .daysAfterOrder(let min, let max):
            "“\(min)–\(max) days after last done” needs the second number at least the first — make it \(min) or more."
        case .durationOutOfRange: "Choose \(fieldName) between 1 minute and 12 hours."
        case .spanOutOfRange: "Choose \(fieldName) between 0 and \(AnchorSlot.maxSpanDays) days."
        case .exceptionEndsBeforeStart:
            "The exception has to end on or after the day it begins — move its end later, or leave it open-ended."
        case .windowNotOpenYet(let opensAt): "Attended opens at \(opensAt.hourMinute) — mark it once the window is open."
        case .windowClosed: "This window has closed — it can no longer be marked."
        case .outcomeFromNewerVersion: "Update Jamaal to use this."
        case .ruleNeedsAttention: "This rule needs attention — update Jamaal to see or edit it."
        case .ruleArchived: "This rule is archived — restore it first."
        case .ruleNotArchived: "This rule isn't archived."
        case .rulePaused: "This rule is paused — resume it first."
        case .ruleAlreadyPaused: "This rule is already paused."
        case .ruleNotPaused: "This rule isn't paused."
        case .ruleTypeFixed: "A rule's type is fixed once created — add a new rule instead."
        }
    }

    /// ``field`` in the form's words: "slot 2's closing time", "the number of days", "Fajr's duration".
    public var fieldName: String {
        let path = field
        var slot = ""
        var leaf = path
        if path.hasPrefix("slots["), let close = path.firstIndex(of: "]"), let index = Int(path.dropFirst(6).prefix(while: \.isNumber)) {
            slot = "slot \(index + 1)'s "
            leaf = String(path[path.index(after: close)...].drop(while: { $0 == "." }))
        }
        if leaf.hasPrefix("durations."), let prayer = SalahPrayer(rawValue: String(leaf.dropFirst(10))) {
            return "\(prayer.name)'s duration"
        }
        let words: [String: String] = [
            "closes": "closing time", "opens": "opening time", "window.end": "the window's end", "duration": "the duration",
            "spanDays": "days the window stays open", "closesDaysLater": "the days the window stays open",
            "recurrence.everyDays": "the number of days", "recurrence.everyWeeks": "the number of weeks",
            "recurrence.minDays": "the first number of days", "recurrence.maxDays": "the second number of days",
        ]
        let word = words[leaf] ?? leaf
        if !slot.isEmpty { return slot + word }
        return word.hasPrefix("the ") ? word : "the " + word
    }

    /// The message, so `"\(error)"` reads as the person would see it.
    public var description: String { message }
}

extension LocalTime {
    /// "13:06" — hours and minutes, 24-hour.
    var hourMinute: String {
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }
}
