import QuranFlowCore

/// The content of each onboarding step, from ``OnboardingFacts``.
public enum OnboardingParts {
    /// The coach's reply promise in hours (the queue's 48-hour promise).
    static let promiseHours = Int(WaitingTime.promise / 3600)

    /// SakOnb1: the seal, "Sarah, welcome to QuranFlow", one sentence.
    public struct Welcome: Codable, Hashable, Sendable {
        public let title: String
        public let sentence: String

        static func make(_ facts: OnboardingFacts) -> Welcome {
            Welcome(
                title: "\(facts.firstName), welcome to QuranFlow",
                sentence: "A quiet, weekly rhythm for learning to read the Qur'ān well.")
        }
    }

    /// SakOnb2: the Roman-numeral medallion and the level's title and name.
    public struct LevelStep: Codable, Hashable, Sendable {
        /// "II"; nil when no level is set.
        public let numeral: String?
        /// "Level II · Reading with fluency", or "Your level".
        public let title: String
        public let reassurance: String

        static func make(_ facts: OnboardingFacts) -> LevelStep {
            guard let level = facts.level else {
                return LevelStep(
                    numeral: nil, title: "Your level",
                    reassurance: "Your level is not set yet. Your programme places you before your first week, at the right page.")
            }
            return LevelStep(
                numeral: level.romanNumeral, title: level.titleWithName,
                reassurance: "You begin here — neither at the start nor the end, but at the right page.")
        }
    }

    /// SakOnb3: the three font cards, the saved choice selected (Amiri Quran when none is saved).
    public struct ScriptStep: Codable, Hashable, Sendable {
        public let title: String
        public let cards: [ScriptCard]
        /// The size kept with the face.
        public let points: Int
        public let footnote: String

        static func make(_ facts: OnboardingFacts) -> ScriptStep {
            ScriptStep(
                title: "Choose your script", cards: ScriptCard.cards(selected: facts.script.face), points: facts.script.points,
                footnote: "You can change this any time in Settings.")
        }
    }

    /// SakOnb4: the coach medallion with its verified badge, her name, city and credential, and two facts.
    public struct CoachStep: Codable, Hashable, Sendable {
        public let eyebrow: String
        /// "A"; nil without a coach.
        public let initial: String?
        /// "Ust. Amina", or "Your coach".
        public let name: String
        /// "Cairo · Certified · Level I–II"; nil without a coach.
        public let line: String?
        public let facts: [String]

        static func make(_ facts: OnboardingFacts) -> CoachStep {
            guard let coach = facts.coach else {
                return CoachStep(
                    eyebrow: "Your coach", initial: nil, name: "Your coach",
                    line: nil,
                    facts: [
                        "Your coach is not assigned yet. The programme pairs you with one before your first week.",
                        "She will listen to your recitation each week and reply with 1–3 minutes of audio.",
                    ])
            }
            return CoachStep(
                eyebrow: "Your coach", initial: Copy.initial(coach.name.split(separator: " ").last.map(String.init) ?? coach.name),
                name: coach.name, line: ([coach.city] + (coach.credential.isEmpty ? [] : [coach.credential])).joined(separator: " · "),
                facts: [
                    "She listens to your recitation each week and replies with 1–3 minutes of audio.",
                    "She answers your follow-up messages within \(promiseHours) hours.",
                ])
        }
    }

    /// One numbered step of the weekly rhythm.
    public struct RhythmItem: Codable, Hashable, Sendable {
        public let number: Int
        public let title: String
        public let detail: String
    }

    /// SakOnb5: three numbered steps on a connecting thread.
    public struct RhythmStep: Codable, Hashable, Sendable {
        public let title: String
        public let items: [RhythmItem]

        static func make(_ facts: OnboardingFacts) -> RhythmStep {
            let attempts = NumberWords.text(Submission.attemptsPerWeek)
            let coach = facts.coach?.shortName ?? "your coach"
            return RhythmStep(
                title: "The weekly rhythm",
                items: [
                    RhythmItem(number: 1, title: "Watch your lesson", detail: watchDetail(facts.lessons)),
                    RhythmItem(number: 2, title: "Recite the āyah", detail: "Record once, \(attempts) attempts"),
                    RhythmItem(number: 3, title: "Hear back from \(coach)", detail: "An audio reply within \(promiseHours) hours"),
                ])
        }
    }

    /// One kind of live circle.
    public struct CircleKind: Codable, Hashable, Sendable {
        public let title: String
        public let detail: String
    }

    /// SakOnb6: the three kinds of circle and the reassurance.
    public struct CirclesStep: Codable, Hashable, Sendable {
        public let title: String
        public let kinds: [CircleKind]
        public let reassurance: String

        static func make(_ facts: OnboardingFacts) -> CirclesStep {
            let cohort = facts.level.map { "whole \($0.title) cohort" } ?? "your whole level's cohort"
            return CirclesStep(
                title: "Live circles",
                kinds: [
                    CircleKind(title: "Reading Circle", detail: "QRC — small-group, real-time coaching"),
                    CircleKind(title: "Level class", detail: "A group lesson for the \(cohort)"),
                    CircleKind(title: "Office hours", detail: "A one-to-one drop-in with a coach"),
                ],
                reassurance: "Can't make it? Every circle is recorded.")
        }
    }

    /// "2–3 short videos, about 12 minutes in all", from the term's lessons.
    static func watchDetail(_ shape: OnboardingFacts.LessonShape?) -> String {
        guard let shape else { return "A few short videos each week" }
        let count =
            shape.fewestVideos == shape.mostVideos
            ? "\(shape.mostVideos) short \(shape.mostVideos == 1 ? "video" : "videos")"
            : "\(shape.fewestVideos)–\(shape.mostVideos) short videos"
        return "\(count), about \(shape.typicalMinutes) minutes in all"
    }

    /// What is not set up yet, on the steps it concerns.
    static func notSetUp(_ step: OnboardingStep, facts: OnboardingFacts) -> [String] {
        var lines: [String] = []
        if facts.level == nil, [.level, .circles].contains(step) { lines.append("Your level is not set yet.") }
        if facts.coach == nil, [.coach, .rhythm].contains(step) { lines.append("Your coach is not assigned yet.") }
        if !facts.hasTerm, [.rhythm, .circles].contains(step) {
            lines.append("Your term is not set up yet: lessons and circles appear on Today once it is.")
        }
        return lines
    }
}
