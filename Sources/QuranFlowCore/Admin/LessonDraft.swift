import Foundation
import QuranText

/// One week's lesson as an admin writes it: title, a one-sentence description, about how long it takes, and its
/// passage (``PassageChoice``). ``lesson(week:plan:keeping:)`` turns it into the stored ``Lesson``.
///
/// ```swift
/// let draft = try LessonDraft(title: "Idghām with ghunnah", summary: "How the nūn merges.", minutes: "12", passage: choice)
/// ```
public struct LessonDraft: Hashable, Codable, Sendable {
    public let title: String
    public let summary: String
    public let minutes: Int
    public let passage: PassageChoice
    /// This week's Level Class title and what it covers; nil keeps what is stored.
    public let levelClassTitle: String?
    public let levelClassCovered: String?

    /// The longest title and description.
    public static let titleLimit = 120
    public static let summaryLimit = 240

    /// Reads and checks the fields: a title, one sentence (a full stop, question or exclamation mark only at its end),
    /// 1–180 minutes; the Level Class lines, when given, are at most ``summaryLimit`` characters.
    public init(
        title: String, summary: String, minutes: String, passage: PassageChoice, levelClassTitle: String? = nil,
        levelClassCovered: String? = nil
    ) throws(AdminError) {
        self.title = try TermPlan.text(title, field: "title", what: "The lesson's title", limit: Self.titleLimit)
        let sentence = try TermPlan.text(summary, field: "summary", what: "The one-sentence description", limit: Self.summaryLimit)
        guard !Self.hasInnerSentenceEnd(sentence) else { throw .summaryNotOneSentence }
        self.summary = sentence
        let minutesText = minutes.trimmingCharacters(in: .whitespaces)
        guard minutesText.count <= 3, let value = Int(minutesText), (1...180).contains(value) else {
            throw .minutesOutOfRange(String(minutesText.prefix(12)))
        }
        self.minutes = value
        self.passage = passage
        if let levelClassTitle {
            self.levelClassTitle = try TermPlan.text(
                levelClassTitle, field: "levelClassTitle", what: "The Level Class title", limit: Self.summaryLimit)
        } else {
            self.levelClassTitle = nil
        }
        if let levelClassCovered {
            self.levelClassCovered = try TermPlan.text(
                levelClassCovered, field: "levelClassCovered", what: "What the Level Class covers", limit: Self.summaryLimit)
        } else {
            self.levelClassCovered = nil
        }
    }

    /// Whether `text` ends a sentence before its end: ". ", "! " or "? " followed by more words.
    static func hasInnerSentenceEnd(_ text: String) -> Bool {
        let characters = Array(text)
        for index in characters.indices.dropLast() where ".!?".contains(characters[index]) && characters[index + 1] == " " {
            return true
        }
        return false
    }

    /// The stored lesson for `week` of a term planned as `plan`; `existing` keeps what this form does not edit (its
    /// video count and Level Class lines).
    public func lesson(week: Int, plan: TermPlan?, keeping existing: Lesson?) -> Lesson {
        Lesson(
            week: week, title: title,
            partNumber: plan?.partNumber(ofWeek: week) ?? existing?.partNumber ?? (week <= 3 ? 1 : (week <= 9 ? 2 : 3)),
            videoCount: existing?.videoCount ?? 0, recordingCount: existing?.recordingCount ?? 1, minutes: minutes,
            assignment: passage.assignment, focalAyah: passage.focalAyah, summary: summary,
            levelClassTitle: levelClassTitle ?? existing?.levelClassTitle,
            levelClassCovered: levelClassCovered ?? existing?.levelClassCovered)
    }
}
