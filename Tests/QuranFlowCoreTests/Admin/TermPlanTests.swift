import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import Testing

@Suite struct TermPlanTests {
    static let toronto = ZonedCalendar.resolving("America/Toronto")
    static let levelII = try! Level(number: 2, name: "Reading with fluency")

    static func input(
        _ first: String = "2027-01-11", name: String = "Spring 2027", window: String? = nil, parts: [TermPlan.Input.PartInput]? = nil,
        opens: String? = nil, once: String? = nil, monthly: String? = nil, months: String? = nil
    ) -> TermPlan.Input {
        TermPlan.Input(
            name: name, level: 2, firstMonday: first, parts: parts, outcome: "Read Al-Mulk with steady tajweed", revokeWindow: window,
            enrolmentOpens: opens, priceOnce: once, priceMonthly: monthly, priceMonths: months)
    }

    static func term(_ id: String, _ first: String, level: Level = levelII) throws -> Term {
        try Term(id: ID(id), name: id, firstMonday: try #require(LocalDate(iso: first)), level: level)
    }

    /// An instant given as Toronto wall-clock time.
    static func toronto(_ date: String, _ hour: Int, _ minute: Int) throws -> Date {
        toronto.instant(on: try #require(LocalDate(iso: date)), at: LocalTime(hour: hour, minute: minute))
    }

    @Test func aTermStartsOnAMondayNotTheSundayBefore() throws {
        #expect(throws: AdminError.firstDayNotMonday(LocalDate(year: 2027, month: 1, day: 10))) { try TermPlan(Self.input("2027-01-10")) }
        #expect(throws: AdminError.firstDayNotMonday(LocalDate(year: 2027, month: 1, day: 12))) { try TermPlan(Self.input("2027-01-12")) }
        let plan = try TermPlan(Self.input("2027-01-11"))
        #expect(plan.firstMonday == LocalDate(year: 2027, month: 1, day: 11))
        #expect(plan.lastDay == LocalDate(year: 2027, month: 4, day: 25))
        #expect(plan.weekCount == 15)
        #expect(throws: AdminError.firstDayMalformed) { try TermPlan(Self.input("next monday")) }
    }

    @Test func aNameIsRequiredAndTermsAreAlwaysFifteenWeeks() {
        #expect(throws: AdminError.required(field: "name", what: "The term's name")) { try TermPlan(Self.input(name: "   ")) }
        var fourteen = Self.input()
        fourteen.weeks = 14
        #expect(throws: AdminError.weekCountNotStandard(14)) { try TermPlan(fourteen) }
    }

    @Test func theRevokeWindowIsFiveToTenMinutes() throws {
        #expect(throws: AdminError.revokeWindowOutOfRange("4")) { try TermPlan(Self.input(window: "4")) }
        #expect(try TermPlan(Self.input(window: "5")).revokeWindowMinutes == 5)
        #expect(try TermPlan(Self.input(window: "10")).revokeWindowMinutes == 10)
        #expect(throws: AdminError.revokeWindowOutOfRange("11")) { try TermPlan(Self.input(window: "11")) }
        #expect(try TermPlan(Self.input()).revokeWindowMinutes == 10)
    }

    @Test func threePartsWithTitlesCoverWeeksOneToFifteen() throws {
        let plan = try TermPlan(Self.input())
        #expect(plan.parts.map(\.title) == ["Foundations", "Tajweed rules", "Application & review"])
        #expect(plan.partNumber(ofWeek: 3) == 1)
        #expect(plan.partNumber(ofWeek: 4) == 2)
        #expect(plan.partNumber(ofWeek: 15) == 3)
        let gap: [TermPlan.Input.PartInput] = [
            .init(title: "A", firstWeek: 1, lastWeek: 5), .init(title: "B", firstWeek: 7, lastWeek: 10),
            .init(title: "C", firstWeek: 11, lastWeek: 15),
        ]
        #expect(throws: AdminError.partsDoNotCoverTerm) { try TermPlan(Self.input(parts: gap)) }
        let short: [TermPlan.Input.PartInput] = [
            .init(title: "A", firstWeek: 1, lastWeek: 5), .init(title: "B", firstWeek: 6, lastWeek: 10),
            .init(title: "C", firstWeek: 11, lastWeek: 14),
        ]
        #expect(throws: AdminError.partsDoNotCoverTerm) { try TermPlan(Self.input(parts: short)) }
        let untitled: [TermPlan.Input.PartInput] = [
            .init(title: "A", firstWeek: 1, lastWeek: 5), .init(title: " ", firstWeek: 6, lastWeek: 10),
            .init(title: "C", firstWeek: 11, lastWeek: 15),
        ]
        #expect(throws: AdminError.required(field: "part2Title", what: "Part 2's title")) { try TermPlan(Self.input(parts: untitled)) }
        #expect(
            try TermPlan(
                Self.input(parts: [
                    .init(title: "A", firstWeek: 1, lastWeek: 1), .init(title: "B", firstWeek: 2, lastWeek: 14),
                    .init(title: "C", firstWeek: 15, lastWeek: 15),
                ])
            ).parts[2].weeksText == "Week 15")
    }

    @Test func theClosingSentenceNamesTheLastDay() throws {
        #expect(try TermPlan(Self.input()).closingSentence == "By April 25, you'll read Al-Mulk with steady tajweed.")
    }

    @Test func enrolmentOpensByTheFirstDayWithAPrice() throws {
        let plan = try TermPlan(Self.input(opens: "2026-12-14", once: "$149", monthly: "55", months: "3"))
        let offer = try #require(plan.offer(for: ID("spring")))
        #expect(offer.pricesText == "$149 once or $55/mo three months")
        #expect(throws: AdminError.priceMissing) { try TermPlan(Self.input(opens: "2026-12-14")) }
        #expect(
            throws: AdminError.enrolmentOpensAfterStart(
                opens: LocalDate(year: 2027, month: 1, day: 12), firstDay: LocalDate(year: 2027, month: 1, day: 11))
        ) {
            try TermPlan(Self.input(opens: "2027-01-12", once: "149"))
        }
        #expect(try TermPlan(Self.input(opens: "2027-01-11", once: "149")).enrolmentOpens == LocalDate(year: 2027, month: 1, day: 11))
        #expect(throws: AdminError.self) { try TermPlan(Self.input(opens: "2026-12-14", once: "1e9")) }
        #expect(throws: AdminError.self) { try TermPlan(Self.input(opens: "2026-12-14", monthly: "55", months: "13")) }
        #expect(try TermPlan(Self.input()).offer(for: ID("x")) == nil)
    }

