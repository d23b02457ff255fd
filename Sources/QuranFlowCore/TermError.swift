import Calendar

/// Why a term or level cannot be made as asked: the programme's rules for its shape, each in words an admin can act on.
///
/// ```swift
/// do { _ = try Term(id: .random(), name: "Fall 2026", firstMonday: tuesday, level: levelII) }
/// catch { error.message }   // "A term starts on a Monday; 2026-09-08 is a Tuesday."
/// ```
public enum TermError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first day given is not a Monday.
    case firstDayNotMonday(LocalDate)
    /// The first day lies outside the dates the products work with (``LocalDate/supportedRange``).
    case firstDayOutOfRange(LocalDate)
    /// A week count outside ``Term/weekCountRange``.
    case weekCountOutOfRange(Int)
    /// A level number outside ``Level/numberRange``.
    case levelNumberOutOfRange(Int)

    /// The refusal in plain words.
    public var message: String {
        switch self {
        case .firstDayNotMonday(let date): "A term starts on a Monday; \(date) is a \(date.weekday.name)."
        case .firstDayOutOfRange(let date):
            "A term's first day must be from \(LocalDate.supportedRange.lowerBound) to \(LocalDate.supportedRange.upperBound), not \(date)."
        case .weekCountOutOfRange(let count):
            "A term runs \(Term.weekCountRange.lowerBound) to \(Term.weekCountRange.upperBound) weeks, not \(count)."
        case .levelNumberOutOfRange(let number):
            "Levels are numbered \(Level.numberRange.lowerBound) to \(Level.numberRange.upperBound), not \(number)."
        }
    }

    /// The message.
    public var description: String { message }
}
