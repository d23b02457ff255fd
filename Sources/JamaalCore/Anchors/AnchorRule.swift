import Calendar
import Foundation
import Identifiers

/// A pause of a rule (AN-02): from `since` until the day it was resumed (`nil`: still paused).
///
/// ```swift
/// AnchorPause(since: monday).covers(tuesday)   // true
/// ```
public struct AnchorPause: Hashable, Codable, Sendable {
    public let since: LocalDate
    public let resumedOn: LocalDate?

    public init(since: LocalDate, resumedOn: LocalDate? = nil) {
        self.since = since
        self.resumedOn = resumedOn
    }

    /// Whether `day` falls inside the pause.
    public func covers(_ day: LocalDate) -> Bool { day >= since && (resumedOn.map { day < $0 } ?? true) }
}

/// An Anchor rule: a title, its type, exceptions, and pause and archive state. Outcomes live in
/// ``AnchorMark``s keyed by the rule's id, so editing, pausing or archiving never loses history.
///
/// ```swift
/// let rule = AnchorRule(id: .random(), title: "Salah", kind: .prayer(salah), createdOn: today)
/// let paused = try rule.paused(today: today)
/// ```
public struct AnchorRule: Hashable, Sendable {
    /// The stored format this version writes and reads; a larger one is kept as needing attention.
    public static let formatVersion = 1

    public let id: ID<AnchorRule>
    public let title: String
    public let kind: AnchorRuleKind
    public let exceptions: [AnchorException]
    /// Every pause, oldest first; the last is current while its `resumedOn` is `nil`.
    public let pauses: [AnchorPause]
    public let archivedAt: Date?
    public let createdOn: LocalDate
    /// The instant the rule was made: no window that closed before it is the rule's (so none is missed). `nil` for a
    /// rule stored before this was kept — then only ``createdOn`` bounds it.
    public let createdAt: Date?

    /// Every field; no checks beyond the title (stored rules are kept as they are).
    public init(
        id: ID<AnchorRule>, title: String, kind: AnchorRuleKind, exceptions: [AnchorException] = [], pauses: [AnchorPause] = [],
        archivedAt: Date? = nil, createdOn: LocalDate, createdAt: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.exceptions = exceptions
        self.pauses = pauses
        self.archivedAt = archivedAt
        self.createdOn = createdOn
        self.createdAt = createdAt
    }

    /// A new rule from the form, made at `now` on logical day `today`; throws ``AnchorError/needsTitle`` for a blank title.
    ///
    /// ```swift
    /// let run = try AnchorRule.new(id: .random(), title: "School run", kind: .scheduled(schedule), today: today, now: now)
    /// ```
    public static func new(
        id: ID<AnchorRule>, title: String, kind: AnchorRuleKind, exceptions: [AnchorException] = [], today: LocalDate, now: Date
    ) throws(AnchorError) -> AnchorRule {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .needsTitle }
        guard !kind.needsAttention else { throw .ruleNeedsAttention }
        return AnchorRule(id: id, title: trimmed, kind: kind, exceptions: exceptions, createdOn: today, createdAt: now)
    }

    /// Whether the rule is archived (AN-01's collapsed Archived section).
    public var isArchived: Bool { archivedAt != nil }
    /// The current pause, if any.
    public var pause: AnchorPause? { pauses.last.flatMap { $0.resumedOn == nil ? $0 : nil } }
    public var isPaused: Bool { pause != nil }
    /// Whether the rule needs attention (AN-07).
    public var needsAttention: Bool { kind.needsAttention }

    /// Whether `instance` is the rule's: its window closed after the rule was made. One that closed earlier is not
    /// shown, reminded of, counted or missed (Fajr for a prayer Anchor made at 10:05).
    public func owns(_ instance: AnchorInstance) -> Bool {
        createdAt.map { instance.window.end > $0 } ?? true
    }

    /// Whether no instance opens on `day`: an exception, a pause, the archive, or a day before the rule existed.
    public func isSuppressed(on day: LocalDate) -> Bool {
        isArchived || day < createdOn || pauses.contains { $0.covers(day) } || exceptions.contains { $0.covers(day) }
    }

    // MARK: Changes (each returns a new rule; the id and history stay)

    /// Edited from AN-02: a new title and settings of the same type.
    public func edited(title: String, kind: AnchorRuleKind) throws(AnchorError) -> AnchorRule {
        try checkEditable()
        guard kind.typeName == self.kind.typeName else { throw .ruleTypeFixed }
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .needsTitle }
        return with(title: trimmed, kind: kind)
    }

    /// With the exceptions replaced (AN-06).
    public func with(exceptions: [AnchorException]) throws(AnchorError) -> AnchorRule {
        try checkEditable()
        return with(exceptionList: exceptions)
    }

    /// Paused from logical day `today`, open-ended.
    public func paused(today: LocalDate) throws(AnchorError) -> AnchorRule {
        try checkEditable()
        guard !isPaused else { throw .ruleAlreadyPaused }
        return with(pauses: pauses + [AnchorPause(since: today)])
    }

    /// Resumed on `today`: instances open again from that day.
    public func resumed(today: LocalDate) throws(AnchorError) -> AnchorRule {
        guard let current = pause else { throw .ruleNotPaused }
        return with(pauses: pauses.dropLast() + [AnchorPause(since: current.since, resumedOn: Swift.max(today, current.since))])
    }

    /// Archived at `now` (delete archives). A rule that needs attention cannot be changed, so it stays listed.
    public func archived(now: Date) throws(AnchorError) -> AnchorRule {
        guard !needsAttention else { throw .ruleNeedsAttention }
        return with(archivedAt: .some(now))
    }

    /// Restored from the archive.
    public func restored() throws(AnchorError) -> AnchorRule {
        guard isArchived else { throw .ruleNotArchived }
        return with(archivedAt: .some(nil))
    }

    private func checkEditable() throws(AnchorError) {
        guard !needsAttention else { throw .ruleNeedsAttention }
        guard !isArchived else { throw .ruleArchived }
    }

    private func with(
        title: String? = nil, kind: AnchorRuleKind? = nil, exceptionList: [AnchorException]? = nil, pauses: [AnchorPause]? = nil,
        archivedAt: Date?? = nil
    ) -> AnchorRule {
        AnchorRule(
            id: id, title: title ?? self.title, kind: kind ?? self.kind, exceptions: exceptionList ?? exceptions,
            pauses: pauses ?? self.pauses, archivedAt: archivedAt ?? self.archivedAt, createdOn: createdOn, createdAt: createdAt)
    }
}
