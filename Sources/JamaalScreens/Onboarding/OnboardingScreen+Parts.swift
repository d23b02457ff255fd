import Calendar
import JamaalCore

extension OnboardingScreen {
    /// OB-03's problem: what is wrong, that nothing is lost, and Try again.
    public struct DevicePart: Codable, Hashable, Sendable {
        public let problem: String
        public let reassurance: String
    }

    /// OB-04: the normal-day length, the working day's end and the capacity slider — ST-02's settings.
    public struct DayPart: Codable, Hashable, Sendable {
        public let normalDayMinutes: Int
        public let normalDayRange: IntRange
        public let normalDayHint: String
        public let workingDayEnd: String
        public let workingDayEndHint: String
        /// The slider: the level every weekday starts at (ST-02 sets them one by one later).
        public let levels: [Choice]
        public let levelHint: String
    }

    /// OB-05: the evening planning time and the morning list (ST-03's settings) and the permission request, which the
    /// page's script makes through the browser.
    public struct RemindersPart: Codable, Hashable, Sendable {
        public let eveningPlanningTime: String
        public let eveningHint: String
        public let morningList: Bool
        public let morningListLabel: String
        public let permissionLabel: String
        public let permissionHint: String
    }

    /// OB-06: the category intro and the first task's few fields (TK-01's rules).
    public struct TaskPart: Codable, Hashable, Sendable {
        public let categoryIntro: String
        public let title: String
        public let efforts: [Choice]
        public let schedules: [Choice]
        public let categories: [Choice]
        /// The tasks already added on this step (after Back).
        public let added: [String]
    }

    /// OB-07: presets or the person's own habit (HB-03's rules).
    public struct HabitPart: Codable, Hashable, Sendable {
        public let presets: [Choice]
        public let kinds: [Choice]
        public let name: String
        public let number: String
        public let numberHint: String
        public let added: [String]
    }

    /// OB-09: tonight's planning and the trial line.
    public struct ReadyPart: Codable, Hashable, Sendable {
        public let headline: String
        public let planningLine: String
        public let trialLine: String
    }
}
