import QuranFlowCore

/// What onboarding says about one student, read from data: their first name, level, coach, whether a term is set up,
/// and their script choice. Nil parts are what the programme has not set up yet, and the steps say so plainly.
public struct OnboardingFacts: Codable, Hashable, Sendable {
    /// The coach as onboarding introduces her.
    public struct CoachFacts: Codable, Hashable, Sendable {
        /// "Ust. Amina".
        public let name: String
        /// "Cairo".
        public let city: String
        /// "Certified · Level I–II", or "" when none is recorded.
        public let credential: String

        public init(name: String, city: String, credential: String) {
            self.name = name
            self.city = city
            self.credential = credential
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

    public init(firstName: String, level: Level?, coach: CoachFacts?, hasTerm: Bool, script: QuranScriptChoice) {
        self.firstName = firstName
        self.level = level
        self.coach = coach
        self.hasTerm = hasTerm
        self.script = script
    }
}
