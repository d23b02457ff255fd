import QuranFlowCore

/// What onboarding says about one student, read from data: their first name, level, coach, whether a term is set up,
/// and their script choice. Nil parts are what the programme has not set up yet, and the steps say so plainly.
public struct OnboardingFacts: Codable, Hashable, Sendable {
    /// The coach as onboarding introduces her.
    public struct CoachFacts: Codable, Hashable, Sendable {
        /// "Ustadha Amina" (the introduction).
        public let name: String
        /// "Ust. Amina" (how the steps mention her after).
        public let shortName: String
        /// "Cairo".
        public let city: String
        /// "Certified · Level I–II", or "" when none is recorded.
        public let credential: String

        public init(name: String, shortName: String? = nil, city: String, credential: String) {
            self.name = name
            self.shortName = shortName ?? name
            self.city = city
            self.credential = credential
        }
    }

    /// The shape of a week's lesson in the student's term: fewest and most videos, and the typical minutes.
    public struct LessonShape: Codable, Hashable, Sendable {
        public let fewestVideos: Int
        public let mostVideos: Int
        public let typicalMinutes: Int

        /// The shape of `lessons`, or nil when there are none: the video counts' range and the median length.
        public static func of(_ lessons: [Lesson]) -> LessonShape? {
            let videos = lessons.map(\.videoCount).filter { $0 > 0 }
            let minutes = lessons.map(\.minutes).filter { $0 > 0 }.sorted()
            guard let fewest = videos.min(), let most = videos.max(), !minutes.isEmpty else { return nil }
            return LessonShape(fewestVideos: fewest, mostVideos: most, typicalMinutes: minutes[minutes.count / 2])
        }
    }

    /// "Sarah".
    public let firstName: String
    /// The student's level, nil when none is set.
    public let level: Level?
    /// The student's coach, nil when none is assigned.
    public let coach: CoachFacts?
    /// Whether the student has a current or coming term.
    public let hasTerm: Bool
    /// The saved script choice (the standard one, Amiri Quran, when none is saved).
    public let script: QuranScriptChoice
    /// The term's lessons' shape, nil without a term or lessons.
    public let lessons: LessonShape?

    public init(
        firstName: String, level: Level?, coach: CoachFacts?, hasTerm: Bool, script: QuranScriptChoice, lessons: LessonShape? = nil
    ) {
        self.lessons = lessons
        self.firstName = firstName
        self.level = level
        self.coach = coach
        self.hasTerm = hasTerm
        self.script = script
    }
}
