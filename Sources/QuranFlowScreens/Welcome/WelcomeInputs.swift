import Calendar
import Foundation
import QuranFlowCore

/// What the new student's checklists read besides the world: the facts from data, where the coach's welcome and the
/// script picker live (nil until those screens exist), how long the welcome note and lesson are, and the next live
/// circle.
///
/// ```swift
/// let inputs = WelcomeInputs(facts: facts, meetCoach: .coachDetail, chooseScript: .scriptPicker, nextCircle: qrc)
/// ```
public struct WelcomeInputs: Sendable {
    public let facts: WelcomeFacts
    /// Where "Meet your coach" leads (her page with the audio welcome).
    public let meetCoach: Destination?
    /// Where "Choose your Qur'an script" leads (the picker).
    public let chooseScript: Destination?
    /// The welcome note's length in seconds, when there is one.
    public let welcomeNoteSeconds: Double?
    /// The welcome lesson's length in seconds, when there is one.
    public let welcomeLessonSeconds: Double?
    /// The next group meeting (Class, QRC or Level Class) after now, in the student's timeline.
    public let nextCircle: SessionOccurrence?

    public init(
        facts: WelcomeFacts, meetCoach: Destination? = nil, chooseScript: Destination? = nil, welcomeNoteSeconds: Double? = nil,
        welcomeLessonSeconds: Double? = nil, nextCircle: SessionOccurrence? = nil
    ) {
        self.facts = facts
        self.meetCoach = meetCoach
        self.chooseScript = chooseScript
        self.welcomeNoteSeconds = welcomeNoteSeconds
        self.welcomeLessonSeconds = welcomeLessonSeconds
        self.nextCircle = nextCircle
    }

    /// "1 min" for `seconds` (at least one minute), or nil.
    static func minutes(_ seconds: Double?) -> String? {
        guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
        let whole = seconds >= 60 * 600 ? 600 : Int((seconds / 60).rounded(.up))
        return "\(max(1, whole)) min"
    }
}
