import Calendar
import Foundation
import QuranFlowCore

/// Small shared pieces of screen copy.
enum Copy {
    /// The first letter of a name, upper-cased, for an avatar ("S" for "Sarah Ahmed").
    static func initial(_ name: String) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.first.map { String($0).uppercased() } ?? "?"
    }

    /// The calendar for an IANA identifier, or UTC when unknown (zones are validated on entry).
    static func calendar(_ zoneIdentifier: String) -> ZonedCalendar {
        ZonedCalendar.resolving(zoneIdentifier)
    }

    /// The coach's honorific and full name, "Ust. Amina al-Qārī", from display name "Ust. Amina"
    /// and name "Amina al-Qārī"; the display name alone when it has no honorific.
    static func coachFullName(_ coach: Coach) -> String {
        let first = coach.displayName.split(separator: " ").first.map(String.init) ?? ""
        return first.hasSuffix(".") ? "\(first) \(coach.name)" : coach.displayName
    }

    /// Where a recording is known but its file is still being made (the demo's media, a note being processed).
    public static let preparingRecording = "Preparing this recording…"
    /// The Recordings screen while the circles' recordings are still being made.
    public static let preparingRecordings = "Preparing the circles' recordings… They appear here in a minute or two."

    /// "Salaam, Ust. Amina."
    static func salaam(_ name: String) -> String {
        "Salaam, \(name)."
    }
}
