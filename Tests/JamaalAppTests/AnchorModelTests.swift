import Calendar
import Database
import Foundation
import Identifiers
import JamaalCore
import JamaalScreens
import PrayerTimes
import Testing

@testable import JamaalApp

/// The pieces the Anchors feature adds around the engine: form values read back into the same rule (what Edit relies
/// on), the Today row models at a window's edges, and the store keeping marks and raw rules.
@Suite("Anchors: forms, row models, store")
struct AnchorModelTests {
    static let london = ZonedCalendar(identifier: "Europe/London")!
    static let clock = DayClock(calendar: london)
    static let monday = LocalDate(year: 2026, month: 11, day: 30)

    @Test("Every preset's form values read back into the same schedule", arguments: AnchorPreset.allCases)
    func presetRoundTrip(preset: AnchorPreset) throws {
        let schedule = preset.schedule(startsOn: Self.monday)
        var (values, checked) = AnchorFormValues.of(schedule: schedule)
        values["title"] = preset == .custom ? "Tea with Mum" : preset.title
        let (_, kind) = try AnchorFormInput.scheduled(values, checked: checked, today: Self.monday)
        #expect(kind == .scheduled(schedule))
    }

    @Test("A prayer rule's form values read back into the same prayer Anchor (adjustments, rules and all)")
    func prayerRoundTrip() throws {
        let place = try PrayerLocation(latitude: 43.70011, longitude: -79.4163, zone: "America/Toronto", source: .city("Toronto, Canada"))
        let salah = try PrayerAnchor(
            location: place, method: .northAmerica, madhab: .hanafi, prayers: [.fajr, .maghrib, .isha], ishaEnd: .lastThird,
            durations: [.fajr: 20, .maghrib: 20, .isha: 20], adjustments: PrayerAdjustments(fajr: 2, isha: -3),
            highLatitudeRule: .seventhOfTheNight, polarResolution: .nearestDay)
        let rule = AnchorRule(id: ID("r"), title: "Salah", kind: .prayer(salah), createdOn: Self.monday)
        let (values, checked) = AnchorFormValues.of(rule)
        let (title, kind) = try AnchorFormInput.prayer(values, checked: checked)
        #expect(title == "Salah")
        #expect(kind == .prayer(salah))
    }

    @Test("An N–M form with M < N names recurrence.maxDays; a blank slot time names that slot's field")
    func refusalsNameTheField() {
        var values: [String: String] = [
            "title": "Plants", "recurrence": "daysAfter", "recurrence.minDays": "5", "recurrence.maxDays": "3", "slots[0].name": "Water",
            "slots[0].opens": "09:00", "slots[0].closes": "10:00",
        ]
        #expect(throws: AnchorFormRefusal.self) { try AnchorFormInput.scheduled(values, checked: [:], today: Self.monday) }
        do {
            _ = try AnchorFormInput.scheduled(values, checked: [:], today: Self.monday)
        } catch {
            #expect(error.field == "recurrence.maxDays")
        }
        values["recurrence.maxDays"] = "7"
        values["slots[1].name"] = "Feed"
        do {
            _ = try AnchorFormInput.scheduled(values, checked: [:], today: Self.monday)
            Issue.record("a slot without times was accepted")
        } catch {
            #expect(error.field == "slots[1].opens")
            #expect(error.message == "Slot 2's opening time must be a time like 08:15.")
        }
    }

    @Test("A row's actions at the window's edges: Attended from its first second to its last, nothing once closed")
    func rowAtEdges() throws {
        let opens = Self.london.instant(on: Self.monday, at: LocalTime(hour: 15, minute: 0))
        let window = try AnchorWindow(start: opens, end: opens.addingTimeInterval(30 * 60))
        let instance = AnchorInstance(
            ruleID: ID("run"), title: "School run · Pick-up", slot: "Pick-up", occurrence: Self.monday, day: Self.monday, window: window,
            durationMinutes: 30, placement: .fixed, group: "School run")
        func model(_ now: Date) -> AnchorInstanceModel {
            AnchorInstanceModel(instance: instance, status: AnchorStatus.of(instance, marks: [], at: now), clock: Self.clock, now: now)
        }
        // Mark ahead offers only what can be done before the window opens: never Attended.
        let before = model(opens.addingTimeInterval(-1))
        #expect(before.status == "upcoming")
        #expect(before.actions.map(\.outcome) == ["notToday", "someoneElseDidIt"])
        #expect(before.actions.allSatisfy { $0.isEnabled && $0.note == nil })
        #expect(model(opens).actions.map(\.outcome) == ["attended", "notToday", "someoneElseDidIt"])
        let last = model(window.lastSecond)
        #expect(last.actions.map(\.outcome) == ["attended", "notToday", "someoneElseDidIt"])
        #expect(last.windowBarPercent == 99)
        let closed = model(window.end)
        #expect(closed.status == "missed")
        #expect(closed.actions.isEmpty)
        #expect(closed.windowBarPercent == 100)
    }

