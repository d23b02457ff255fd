/// A level of the programme: a number shown as a Roman numeral, and a name.
///
/// ```swift
/// let level = try Level(number: 2, name: "Reading with fluency")
/// level.title       // "Level II"
/// ```
public struct Level: Hashable, Codable, Sendable, Comparable {
    /// The level number, 1 and up.
    public let number: Int
    /// The level's name, e.g. "Reading with fluency".
    public let name: String

    /// The numbers a level may have.
    public static let numberRange = 1...99

    /// A level; refused unless `number` lies in ``numberRange``.
    public init(number: Int, name: String) throws(TermError) {
        guard Level.numberRange.contains(number) else { throw .levelNumberOutOfRange(number) }
        self.number = number
        self.name = name
    }

    /// The Roman numeral, e.g. "II".
    public var romanNumeral: String {
        RomanNumeral.text(for: number)
    }

    /// "Level II".
    public var title: String {
        "Level \(romanNumeral)"
    }

    /// "Level II · Reading with fluency" (onboarding's level step).
    public var titleWithName: String {
        "\(title) · \(name)"
    }

    /// The queue row's level chip, "Lvl II".
    public var chip: String {
        "Lvl \(romanNumeral)"
    }

    /// Lower levels first.
    public static func < (lhs: Level, rhs: Level) -> Bool {
        lhs.number < rhs.number
    }
}

/// Roman numerals for level numbers.
enum RomanNumeral {
    private static let values: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
    ]

    /// "II" for 2, "XIV" for 14; digits for numbers a Roman numeral cannot write (below 1 or above 3999).
    static func text(for number: Int) -> String {
        guard (1...3999).contains(number) else { return String(number) }
        var rest = number
        var text = ""
        for (value, symbol) in values {
            while rest >= value {
                text += symbol
                rest -= value
            }
        }
        return text
    }
}
