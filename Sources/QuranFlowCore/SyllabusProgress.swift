import Foundation

/// Where each lesson and each part of the syllabus stands for one student at one instant (SakLearn).
///
/// - A lesson is **done** once its week has passed or the student has a standing submission for it,
///   **current** in the week containing `now`, **next** the week after, **soon** later.
/// - A part reads "N lessons · all done", "X of N done · in progress" or "N lessons · starts Wk N".
/// - The part holding the current lesson is the one expanded by default.
///
/// ```swift
/// let progress = SyllabusProgress(lessons: syllabus, currentWeek: 8, completedWeeks: [1, 2, 3, 4, 5, 6, 7])
/// progress.state(ofWeek: 9)                    // .next
/// progress.summary(of: parts[1])               // "2 of 6 done · in progress"
/// ```
public struct SyllabusProgress: Sendable {
    /// A lesson row's state.
    public enum RowState: String, Hashable, Codable, Sendable, CaseIterable {
        case done, current, next, soon
    }

    /// The week containing now (nil before or after the term).
    public let currentWeek: Int?
    /// Weeks with a standing submission.
    public let completedWeeks: Set<Int>
    /// Whether the whole term has ended (every lesson done).
    public let termEnded: Bool

    /// Progress for `currentWeek`; `termEnded` marks every lesson done.
    public init(currentWeek: Int?, completedWeeks: Set<Int>, termEnded: Bool = false) {
        self.currentWeek = currentWeek
        self.completedWeeks = completedWeeks
        self.termEnded = termEnded
    }

    /// The state of `week`'s lesson row.
    public func state(ofWeek week: Int) -> RowState {
        if termEnded { return .done }
        guard let current = currentWeek else { return completedWeeks.contains(week) ? .done : .soon }
        if week < current || (week != current && completedWeeks.contains(week)) { return .done }
        if week == current { return .current }
        return week == current + 1 ? .next : .soon
    }

    /// How many of `part`'s lessons are done.
    public func doneCount(in part: LessonPart) -> Int {
        part.lessons.filter { state(ofWeek: $0.week) == .done }.count
    }

    /// The part's collapsed summary line.
    ///
    /// ```swift
    /// progress.summary(of: foundations)   // "3 lessons · all done"
    /// ```
    public func summary(of part: LessonPart) -> String {
        let total = part.lessons.count
        let done = doneCount(in: part)
        let lessons = total == 1 ? "1 lesson" : "\(total) lessons"
        if total > 0, done == total { return "\(lessons) · all done" }
        let started = part.lessons.contains { [.done, .current].contains(state(ofWeek: $0.week)) }
        if started { return "\(done) of \(total) done · in progress" }
        return "\(lessons) · starts Wk \(part.lessons.first?.week ?? 1)"
    }

    /// Whether `part` is expanded by default: it holds the current lesson.
    public func isExpanded(_ part: LessonPart) -> Bool {
        guard let currentWeek else { return false }
        return part.lessons.contains { $0.week == currentWeek }
    }
}
