import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

/// "N–M days after last done" over many days (the Plant watering preset), and a rule made in the middle of a day:
/// what opens, what is open at once, and what can be missed — at midnight, a 03:00 rollover and a DST change.
@Suite("Anchors · recurrence boundaries")
struct AnchorRecurrenceBoundaryTests {
    typealias F = AnchorFixture

    /// Every instance of `rule` open at `now`, from the Anchor day containing `now` (own and carried).
    static func open(_ rule: AnchorRule, marks: [AnchorMark], clock: DayClock, at now: Date) -> [AnchorInstance] {
        AnchorDay(rules: [rule], marks: marks, day: clock.today(at: now), clock: clock).all.filter { $0.window.isOpen(at: now) }
    }

    @Test("The Plant watering preset's window is a day time: 08:00 on its first day to 20:00 on its third, never 00:00–00:00")
    func presetWindow() throws {
        let rule = F.scheduledRule("plants", title: "Plant watering", AnchorPreset.plantWatering.schedule(startsOn: F.date("2026-12-07")))
        let first = try #require(F.day([rule], "2026-12-07").instances.first)
        #expect(first.window.start == F.at("2026-12-07", "08:00", in: F.london))
        #expect(first.window.end == F.at("2026-12-09", "20:00", in: F.london))
        guard case .scheduled(let schedule) = rule.kind else { Issue.record("not scheduled"); return }
        #expect(schedule.slots.allSatisfy { $0.opens != $0.closes })
        #expect(schedule.slots.allSatisfy { $0.opens != LocalTime(hour: 0, minute: 0) })
    }

    @Test(
        "The next window opens N days after the day it was done, and two windows of one rule are never open at once",
        arguments: [
            // (clock, first day, min, max, days it is watered)
            ("London", "00:00", "2026-12-07", 3, 5, [1]),  // watered on the window's second day → opens 3 days later
            ("London", "00:00", "2026-12-07", 1, 3, [0, 1]),  // 1–3: watered on the first day — the next opens tomorrow
            ("London", "03:00", "2026-10-23", 2, 4, [0, 5]),  // a 03:00 rollover across the clocks going back (25 Oct)
            ("Toronto", "00:00", "2026-03-06", 3, 5, [2]),  // Toronto's clocks go forward on Sunday 8 March
        ] as [(String, String, String, Int, Int, [Int])])
    func doneCountsFromTheDay(zone: String, rollover: String, start: String, min: Int, max: Int, wateredOn: [Int]) throws {
        let calendar = zone == "London" ? F.london : F.toronto
        let clock = DayClock(calendar: calendar, rollover: LocalTime(iso: rollover)!)
        let schedule = try ScheduledAnchor(
            recurrence: .daysAfterLastDone(min: min, max: max),
            slots: [AnchorSlot(name: "Water", opens: F.time(8, 0), closes: F.time(20, 0))], durationMinutes: 10, placement: .flexible,
            startsOn: F.date(start))
        let rule = F.scheduledRule("plants", title: "Plant watering", schedule)
        var marks: [AnchorMark] = []
        var lastDone: LocalDate?
        for offset in 0..<12 {
            let day = F.date(start).adding(days: offset)
            let anchors = AnchorDay(rules: [rule], marks: marks, day: day, clock: clock)
            // A window opening today is exactly `min` days after the last watering (or the first, or one after a miss).
            if let opened = anchors.instances.first, let lastDone {
                #expect(lastDone.days(until: opened.day) >= min, "\(opened.day) after \(lastDone)")
            }
            if let done = lastDone, anchors.instances.isEmpty, done.days(until: day) == min {
                Issue.record("no window opened on \(day), \(min) days after watering on \(done)")
            }
            // Hour by hour through the day: never two windows of the rule open together.
            let interval = clock.interval(of: day)
            var now = interval.start
            while now < interval.end {
                #expect(Self.open(rule, marks: marks, clock: clock, at: now).count <= 1, "\(now)")
                now += 3600
            }
            if wateredOn.contains(offset) {
                let noon = clock.instant(of: F.time(12, 0), inLogicalDay: day)
                let open = try #require(Self.open(rule, marks: marks, clock: clock, at: noon).first, "nothing open on \(day)")
                marks.append(try AnchorMark.mark(.attended, on: open, id: ID("m\(offset)"), clock: clock, now: noon))
                lastDone = day
            }
        }
    }

    @Test("A prayer Anchor made at 10:05 marks nothing before it existed: no Fajr that morning, Dhuhr still ahead")
    func madeMidMorning() throws {
        let made = F.at("2026-11-29", "10:05", in: F.london)
        let rule = AnchorRule(
            id: ID("salah"), title: "Salah", kind: .prayer(F.salah()), createdOn: F.date("2026-11-29"), createdAt: made)
        let today = F.day([rule], "2026-11-29")
        #expect(today.instances.map(\.title) == ["Dhuhr", "Asr", "Maghrib", "Isha"])
        #expect(today.instances.allSatisfy { AnchorStatus.of($0, marks: [], at: made) != .missed })
        // The next day is whole, and an unmarked Fajr is missed as usual.
        let monday = F.day([rule], "2026-11-30")
        let fajr = F.instance("Fajr", in: monday)
        #expect(AnchorStatus.of(fajr, marks: [], at: fajr.window.end) == .missed)
        // The edge: a window that closed at the very instant the rule was made is not the rule's; a second later it is.
        let legacy = F.prayerRule(created: "2026-11-29")
        let fajrToday = F.instance("Fajr", in: F.day([legacy], "2026-11-29"))
        let atClose = AnchorRule(
            id: legacy.id, title: "Salah", kind: legacy.kind, createdOn: legacy.createdOn, createdAt: fajrToday.window.end)
        #expect(!atClose.owns(fajrToday))
        let justBefore = AnchorRule(
            id: legacy.id, title: "Salah", kind: legacy.kind, createdOn: legacy.createdOn, createdAt: fajrToday.window.lastSecond)
        #expect(justBefore.owns(fajrToday))
        // A rule stored before the instant was kept is bounded by its day only, as before.
        #expect(F.day([legacy], "2026-11-29").instances.first?.title == "Fajr")
        // The instant survives the stored form; editing keeps it.
        let decoded = AnchorRuleCoding.decode(try AnchorRuleCoding.encode(rule), storedID: rule.id)
        #expect(decoded.createdAt == made)
        #expect(try rule.edited(title: "Prayers", kind: rule.kind).createdAt == made)
    }

    @Test("A day's wellbeing record counts no missed Anchor from before the rule existed")
    func wellbeingIgnoresBefore() throws {
        let made = F.at("2026-11-29", "10:05", in: F.london)
        let rule = AnchorRule(
            id: ID("salah"), title: "Salah", kind: .prayer(F.salah()), createdOn: F.date("2026-11-29"), createdAt: made)
        let build = DayRecordBuilder(
            tasks: [], sessions: [], anchorRules: [rule], anchorMarks: [], habits: [], habitEntries: [], settings: try CapacitySettings(),
            clock: F.londonClock, openedDays: [F.date("2026-11-29")])
        let record = build.record(
            for: F.date("2026-11-29"), levelOverride: nil, nightPlanned: false, now: F.at("2026-11-30", "12:00", in: F.london))
        // Dhuhr, Asr, Maghrib and Isha closed unmarked after the rule existed; Fajr, over before it, is not counted.
        #expect(record.anchorsMissed == 4 && record.anchorsKept == 0)
    }
}
