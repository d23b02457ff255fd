import Foundation

/// A stored or imported value outside what this version's forms accept: the field it is in and the form's own words.
///
/// ```swift
/// BoundsProblem(field: "effort", message: "Choose an effort…").under("tasks[3]").description   // "tasks[3].effort: Choose…"
/// ```
public struct BoundsProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path of the field inside its record ("effort", "deferrals[2].at", "settings.normalDayMinutes").
    public let field: String
    /// What the form would have said.
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// The same problem with its field placed inside `prefix` ("tasks[3]" + "effort" → "tasks[3].effort").
    public func under(_ prefix: String) -> BoundsProblem {
        BoundsProblem(field: field.isEmpty ? prefix : field.hasPrefix("[") ? prefix + field : prefix + "." + field, message: message)
    }

    /// "tasks[3].effort: Choose an effort between 5 minutes and 12 hours."
    public var description: String { "\(field): \(message)" }
}
