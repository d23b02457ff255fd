import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// Practising one correction (SakRecPractice), and reviewing the take before attaching it (SakRecPracticeReview —
/// the same model; the page switches to it once a take is recorded). One correction at a time with its fragment, the
/// coach's clip from the mark's timestamp, the plum practice mic, "Attach to feedback". Practice takes don't use the
/// week's attempts, so no attempt dots appear here.
///
/// ```swift
/// let screen = PracticeScreen.make(submission: s7, view: review.studentView, coach: amina, passage: passage,
///                                  markNumber: 2, note: noteCard, takes: [1], destinations: .current)
/// screen.stepLabel   // "Correction 2 of 3"
/// ```
public struct PracticeScreen: Codable, Hashable, Sendable {
    /// One correction in the stepper.
    public struct Step: Codable, Hashable, Sendable {
        public let markNumber: Int
        /// Whether a take is attached.
        public let isDone: Bool
        public let isCurrent: Bool
        public let href: String
    }

    /// "SakRecPractice".
    public let screenID: String
    /// "SakRecPracticeReview", the state after recording.
    public let reviewScreenID: String
    /// "Week 7 · Practice".
    public let eyebrow: String
    /// "Corrections".
    public let title: String
    /// "Correction 1 of 3".
    public let stepLabel: String
    public let steps: [Step]
    public let markNumber: Int
    /// The flagged word(s), e.g. "تَبَارَكَ".
    public let fragment: String
    /// "67:1 · word 1".
    public let fragmentCite: String
    /// "Stretch the madd — four counts, not two".
    public let correction: String
    /// "Hear Ust. Amina's note".
    public let clipTitle: String
    /// "from 0:41 · 18 sec", when there is a note.
    public let clipMeta: String?
    /// The coach's note, played from ``clipStart``.
    public let clip: AudioCard?
    public let clipStart: Double
    /// "Record your corrected take".
    public let prompt: String
    /// "It attaches to this week's feedback — Ust. Amina will check it against her notes."
    public let promptDetail: String
    /// "Your take" (the review state's title).
    public let reviewTitle: String
    /// "Attach to feedback".
    public let attachLabel: String
    /// "Practice takes don't use your weekly attempts."
    public let attachDetail: String
    /// Where the take is uploaded.
    public let uploadPath: String
    /// Back to the feedback.
    public let feedback: ScreenAction?

    /// How long the reference clip runs (at most) from the mark's timestamp.
    public static let clipSeconds: Double = 18

    /// The practice screen for correction `markNumber` of `view`.
    public static func make(
        submission: Submission, view: StudentView, coach: Coach, passage: Passage, markNumber: Int,
        note: AudioCard?, takes: Set<Int>, destinations: Destinations
    ) -> PracticeScreen? {
        let corrections = view.marks.indices.filter { view.marks[$0].kind == .correction }.map { $0 + 1 }
        guard let position = corrections.firstIndex(of: markNumber) else { return nil }
        let mark = view.marks[markNumber - 1]
        let card = MarkedPassage(passage: passage, marks: [])
        let start = note.map { min(mark.playhead, max(0, $0.seconds - 1)) } ?? 0
        let clipLength = note.map { Int(min(clipSeconds, $0.seconds - start).rounded()) } ?? 0
        return PracticeScreen(
            screenID: "SakRecPractice", reviewScreenID: "SakRecPracticeReview",
            eyebrow: "Week \(submission.week) · Practice", title: "Corrections",
            stepLabel: "Correction \(position + 1) of \(corrections.count)",
            steps: corrections.map {
                Step(
                    markNumber: $0, isDone: takes.contains($0), isCurrent: $0 == markNumber,
                    href: QuranFlowRoute.practice.path(submission.id, $0))
            },
            markNumber: markNumber, fragment: card.text(of: mark.word) ?? "", fragmentCite: mark.word.label,
            correction: [mark.title, mark.detail].filter { !$0.isEmpty }.joined(separator: " — "),
            clipTitle: "Hear \(coach.displayName)'s note",
            clipMeta: note.map { _ in "from \(AudioCard.clock(start)) · \(clipLength) sec" }, clip: note, clipStart: start,
            prompt: "Record your corrected take",
            promptDetail: "It attaches to this week's feedback — \(coach.displayName) will check it against her notes.",
            reviewTitle: "Your take", attachLabel: "Attach to feedback",
            attachDetail: "Practice takes don't use your weekly attempts.",
            uploadPath: QuranFlowRoute.practice.path(submission.id, markNumber),
            feedback: destinations.action("Back to feedback", to: Destination(QuranFlowRoute.feedback, submission.id)))
    }
}
