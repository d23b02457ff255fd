import Calendar
import JamaalCore

/// What one transaction (one ``StoreConnection``) has already read and decoded, kept for the rest of it: inside one
/// snapshot a second identical read returns the same rows, so Today's contributors that each need the Anchors' rules
/// and 400 days of marks (the Anchors section, the reminders) decode them once. Any statement that changes data
/// through the connection forgets everything kept.
///
///     if let rules = memo.anchorRules { return rules }
final class ReadMemo {
    var anchorRules: [AnchorRule]?
    var anchorMarks: (since: LocalDate, marks: [AnchorMark])?

    init() {}

    func clear() {
        anchorRules = nil
        anchorMarks = nil
    }
}
