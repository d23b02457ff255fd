import Foundation

/// A row of TD-01's Anchors section (AN-09): a plain instance, or a group of one rule's instances
/// ("Salah 3/5") that expands to its members.
///
/// ```swift
/// AnchorRow.rows(for: today, marks: marks, now: now).first?.text   // "Salah 3/5"
/// ```
public enum AnchorRow: Hashable, Sendable {
    case plain(AnchorInstance, AnchorStatus)
    /// `done` of `members.count` done (Attended, or Someone else did it); members in window order, each with its status.
    case group(title: String, members: [AnchorMember], done: Int)

    /// One instance inside a group, with its status.
    ///
    /// ```swift
    /// members.map(\.status)   // [.marked(.attended), .open, .upcoming]
    /// ```
    public struct AnchorMember: Hashable, Sendable {
        public let instance: AnchorInstance
        public let status: AnchorStatus
    }

    /// "School run" for a plain row; "Salah 3/5" for a group (done of total).
    public var text: String {
        switch self {
        case .plain(let instance, _): instance.title
        case .group(let title, let members, let done): "\(title) \(done)/\(members.count)"
        }
    }

    /// The rows of a day: instances sharing a group fold into one group row placed where its first member
    /// opens; carried multi-day instances come first as plain rows.
    public static func rows(for day: AnchorDay, marks: [AnchorMark], now: Date) -> [AnchorRow] {
        var rows: [AnchorRow] = day.carried.map { .plain($0, AnchorStatus.of($0, marks: marks, at: now)) }
        var placed: Set<String> = []
        for instance in day.instances {
            guard let group = instance.group else {
                rows.append(.plain(instance, AnchorStatus.of(instance, marks: marks, at: now)))
                continue
            }
            let key = "\(instance.ruleID.rawValue)|\(group)"
            guard !placed.contains(key) else { continue }
            placed.insert(key)
            let members = day.instances.filter { $0.ruleID == instance.ruleID && $0.group == group }
                .map { AnchorMember(instance: $0, status: AnchorStatus.of($0, marks: marks, at: now)) }
            let done = members.filter { $0.status == .marked(.attended) || $0.status == .marked(.someoneElseDidIt) }.count
            rows.append(.group(title: group, members: members, done: done))
        }
        return rows
    }
}
