import Foundation

/// The quiet undo toast's window (SY-03): an action can be undone for five seconds, and not from the
/// fifth second on. At 4.999 s it is open; at exactly 5 s it is closed.
///
/// ```swift
/// UndoWindow.isOpen(since: droppedAt, now: now)
/// ```
public enum UndoWindow {
    /// The window's length.
    public static let seconds: TimeInterval = 5

    /// Whether an action taken at `since` can still be undone at `now`.
    public static func isOpen(since: Date, now: Date) -> Bool {
        let elapsed = now.timeIntervalSince(since)
        return elapsed >= 0 && elapsed < seconds
    }

    /// Throws ``JamaalError/undoWindowClosed`` once the window has passed.
    public static func check(since: Date, now: Date) throws(JamaalError) {
        guard isOpen(since: since, now: now) else { throw .undoWindowClosed }
    }
}

/// A one-line, timestamped note added on finish or on defer (at most 140 characters, no line breaks).
///
/// ```swift
/// let note = try TimestampedNote(text: "Waiting for Ali's reply", at: now)
/// ```
public struct TimestampedNote: Hashable, Codable, Sendable {
    /// The longest note allowed.
    public static let maxLength = 140

    /// The note's text, trimmed.
    public let text: String
    /// When it was written.
    public let at: Date

    /// A note, refused if it has a line break or is too long. Returns `nil` through ``optional(_:at:)`` for blank text.
    public init(text: String, at: Date) throws(JamaalError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.contains(where: \.isNewline) else { throw .oneLineNoteOnly }
        guard trimmed.count <= Self.maxLength else { throw .oneLineNoteTooLong(limit: Self.maxLength) }
        self.text = trimmed
        self.at = at
    }

    /// A note for optional input: `nil` when the text is absent or blank.
    public static func optional(_ text: String?, at: Date) throws(JamaalError) -> TimestampedNote? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return try TimestampedNote(text: text, at: at)
    }
}
