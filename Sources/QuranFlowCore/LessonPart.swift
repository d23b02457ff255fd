/// One of the syllabus's three parts and its lessons.
///
/// ```swift
/// let parts = LessonPart.grouping(lessons)   // Foundations, Tajweed rules, Application & review
/// ```
public struct LessonPart: Hashable, Codable, Sendable {
    /// The part number, 1–3.
    public let number: Int
    /// The title, e.g. "Foundations".
    public let title: String
    /// The part's lessons, in week order.
    public let lessons: [Lesson]

    /// The standard part titles, by number.
    public static let standardTitles = [1: "Foundations", 2: "Tajweed rules", 3: "Application & review"]

    /// A part.
    public init(number: Int, title: String, lessons: [Lesson]) {
        self.number = number
        self.title = title
        self.lessons = lessons.sorted { $0.week < $1.week }
    }

    /// "1 · Foundations".
    public var heading: String {
        "\(number) · \(title)"
    }

    /// The lessons grouped by ``Lesson/partNumber`` into parts titled with ``standardTitles``
    /// ("Part N" for a number without one), parts and lessons in order.
    ///
    /// ```swift
    /// LessonPart.grouping(lessons).map(\.heading)   // ["1 · Foundations", "2 · Tajweed rules", …]
    /// ```
    public static func grouping(_ lessons: [Lesson]) -> [LessonPart] {
        Dictionary(grouping: lessons, by: \.partNumber)
            .sorted { $0.key < $1.key }
            .map { LessonPart(number: $0.key, title: standardTitles[$0.key] ?? "Part \($0.key)", lessons: $0.value) }
    }
}
