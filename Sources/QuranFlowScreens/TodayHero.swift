import Routing

/// The ink hero of SakToday: today's lesson, the week strip (once), and "Continue".
public struct LessonHero: Codable, Hashable, Sendable {
    /// "Today's lesson".
    public let eyebrow: String
    /// "Idghām with ghunnah".
    public let title: String
    /// "1 video · 1 recording · about 12 min" (absent when the syllabus lacks the week).
    public let meta: String?
    /// The strip, captioned "Week 8 of 15".
    public let strip: StripModel
    /// "Continue" → the lesson, once the Lesson screen exists.
    public let primary: ScreenAction?
}

/// The paper hero of SakTodayRest: nothing due today.
public struct RestHero: Codable, Hashable, Sendable {
    /// "Rest the eye today".
    public let title: String
    /// Where the last submission stands, e.g. "Your Week 8 recitation is with Ust. Amina — feedback usually comes by Friday."
    public let body: String
    /// The phrase of `body` that quietly links to the week's feedback once it is sent ("ready to hear") — a link in the
    /// text, never a button: the rest day has no primary action.
    public let bodyLink: InlineLink?
    /// The last submission's status pill.
    public let status: StatusPill?
    /// The strip: done including this week, no current marker.
    public let strip: StripModel
    /// "If you have ten minutes" suggestions, only those whose destinations exist.
    public let suggestions: [ScreenAction]
}

/// The ink hero of SakTodayCountdown: before Week 1.
public struct CountdownHero: Codable, Hashable, Sendable {
    /// "Fall 2026 · Level II".
    public let eyebrow: String
    /// "Class begins in six days".
    public let headline: String
    /// "Monday · 7 September".
    public let dateLine: String
    /// "Add start date to calendar", once calendar export exists.
    public let addToCalendar: ScreenAction?
}

/// The quiet closing card after the term's last week.
public struct TermOverHero: Codable, Hashable, Sendable {
    /// "Fall 2026 · Level II".
    public let eyebrow: String
    /// "Fall 2026 is complete".
    public let title: String
    /// A modest closing line.
    public let body: String
    /// The finished strip.
    public let strip: StripModel
}

/// Today's hero, one case per named state. Encoded as `{"state": "lesson", "lesson": {…}}`.
public enum TodayHero: Hashable, Sendable, Codable {
    /// SakToday.
    case lesson(LessonHero)
    /// SakTodayRest.
    case rest(RestHero)
    /// SakTodayCountdown.
    case countdown(CountdownHero)
    /// After the term.
    case termOver(TermOverHero)

    /// "lesson", "rest", "countdown" or "termOver".
    public var state: String {
        switch self {
        case .lesson: "lesson"
        case .rest: "rest"
        case .countdown: "countdown"
        case .termOver: "termOver"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case state, lesson, rest, countdown, termOver
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state, forKey: .state)
        switch self {
        case .lesson(let hero): try container.encode(hero, forKey: .lesson)
        case .rest(let hero): try container.encode(hero, forKey: .rest)
        case .countdown(let hero): try container.encode(hero, forKey: .countdown)
        case .termOver(let hero): try container.encode(hero, forKey: .termOver)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .state) {
        case "lesson": self = .lesson(try container.decode(LessonHero.self, forKey: .lesson))
        case "rest": self = .rest(try container.decode(RestHero.self, forKey: .rest))
        case "countdown": self = .countdown(try container.decode(CountdownHero.self, forKey: .countdown))
        case "termOver": self = .termOver(try container.decode(TermOverHero.self, forKey: .termOver))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .state, in: container, debugDescription: "unknown state \(other)")
        }
    }
}

extension TodayHero: SchemaDescribed {
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        try components.taggedUnion(
            tag: "state",
            [
                ("lesson", "lesson", LessonHero.self), ("rest", "rest", RestHero.self), ("countdown", "countdown", CountdownHero.self),
                ("termOver", "termOver", TermOverHero.self),
            ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> TodayHero {
        .termOver(try components.example(of: TermOverHero.self))
    }
}