    @Test func termsOfOneLevelMayNotOverlapByEvenADay() throws {
        let fall = try Self.term("fall-2026", "2026-09-07")  // ends Sunday 2026-12-20
        let now = try Self.toronto("2026-08-01", 12, 0)
        // Starting the Monday after Fall's last Sunday is fine; a week earlier overlaps by its last week.
        try TermPlan(Self.input("2026-12-21")).check(against: [fall], replacing: nil, programmeZone: Self.toronto, now: now)
        #expect(throws: AdminError.overlapsTerm(name: "fall-2026", firstDay: fall.firstMonday, lastDay: fall.lastDay)) {
            try TermPlan(Self.input("2026-12-14")).check(against: [fall], replacing: nil, programmeZone: Self.toronto, now: now)
        }
        // Terms touch without overlapping: one ending Sunday 6 Sept is fine; a Monday later it overlaps Fall's first week.
        try TermPlan(Self.input("2026-05-25")).check(against: [fall], replacing: nil, programmeZone: Self.toronto, now: now)
        #expect(throws: AdminError.self) {
            try TermPlan(Self.input("2026-06-01")).check(against: [fall], replacing: nil, programmeZone: Self.toronto, now: now)
        }
        // Another level's term may share the weeks.
        let levelI = try Level(number: 1, name: "Foundations")
        try TermPlan(Self.input("2026-09-07")).check(
            against: [try Self.term("l1", "2026-09-07", level: levelI)], replacing: nil, programmeZone: Self.toronto, now: now)
        // A term does not overlap itself when edited.
        try TermPlan(Self.input("2026-09-14")).check(against: [fall], replacing: fall, programmeZone: Self.toronto, now: now)
    }

    @Test func aStartedTermKeepsItsFirstDayFromMidnightProgrammeLocal() throws {
        let fall = try Self.term("fall-2026", "2026-09-07")
        let moved = try TermPlan(Self.input("2026-09-14"))
        let sundayNight = try Self.toronto("2026-09-06", 23, 59)
        let mondayMidnight = try Self.toronto("2026-09-07", 0, 0)
        try moved.check(against: [fall], replacing: fall, programmeZone: Self.toronto, now: sundayNight)
        #expect(throws: AdminError.firstDayLocked(name: "fall-2026", startedOn: fall.firstMonday)) {
            try moved.check(against: [fall], replacing: fall, programmeZone: Self.toronto, now: mondayMidnight)
        }
        // Monday 00:00 in Toronto is already Monday 04:00 UTC; 03:59 UTC is still Sunday there.
        try moved.check(against: [fall], replacing: fall, programmeZone: Self.toronto, now: mondayMidnight.addingTimeInterval(-60))
        // The other fields of a started term can still change.
        try TermPlan(Self.input("2026-09-07", name: "Fall 2026 (renamed)")).check(
            against: [fall], replacing: fall, programmeZone: Self.toronto, now: mondayMidnight)
    }
}