    @Test("A group row shows members by slot name, folds when nothing is open, and counts Someone else did it as done")
    func groupRow() throws {
        let rule = AnchorRule(
            id: ID("run"), title: "School run", kind: .scheduled(AnchorPreset.schoolRun.schedule(startsOn: Self.monday)),
            createdOn: Self.monday)
        let day = AnchorDay(rules: [rule], marks: [], day: Self.monday, clock: Self.clock)
        let noon = Self.london.instant(on: Self.monday, at: LocalTime(hour: 12, minute: 0))
        let pickUp = try #require(day.instances.first { $0.slot == "Pick-up" })
        let mark = try AnchorMark.mark(.someoneElseDidIt, on: pickUp, id: ID("m"), clock: Self.clock, now: noon)
        let rows = AnchorTodayRow.rows(for: day, marks: [mark], clock: Self.clock, now: noon)
        #expect(rows.count == 1)
        #expect(rows[0].title == "School run 1/2")
        #expect(rows[0].members.map(\.title) == ["Drop-off", "Pick-up"])
        #expect(rows[0].isExpanded == false)
        #expect(rows[0].members.map(\.status) == ["missed", "someoneElseDidIt"])
    }

    @Test("Marks are appended, never replaced: two marks on one instance are both kept, the later one wins")
    func marksAppendOnly() throws {
        let env = try JamaalEnvironment.make(
            database: try SQLiteDatabase(path: ":memory:", poolSize: 1), clock: TimeSource(fixedAt: Date()))
        let day = Self.monday
        let at = Self.london.instant(on: day, at: LocalTime(hour: 15, minute: 5))
        let first = AnchorMark(
            id: ID("a"), instanceID: "run/Pick-up/2026-11-30", ruleID: ID("run"), slot: "Pick-up", instanceDay: day, markedOn: day,
            outcome: .attended, at: at)
        let second = AnchorMark(
            id: ID("b"), instanceID: first.instanceID, ruleID: first.ruleID, slot: "Pick-up", instanceDay: day, markedOn: day,
            outcome: .notToday, at: at.addingTimeInterval(60))
        try env.store.write { db in
            try db.append(first)
            try db.append(second)
        }
        let stored = try env.store.read { try $0.anchorMarks(ofRule: ID("run")) }
        #expect(stored == [first, second])
        #expect(throws: (any Error).self) { try env.store.write { try $0.append(first) } }
    }

    @Test("One transaction reads the marks once, and reads them again after it appends one")
    func marksKeptWithinTransaction() throws {
        let env = try JamaalEnvironment.make(database: try JamaalTestApp.freshDatabase(), clock: TimeSource(fixedAt: Date()))
        let day = Self.monday
        let at = Self.london.instant(on: day, at: LocalTime(hour: 15, minute: 5))
        func mark(_ id: String, _ minutes: Double) -> AnchorMark {
            AnchorMark(
                id: ID(id), instanceID: "run/Pick-up/2026-11-30", ruleID: ID("run"), slot: "Pick-up", instanceDay: day, markedOn: day,
                outcome: .attended, at: at.addingTimeInterval(minutes * 60))
        }
        try env.store.write { try $0.append(mark("a", 0)) }
        let (before, again, after) = try env.store.write { db in
            let before = try db.anchorMarks(since: day.adding(days: -400))
            let again = try db.anchorMarks(since: day.adding(days: -400))
            try db.append(mark("b", 1))
            return (before, again, try db.anchorMarks(since: day.adding(days: -400)))
        }
        #expect(before.map(\.id.rawValue) == ["a"] && again == before)
        #expect(after.map(\.id.rawValue) == ["a", "b"])
        #expect(try env.store.read { try $0.anchorMarks(since: day) }.count == 2)
    }
}
