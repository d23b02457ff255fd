import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The coach's profile form (from You): honorific, the name students call her, city (one of the world-cities list),
/// ijāza line, the levels she is certified for (from the programme's levels) and her meeting link (an https URL). A
/// refused save comes back with what was typed and the field named.
///
/// ```swift
/// CoachProfileFormScreen.make(amina, levels: programmeLevels, cityName: "Cairo", destinations: .current).fields.count
/// ```
public struct CoachProfileFormScreen: Codable, Hashable, Sendable {
    /// One choice of a select or checkbox group.
    public struct Option: Codable, Hashable, Sendable {
        public let value: String
        public let label: String
        public let selected: Bool
    }

    /// What was typed (after a refused save) or stored.
    public struct Values: Codable, Hashable, Sendable {
        public var honorific: String
        public var name: String
        public var city: String
        public var ijazah: String
        public var levels: [Int]
        public var meetingLink: String

        public init(honorific: String, name: String, city: String, ijazah: String, levels: [Int], meetingLink: String) {
            self.honorific = honorific
            self.name = name
            self.city = city
            self.ijazah = ijazah
            self.levels = levels
            self.meetingLink = meetingLink
        }
    }

    /// "SakCoachYouProfile".
    public let screenID: String
    /// "Your profile".
    public let title: String
    /// The values shown.
    public let values: Values
    /// Honorifics ("None" first).
    public let honorifics: [Option]
    /// The programme's levels.
    public let levels: [Option]
    /// Where the form posts.
    public let action: String
    /// "Back to You".
    public let back: ScreenAction?
    /// The refused field's name ("meetingLink"), after a refused save.
    public let errorField: String?
    /// Why it was refused.
    public let error: String?

    /// The form for `coach` (or `typed` after a refused save), choosing among the programme's `levels`.
    public static func make(
        _ coach: Coach, levels programme: [Level], cityName: String, typed: Values? = nil, errorField: String? = nil,
        error: String? = nil, destinations: Destinations
    ) -> CoachProfileFormScreen {
        let values =
            typed
            ?? Values(
                honorific: coach.honorific?.rawValue ?? "", name: coach.calledName, city: cityName, ijazah: coach.ijazah,
                levels: coach.levels.numbers, meetingLink: coach.meetingLink ?? "")
        return CoachProfileFormScreen(
            screenID: "SakCoachYouProfile", title: "Your profile", values: values,
            honorifics: [Option(value: "", label: "None", selected: values.honorific.isEmpty)]
                + CoachHonorific.allCases.map { Option(value: $0.rawValue, label: $0.rawValue, selected: values.honorific == $0.rawValue) },
            levels: programme.sorted().map {
                Option(value: String($0.number), label: $0.titleWithName, selected: values.levels.contains($0.number))
            },
            action: QuranFlowRoute.saveCoachProfile.path(),
            back: destinations.action("Back to You", to: Destination(QuranFlowRoute.coachYou)),
            errorField: errorField, error: error)
    }
}
