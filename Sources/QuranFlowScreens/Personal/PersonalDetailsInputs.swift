import Calendar
import Foundation
import QuranFlowCore

/// What Personal details and its edit steps show, loaded by the server from the student's account and details.
public struct PersonalDetailsInputs: Sendable {
    /// The student (name, level, zone).
    public let student: Student
    /// The account's email.
    public let email: String
    /// The canonical city's name ("Toronto").
    public let cityName: String
    /// When the account was created ("Joined · Sep 2024").
    public let joinedAt: Date
    /// A phonetic hint for the name.
    public let pronunciation: String?
    /// The date of birth.
    public let dateOfBirth: LocalDate?
    /// The phone (E.164).
    public let phone: String?
    /// A new address waiting for its link to be followed.
    public let pendingEmail: String?
    /// The weekly sessions of the student's term (the cohort row names its circle).
    public let sessions: [LiveSession]
    /// The moment read.
    public let now: Date

    public init(
        student: Student, email: String, cityName: String, joinedAt: Date, pronunciation: String?, dateOfBirth: LocalDate?,
        phone: String?, pendingEmail: String?, sessions: [LiveSession], now: Date
    ) {
        self.student = student
        self.email = email
        self.cityName = cityName
        self.joinedAt = joinedAt
        self.pronunciation = pronunciation
        self.dateOfBirth = dateOfBirth
        self.phone = phone
        self.pendingEmail = pendingEmail
        self.sessions = sessions
        self.now = now
    }

    /// The student's zone.
    public var zone: TimeZone {
        ZonedCalendar.resolving(student.zoneIdentifier).zone
    }

    /// "Toronto · Eastern (EDT)": the canonical city, the zone's generic name and its abbreviation at `now`.
    public var timeZoneLine: String {
        let abbreviation = ZoneLabel.readable(ZoneAbbreviation.abbreviation(for: student.zoneIdentifier, at: now))
        let generic = zone.localizedName(for: .generic, locale: Locale(identifier: "en_US")) ?? ""
        let short = generic.hasSuffix(" Time") ? String(generic.dropLast(5)) : generic
        return short.isEmpty ? "\(cityName) · \(abbreviation)" : "\(cityName) · \(short) (\(abbreviation))"
    }

    /// "Tuesday 2 PM local": the cohort's reading circle (its QRC) this week, on the student's clock; nil without one.
    public var cohortLine: String? {
        CohortSchedule.line(sessions: sessions, now: now, zone: zone)
    }

    /// "Joined · Sep 2024", in the student's zone.
    public var joinedLine: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "MMM yyyy"
        return "Joined · \(formatter.string(from: joinedAt))"
    }
}
