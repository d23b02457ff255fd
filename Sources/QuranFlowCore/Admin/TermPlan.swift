import Calendar
import Foundation
import Identifiers

/// A term as an admin plans it: name, level, first Monday, the three parts with their weeks, the closing outcome, the
/// revoke window, and when enrolment opens at which prices. ``init(_:)`` checks every field on its own;
/// ``check(against:replacing:programmeZone:now:)`` checks it against the programme's other terms and the clock.
///
/// ```swift
/// let plan = try TermPlan(TermPlan.Input(name: "Spring 2027", level: 2, firstMonday: "2027-01-11", outcome: "read Al-Mulk"))
/// plan.lastDay           // 2027-04-25
/// plan.closingSentence   // "By April 25, you'll read Al-Mulk."
/// ```
public struct TermPlan: Hashable, Codable, Sendable {
    /// One of the term's three parts: its title and weeks.
    public struct Part: Hashable, Codable, Sendable {
        /// 1, 2 or 3.
        public let number: Int
        /// "Foundations".
        public let title: String
        /// The weeks it spans, e.g. 1...3.
        public let firstWeek: Int
        /// The last week it spans.
        public let lastWeek: Int

        /// A part.
        public init(number: Int, title: String, firstWeek: Int, lastWeek: Int) {
            self.number = number
            self.title = title
            self.firstWeek = firstWeek
            self.lastWeek = lastWeek
        }

        /// "Weeks 1–3".
        public var weeksText: String { firstWeek == lastWeek ? "Week \(firstWeek)" : "Weeks \(firstWeek)–\(lastWeek)" }
    }

    /// What a form or JSON body sends, as text: nothing is trusted until ``TermPlan/init(_:)`` reads it.
    public struct Input: Hashable, Codable, Sendable {
        public var name: String
        public var level: Int
        public var firstMonday: String
        public var weeks: Int?
        public var parts: [PartInput]?
        public var outcome: String
        public var revokeWindow: String?
        public var enrolmentOpens: String?
        public var priceOnce: String?
        public var priceMonthly: String?
        public var priceMonths: String?

        /// One part as sent.
        public struct PartInput: Hashable, Codable, Sendable {
            public var title: String
            public var firstWeek: Int
            public var lastWeek: Int
            public init(title: String, firstWeek: Int, lastWeek: Int) {
                self.title = title
                self.firstWeek = firstWeek
                self.lastWeek = lastWeek
            }
        }

        /// An input; parts default to the standard three (3, 6 and 6 weeks), the revoke window to 10 minutes.
        public init(
            name: String, level: Int, firstMonday: String, weeks: Int? = nil, parts: [PartInput]? = nil, outcome: String,
            revokeWindow: String? = nil, enrolmentOpens: String? = nil, priceOnce: String? = nil, priceMonthly: String? = nil,
            priceMonths: String? = nil
        ) {
            self.name = name
            self.level = level
            self.firstMonday = firstMonday
            self.weeks = weeks
            self.parts = parts
            self.outcome = outcome
            self.revokeWindow = revokeWindow
            self.enrolmentOpens = enrolmentOpens
            self.priceOnce = priceOnce
            self.priceMonthly = priceMonthly
            self.priceMonths = priceMonths
        }
    }

    /// The standard parts: Foundations (1–3), Tajweed rules (4–9), Application & review (10–15).
    public static let standardParts: [Input.PartInput] = [
        .init(title: "Foundations", firstWeek: 1, lastWeek: 3), .init(title: "Tajweed rules", firstWeek: 4, lastWeek: 9),
        .init(title: "Application & review", firstWeek: 10, lastWeek: 15),
    ]

    /// The longest name, part title and outcome.
    public static let nameLimit = 80
    public static let outcomeLimit = 300

    public let name: String
    public let levelNumber: Int
    public let firstMonday: LocalDate
    public let parts: [Part]
    /// What students can do by the end, following "you'll" ("read short sūrahs aloud…").
    public let outcome: String
    public let revokeWindowMinutes: Int
    public let enrolmentOpens: LocalDate?
    public let prices: [PriceOption]

    /// Always ``Term/standardWeekCount``.
    public var weekCount: Int { Term.standardWeekCount }

