/// What a new student has done of the first steps, read from data: the pre-semester checklist ("While you wait") and
/// the first week's "Next steps" are both computed from it (``WelcomeChecklist``).
///
/// ```swift
/// let facts = WelcomeFacts(heardWelcomeNote: true, choseScript: true, watchedWelcomeLesson: false,
///                          recordedFirstVerse: false, attendedCircle: false)
/// WelcomeChecklist.whileYouWait(facts).map(\.done)   // [true, true, false]
/// ```
public struct WelcomeFacts: Hashable, Sendable {
    /// Played their coach's audio welcome.
    public var heardWelcomeNote: Bool
    /// Chose a Qur'an script (in onboarding or the picker).
    public var choseScript: Bool
    /// Watched the term's welcome lesson (≥ 90 %, as any lesson video counts).
    public var watchedWelcomeLesson: Bool
    /// Sent a recitation for Week 1.
    public var recordedFirstVerse: Bool
    /// Was present at a live circle (Class, QRC or Level Class) for at least five minutes.
    public var attendedCircle: Bool

    public init(
        heardWelcomeNote: Bool, choseScript: Bool, watchedWelcomeLesson: Bool, recordedFirstVerse: Bool, attendedCircle: Bool
    ) {
        self.heardWelcomeNote = heardWelcomeNote
        self.choseScript = choseScript
        self.watchedWelcomeLesson = watchedWelcomeLesson
        self.recordedFirstVerse = recordedFirstVerse
        self.attendedCircle = attendedCircle
    }
}
