import QuranText

/// One week's lesson: what to watch, what to recite.
///
/// ```swift
/// let lesson = Lesson(week: 8, title: "Idghām with ghunnah", partNumber: 2, videoCount: 1, recordingCount: 1,
///                     minutes: 12, assignment: PassageReference(surah: 67, ayahs: 1...3),
///                     focalAyah: PassageReference(surah: 67, ayah: 1))
/// lesson.metaLine   // "1 video · 1 recording · about 12 min"
/// ```
public struct Lesson: Hashable, Codable, Sendable {
    /// The week it belongs to, 1…15.
    public let week: Int
    /// The title, e.g. "Idghām with ghunnah".
    public let title: String
    /// The part (1–3) of the syllabus it sits in.
    public let partNumber: Int
    /// How many videos the lesson has.
    public let videoCount: Int
    /// How many recordings the lesson asks for.
    public let recordingCount: Int
    /// About how long the lesson takes, in minutes.
    public let minutes: Int
    /// The passage to recite, e.g. 67:1–3.
    public let assignment: PassageReference
    /// The āyah at the lesson's centre, e.g. 67:1.
    public let focalAyah: PassageReference
    /// The one sentence under the title on the Lesson screen; nil when the syllabus has none.
    public let summary: String?
    /// This week's Level Class for the lesson's level ("Idghām review & practice"); nil keeps the class's own title.
    public let levelClassTitle: String?
    /// What this week's Level Class covers; nil keeps the class's own.
    public let levelClassCovered: String?

    /// A lesson.
    public init(
        week: Int, title: String, partNumber: Int, videoCount: Int, recordingCount: Int, minutes: Int,
        assignment: PassageReference, focalAyah: PassageReference, summary: String? = nil, levelClassTitle: String? = nil,
        levelClassCovered: String? = nil
    ) {
        self.summary = summary
        self.levelClassTitle = levelClassTitle
        self.levelClassCovered = levelClassCovered
        self.week = week
        self.title = title
        self.partNumber = partNumber
        self.videoCount = videoCount
        self.recordingCount = recordingCount
        self.minutes = minutes
        self.assignment = assignment
        self.focalAyah = focalAyah
    }

    /// "1 video · 1 recording · about 12 min" (plural nouns past one: "3 videos").
    public var metaLine: String {
        [
            Plural.count(videoCount, "video"),
            Plural.count(recordingCount, "recording"),
            "about \(minutes) min",
        ].joined(separator: " · ")
    }
}

/// English counts with a regular plural.
enum Plural {
    /// "1 video", "3 videos", "0 videos".
    static func count(_ n: Int, _ singular: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }
}
