import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// One week's lesson form: title, one-sentence description, minutes, and the passage picker (sūrah, āyah from/to,
/// focal āyah, locked once the week has submissions) beside a preview of the passage — the same verse card the
/// student's Lesson screen shows — and the lesson's ordered videos.
///
/// ```swift
/// AdminLessonScreen.arabicDigits(12)   // "١٢"
/// ```
public struct AdminLessonScreen: Sendable {
    /// What the form shows, as text.
    public struct Values: Hashable, Sendable {
        public var title = ""
        public var summary = ""
        public var minutes = "12"
        public var surah = "1"
        public var firstAyah = "1"
        public var lastAyah = "7"
        public var focalAyah = "1"

        /// A new lesson's values: Al-Fātiḥah, 12 minutes.
        public init() {}

        /// A saved lesson's values.
        public init(_ lesson: Lesson) {
            title = lesson.title
            summary = lesson.summary ?? ""
            minutes = String(lesson.minutes)
            surah = String(lesson.assignment.surah)
            firstAyah = String(lesson.assignment.firstAyah)
            lastAyah = String(lesson.assignment.lastAyah)
            focalAyah = String(lesson.focalAyah.firstAyah)
        }
    }

    /// A video of the lesson, in order.
    public struct Video: Hashable, Sendable {
        public let position: Int
        public let title: String
        public let seconds: Double

        public init(position: Int, title: String, seconds: Double) {
            self.position = position
            self.title = title
            self.seconds = seconds
        }
    }

    /// The preview: the passage's Arabic and citation, or why it cannot be shown.
    public enum Preview: Equatable, Sendable {
        case passage(arabic: String, citation: String, focal: String)
        case problem(String)
    }

    /// "Week 8 · Fall 2026 · Level 2".
    public let title: String
    /// "Week 8: Idghām" or "Week 8: new lesson".
    public let heading: String
    /// "Back to Fall 2026".
    public let backLabel: String
    public let backPath: String
    public let notice: String?
    public let error: String?
    private let errorField: String?
    public let savePath: String
    /// Where "Preview passage (not saved)" asks for the page again.
    public let previewPath: String
    public let values: Values
    /// The passage is locked: the week has submissions.
    public let isLocked: Bool
    /// "Week has 12 submissions: the passage is locked." when locked.
    public let lockedText: String?
    public let surahs: [AdminOption]
    public let preview: Preview
    /// "Makhārij review · 4:05", in order.
    public let videos: [String]
    public let videosPath: String
    /// The changes recorded on the lesson, newest first.
    public let changes: [String]

    /// The page of `week` of `term` with `values` in the form; `lesson` the saved one, `submissions` the week's count.
    public init(
        term: Term, week: Int, lesson: Lesson?, submissions: Int, videos: [Video], changes: [String], values: Values,
        error: String? = nil, errorField: String? = nil, notice: String? = nil
    ) {
        title = "Week \(week) · \(term.eyebrow)"
        heading = lesson.map { "Week \(week): \($0.title)" } ?? "Week \(week): new lesson"
        backLabel = "Back to \(term.name)"
        backPath = QuranFlowRoute.adminTerm.path(term.id)
        self.notice = notice
        self.error = error
        self.errorField = errorField
        savePath = QuranFlowRoute.saveLesson.path(term.id, week)
        previewPath = QuranFlowRoute.adminLesson.path(term.id, week)
        self.values = values
        isLocked = submissions > 0 && lesson != nil
        lockedText =
            isLocked ? "Week has \(submissions) \(submissions == 1 ? "submission" : "submissions"): the passage is locked." : nil
        surahs = Quran.shared.surahs.map { surah in
            AdminOption(
                value: String(surah.number), label: "\(surah.number) · \(surah.name) (\(surah.ayahCount) āyāt)",
                isSelected: String(surah.number) == values.surah)
        }
        preview = Self.preview(values)
        self.videos = videos.map { "\($0.title) · \(Self.minutesAndSeconds($0.seconds))" }
        videosPath = QuranFlowRoute.adminLessonVideos.path(term.id, week)
        self.changes = changes
    }

    /// The error under `field`, when the refusal names it.
    public func message(_ field: String) -> String? { errorField == field ? error : nil }

    /// The passage `values` choose, or why it cannot be shown.
    public static func preview(_ values: Values) -> Preview {
        do {
            let choice = try PassageChoice(
                surah: values.surah, firstAyah: values.firstAyah, lastAyah: values.lastAyah, focalAyah: values.focalAyah,
                surahs: Quran.shared.surahs)
            let passage = try Quran.shared.passage(choice.assignment)
            let focal = try Quran.shared.passage(choice.focalAyah)
            return .passage(
                arabic: passage.ayahs.map { "\($0.textWithoutBismillah) ﴿\(arabicDigits($0.number))﴾" }.joined(separator: " "),
                citation: passage.citation, focal: focal.citation)
        } catch let error as AdminError {
            return .problem(error.message)
        } catch {
            return .problem("The passage cannot be shown.")
        }
    }

    /// "١٢" for 12: the āyah number as the muṣḥaf writes it.
    public static func arabicDigits(_ number: Int) -> String {
        let digits = Array("٠١٢٣٤٥٦٧٨٩")
        return String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }

    /// "4:05".
    public static func minutesAndSeconds(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? max(0, min(Int(seconds.rounded()), 86_400)) : 0
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }
}
