import Routing

/// A level's form on Levels & terms (``QuranFlowRoute/createLevel``: `number` and `name`; ``QuranFlowRoute/updateLevel``
/// sends only `name`).
public struct AdminLevelForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case number, name }
    /// The level's number as typed (1–99), checked by the route.
    public let number: FormText
    /// The level's name ("Reading with fluency").
    public let name: FormText
}

/// A cohort's form on Levels & terms (``QuranFlowRoute/createCohort``: `term` and `name`;
/// ``QuranFlowRoute/renameCohort`` sends only `name`).
public struct AdminCohortForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case term, name }
    /// The term's id, chosen from a select.
    public let term: FormText
    /// The cohort's name (empty: "<term> · <level>").
    public let name: FormText
}

/// The term form (``QuranFlowRoute/createTerm`` on Levels & terms, ``QuranFlowRoute/updateTerm`` on the term page):
/// name, level, first Monday, the three parts, the outcome, the revoke window, enrolment opening and prices.
public struct AdminTermPlanForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case name, level, firstMonday
        case part1Title, part1First, part1Last, part2Title, part2First, part2Last, part3Title, part3First, part3Last
        case outcome, revokeWindow, enrolmentOpens, priceOnce, priceMonthly, priceMonths
    }
    public let name: FormText
    /// The level's number (fixed once the term is made: the term page sends it hidden).
    public let level: FormText
    public let firstMonday: FormText
    public let part1Title: FormText
    public let part1First: FormText
    public let part1Last: FormText
    public let part2Title: FormText
    public let part2First: FormText
    public let part2Last: FormText
    public let part3Title: FormText
    public let part3First: FormText
    public let part3Last: FormText
    public let outcome: FormText
    public let revokeWindow: FormText
    public let enrolmentOpens: FormText
    public let priceOnce: FormText
    public let priceMonthly: FormText
    public let priceMonths: FormText

    /// Part `number` (1–3)'s three fields: its title, first week and last week.
    public static func part(_ number: Int) -> (title: CodingKeys, first: CodingKeys, last: CodingKeys) {
        switch number {
        case 1: (.part1Title, .part1First, .part1Last)
        case 2: (.part2Title, .part2First, .part2Last)
        default: (.part3Title, .part3First, .part3Last)
        }
    }

    /// Part `number` (1–3) as sent.
    public func part(_ number: Int) -> (title: FormText, first: FormText, last: FormText) {
        switch number {
        case 1: (part1Title, part1First, part1Last)
        case 2: (part2Title, part2First, part2Last)
        default: (part3Title, part3First, part3Last)
        }
    }
}

/// A week's lesson form (``QuranFlowRoute/saveLesson`` on the admin lesson page): title, summary, minutes and the
/// passage (sūrah, first, last and focal āyah).
public struct AdminLessonForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case title, summary, minutes, surah, firstAyah, lastAyah, focalAyah }
    public let title: FormText
    public let summary: FormText
    public let minutes: FormText
    public let surah: FormText
    public let firstAyah: FormText
    public let lastAyah: FormText
    public let focalAyah: FormText
}
