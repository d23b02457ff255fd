import Foundation

/// The levels a coach is certified to teach, as runs of level numbers: {1, 2} reads "Level I–II" and "L1–2";
/// {1, 2, 4} reads "Level I–II, IV" and "L1–2, 4".
///
/// ```swift
/// CoachLevels([2, 1]).title   // "Level I–II"
/// ```
public struct CoachLevels: Hashable, Codable, Sendable {
    /// The level numbers, ascending, each once, all within ``Level/numberRange``.
    public let numbers: [Int]

    /// The levels among `numbers` that a level can have (others are dropped).
    public init(_ numbers: some Sequence<Int>) {
        self.numbers = Set(numbers).filter { Level.numberRange.contains($0) }.sorted()
    }

    /// Reads the stored form "1,2" (anything that is not a level number is dropped).
    public init(stored: String) {
        self.init(stored.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }

    /// "1,2".
    public var stored: String { numbers.map(String.init).joined(separator: ",") }

    /// Whether there are none.
    public var isEmpty: Bool { numbers.isEmpty }

    /// Consecutive numbers as (first, last) runs.
    var runs: [(Int, Int)] {
        var runs: [(Int, Int)] = []
        for number in numbers {
            if let last = runs.last, last.1 + 1 == number { runs[runs.count - 1].1 = number } else { runs.append((number, number)) }
        }
        return runs
    }

    /// "Level I–II" ("" when empty).
    public var title: String {
        guard !isEmpty else { return "" }
        let text = runs.map {
            $0.0 == $0.1 ? RomanNumeral.text(for: $0.0) : "\(RomanNumeral.text(for: $0.0))–\(RomanNumeral.text(for: $0.1))"
        }
        return "Level " + text.joined(separator: ", ")
    }

    /// "L1–2" ("" when empty).
    public var chip: String {
        guard !isEmpty else { return "" }
        return "L" + runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)–\($0.1)" }.joined(separator: ", ")
    }
}
