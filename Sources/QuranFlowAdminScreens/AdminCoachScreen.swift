import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One coach's admin page (`/admin/coaches/:id`): the profile form, the weekly one-to-one availability (in the coach's
/// zone), the coach's students and the audited changes.
///
/// ```swift
/// AdminCoachScreen(coach: amina, cityName: "Toronto", levels: levels, windows: [], students: []).title   // "Amina Yusuf"
/// ```
public struct AdminCoachScreen: Equatable, Sendable {
    /// One weekly window, with its remove button.
    public struct Window: Equatable, Sendable {
        /// "Wednesday 09:00–10:30 ".
        public let label: String
        /// The weekday's raw value and the start minute, sent to remove it.
        public let weekday: String
        public let start: String
        /// "Remove Wednesday 09:00".
        public let removeLabel: String
    }

    /// One of the coach's students.
    public struct Student: Equatable, Sendable {
        public let name: String
        /// The student's admin page.
        public let link: String
    }

    /// The fields of the profile form (a refusal naming one is shown above that form).
    public static let profileFields: Set<String> = ["honorific", "name", "ijazah", "levels", "meetingLink", "city"]

    /// The coach's name.
    public let title: String
    public let back: AdminBackLink
    public let notice: String?
    /// The refusal, and the field it names.
    public let error: AdminFormError?
    /// The refusal shown above the profile form (one naming a profile field), and above the availability.
    public let profileAlert: String?
    public let availabilityAlert: String?
    public let saveAction: String
    /// "None", then every honorific.
    public let honorifics: [AdminOption]
    public let calledName: String
    public let ijazah: String
    /// The levels, each " Level I · Name" and ticked when certified.
    public let levels: [AdminOption]
    public let cityName: String
    public let meetingLink: String
    /// "Weekly windows on the coach's own clock (America/Toronto); students see them in theirs."
    public let availabilityHelp: String
    public let windows: [Window]
    public let availabilityAction: String
    public let weekdays: [AdminOption]
    /// "Students · 3".
    public let studentsTitle: String
    public let students: [Student]
    public let changes: [AdminChange]

    public init(
        coach: Coach, cityName: String, levels: [Level], windows: [AvailabilityWindow], students: [QuranFlowCore.Student],
        changes: [AdminChange] = [], notice: String? = nil, error: AdminFormError? = nil
    ) {
        let profileError = Self.profileFields.contains(error?.field ?? "") ? error?.message : nil
        title = coach.name
        back = AdminBackLink(label: "All coaches", path: QuranFlowRoute.adminCoaches.path())
        self.notice = notice
        self.error = error
        profileAlert = profileError
        availabilityAlert = profileError == nil ? error?.message : nil
        saveAction = QuranFlowRoute.adminSaveCoach.path(coach.id)
        honorifics =
            [AdminOption(value: "", label: "None", isSelected: coach.honorific == nil)]
            + CoachHonorific.allCases.map { AdminOption(value: $0.rawValue, label: $0.rawValue, isSelected: coach.honorific == $0) }
        calledName = coach.calledName
        ijazah = coach.ijazah
        self.levels = levels.map {
            AdminOption(value: String($0.number), label: " \($0.titleWithName)", isSelected: coach.levels.numbers.contains($0.number))
        }
        self.cityName = cityName
        meetingLink = coach.meetingLink ?? ""
        availabilityHelp = "Weekly windows on the coach's own clock (\(coach.zoneIdentifier)); students see them in theirs."
        self.windows = windows.map { window in
            Window(
                label: "\(window.weekday.name) \(Self.clock(window.startMinute))–\(Self.clock(window.endMinute)) ",
                weekday: String(window.weekday.rawValue), start: String(window.startMinute),
                removeLabel: "Remove \(window.weekday.name) \(Self.clock(window.startMinute))")
        }
        availabilityAction = QuranFlowRoute.adminCoachAvailability.path(coach.id)
        weekdays = Weekday.allCases.map { AdminOption(value: String($0.rawValue), label: $0.name) }
        studentsTitle = "Students · \(students.count)"
        self.students = students.map { Student(name: $0.displayName, link: QuranFlowRoute.adminStudent.path($0.id)) }
        self.changes = changes
    }

    /// "15:40" for a minute of the day.
    public static func clock(_ minute: Int) -> String {
        String(format: "%02d:%02d", minute / 60, minute % 60)
    }
}