    /// Reads and checks `input`, field by field, in the form's order; throws the first broken rule.
    public init(_ input: Input) throws(AdminError) {
        name = try Self.text(input.name, field: "name", what: "The term's name", limit: Self.nameLimit)
        guard Level.numberRange.contains(input.level) else { throw .levelNumberOutOfRange(String(input.level)) }
        levelNumber = input.level
        guard let first = LocalDate(iso: input.firstMonday.trimmingCharacters(in: .whitespaces)) else { throw .firstDayMalformed }
        guard LocalDate.supportedRange.contains(first), LocalDate.supportedRange.contains(first.adding(days: 7 * 15)) else {
            throw .firstDayOutOfRange(first)
        }
        guard first.weekday == .monday else { throw .firstDayNotMonday(first) }
        firstMonday = first
        if let weeks = input.weeks, weeks != Term.standardWeekCount { throw .weekCountNotStandard(weeks) }
        let partInputs = input.parts ?? Self.standardParts
        guard partInputs.count == 3 else { throw .partsDoNotCoverTerm }
        var parts: [Part] = []
        var nextWeek = 1
        for (index, part) in partInputs.enumerated() {
            let title = try Self.text(part.title, field: "part\(index + 1)Title", what: "Part \(index + 1)'s title", limit: Self.nameLimit)
            guard part.firstWeek == nextWeek, part.lastWeek >= part.firstWeek, part.lastWeek <= Term.standardWeekCount else {
                throw .partsDoNotCoverTerm
            }
            parts.append(Part(number: index + 1, title: title, firstWeek: part.firstWeek, lastWeek: part.lastWeek))
            nextWeek = part.lastWeek + 1
        }
        guard nextWeek == Term.standardWeekCount + 1 else { throw .partsDoNotCoverTerm }
        self.parts = parts
        outcome = try Self.text(input.outcome, field: "outcome", what: "The closing outcome", limit: Self.outcomeLimit)
        let window = (input.revokeWindow ?? "10").trimmingCharacters(in: .whitespaces)
        guard let minutes = Int(window), RevokeWindow.allowedMinutes.contains(minutes) else { throw .revokeWindowOutOfRange(window) }
        revokeWindowMinutes = minutes
        let opensText = (input.enrolmentOpens ?? "").trimmingCharacters(in: .whitespaces)
        var prices: [PriceOption] = []
        if let once = try Self.money(input.priceOnce, field: "priceOnce") { prices.append(.once(once)) }
        if let each = try Self.money(input.priceMonthly, field: "priceMonthly") {
            let countText = (input.priceMonths ?? "").trimmingCharacters(in: .whitespaces)
            guard let count = Int(countText), let option = try? PriceOption.monthly(each, count: count) else {
                throw .priceInvalid(field: "priceMonths", reason: "Monthly plans run 2 to 12 months, not “\(countText)”.")
            }
            prices.append(option)
        }
        if opensText.isEmpty {
            enrolmentOpens = nil
        } else {
            guard let opens = LocalDate(iso: opensText), LocalDate.supportedRange.contains(opens) else { throw .enrolmentOpensMalformed }
            guard opens <= first else { throw .enrolmentOpensAfterStart(opens: opens, firstDay: first) }
            guard !prices.isEmpty else { throw .priceMissing }
            enrolmentOpens = opens
        }
        self.prices = prices
    }

    /// The Sunday Week 15 ends.
    public var lastDay: LocalDate { firstMonday.adding(days: 7 * weekCount - 1) }

    /// The part a week belongs to (1–3).
    public func partNumber(ofWeek week: Int) -> Int {
        parts.first { ($0.firstWeek...$0.lastWeek).contains(week) }?.number ?? 3
    }

    /// "By December 20, you'll read short sūrahs aloud…." — the Learn screen's closing line.
    public var closingSentence: String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
        ]
        let lowered = outcome.prefix(1).lowercased() + outcome.dropFirst()
        let end = lowered.hasSuffix(".") ? "" : "."
        return "By \(months[max(0, min(11, lastDay.month - 1))]) \(lastDay.day), you'll \(lowered)\(end)"
    }

    /// The term's offer to students (enrolment opening and prices), nil when enrolment has no opening date.
    public func offer(for term: Identifiers.ID<Term>) -> TermOffer? {
        enrolmentOpens.map { TermOffer(termID: term, opensOn: $0, prices: prices) }
    }

    /// Checks the plan against the programme: no overlap with another term of the same level, and a term that has
    /// started (its first day reached on the programme's calendar at `now`) keeps its first day.
    ///
    /// ```swift
    /// try plan.check(against: terms, replacing: fall, programmeZone: toronto, now: now)   // throws .firstDayLocked
    /// ```
    public func check(against terms: [Term], replacing current: Term?, programmeZone: ZonedCalendar, now: Date) throws(AdminError) {
        if let current, current.firstMonday != firstMonday, programmeZone.localDate(of: now) >= current.firstMonday {
            throw .firstDayLocked(name: current.name, startedOn: current.firstMonday)
        }
        let mine = firstMonday...lastDay
        for other in terms where other.level.number == levelNumber && other.id != current?.id {
            if (other.firstMonday...other.lastDay).overlaps(mine) {
                throw .overlapsTerm(name: other.name, firstDay: other.firstMonday, lastDay: other.lastDay)
            }
        }
    }

    /// The term this plan describes, with `id` and `level`.
    public func term(id: Identifiers.ID<Term>, level: Level) throws(AdminError) -> Term {
        do {
            return try Term(id: id, name: name, firstMonday: firstMonday, level: level)
        } catch {
            throw .firstDayNotMonday(firstMonday)
        }
    }

    /// A required text with its spaces collapsed, at most `limit` characters; `field` and `what` name it in the error.
    public static func text(_ raw: String, field: String, what: String, limit: Int) throws(AdminError) -> String {
        let text = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { throw .required(field: field, what: what) }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters(field: field, what: what)
        }
        guard text.count <= limit else { throw .tooLong(field: field, what: what, limit: limit) }
        return text
    }

    /// "$149", "149", "55.50" as money; nil for an empty field.
    static func money(_ raw: String?, field: String) throws(AdminError) -> Money? {
        var text = (raw ?? "").trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("$") { text.removeFirst() }
        guard !text.isEmpty else { return nil }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { !$0.isEmpty && $0.count <= 7 && $0.allSatisfy { ("0"..."9").contains($0) } }
        guard (1...2).contains(pieces.count), digits(pieces[0]), pieces.count == 1 || (pieces[1].count == 2 && digits(pieces[1])),
            let dollars = Int(pieces[0]), let cents = pieces.count == 2 ? Int(pieces[1]) : 0,
            let money = try? Money(cents: dollars * 100 + cents), money.cents > 0
        else { throw .priceInvalid(field: field, reason: "A price is an amount in dollars like 149 or 55.50, not “\(raw ?? "")”.") }
        return money
    }
}
