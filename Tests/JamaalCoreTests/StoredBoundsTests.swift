import Calendar
import Foundation
import Identifiers
import PrayerTimes
import Testing

@testable import JamaalCore

/// Issue 40: the bounds every stored record is held to are the forms' own, checked at their edges; and the arithmetic
/// on a value that got past them anyway saturates instead of trapping.
@Suite("Stored bounds and saturating arithmetic")
struct StoredBoundsTests {
    func problem(_ record: some BoundsChecked) -> String? {
        do {
            try record.checkBounds()
            return nil
        } catch {
            return error.field
        }
    }

    func task(effort: Int = 30, createdAt: Date = Fixture.at("2026-11-29", "10:00"), status: TaskStatus = .open) -> TaskItem {
        let base = Fixture.task("Write", on: "2026-11-29")
        return TaskItem(
            id: base.id, title: base.title, effort: Effort(uncheckedMinutes: effort), importance: .low, categoryID: nil,
            schedule: base.schedule, repeatRule: nil, note: "", status: status, deferrals: [], notes: [], createdAt: createdAt)
    }

    @Test("A task's effort is TK-01's 5 minutes to 12 hours; its instants fall between 1970 and 9999")
    func taskEdges() {
        #expect(problem(task(effort: 4)) == "effort")
        #expect(problem(task(effort: 5)) == nil)
        #expect(problem(task(effort: 720)) == nil)
        for effort in [721, Int.max, Int.min] { #expect(problem(task(effort: effort)) == "effort") }
        #expect(problem(task(createdAt: Date(timeIntervalSince1970: 0))) == nil)
        #expect(problem(task(createdAt: Date(timeIntervalSince1970: -1))) == "createdAt")
        #expect(problem(task(createdAt: StoredBounds.instants.upperBound)) == nil)
        #expect(problem(task(createdAt: StoredBounds.instants.upperBound + 1)) == "createdAt")
        for at in [1e300, -1e18, -1e300] {
            #expect(problem(task(createdAt: Date(timeIntervalSinceReferenceDate: at))) == "createdAt")
            #expect(problem(task(status: .done(at: Date(timeIntervalSinceReferenceDate: at)))) == "status.at")
        }
        #expect(problem(task(createdAt: Date(timeIntervalSinceReferenceDate: .nan))) == "createdAt")
    }

    @Test("A focus session: its estimate, its banked time and the instant it runs since")
    func sessionEdges() {
        func session(estimate: Int = 30, banked: TimeInterval = 0, since: Date = Fixture.at("2026-11-29", "10:00")) -> FocusSession {
            FocusSession(
                id: ID("s"), subject: .task(ID("t")), title: "Write", estimateMinutes: estimate, startedAt: since,
                day: Fixture.date("2026-11-29"), bankedSeconds: banked, state: .running(since: since))
        }
        #expect(problem(session()) == nil)
        #expect(problem(session(estimate: Int.max)) == "estimateMinutes")
        #expect(problem(session(estimate: 0)) == "estimateMinutes")
        #expect(problem(session(banked: -1)) == "bankedSeconds")
        #expect(problem(session(banked: .infinity)) == "bankedSeconds")
        #expect(problem(session(since: Date(timeIntervalSinceReferenceDate: -1e300))) == "startedAt")
    }

    @Test("The settings are ST-02's; a habit's numbers HB-03's; an entry's the stepper's")
    func settingsAndHabits() throws {
        #expect(throws: BoundsProblem.self) { try Fixture.settings.with(normalDayMinutes: Int.max).checkBounds() }
        #expect((try? Fixture.settings.with(normalDayMinutes: 960).checkBounds()) != nil)
        #expect(problem(Fixture.habit("Read", .timed(minutes: 600))) == nil)
        let read = Fixture.habit("Read", .timed(minutes: 20))
        for kind in ["timed:\(Int.max)", "timed:0", "counted:100", "avoid:21"] {
            let stored = Habit(
                id: read.id, name: read.name, kind: HabitKind(rawValue: kind), schedule: read.schedule, timesOfDay: read.timesOfDay,
                groupID: nil, pauses: [], archivedAt: nil, createdOn: read.createdOn)
            #expect(problem(stored) == "kind", "\(kind)")
        }
        let newer = Habit(
            id: read.id, name: read.name, kind: HabitKind(rawValue: "sleep:8"), schedule: read.schedule, timesOfDay: read.timesOfDay,
            groupID: nil, pauses: [], archivedAt: nil, createdOn: read.createdOn)
        #expect(problem(newer) == nil)  // a newer version's kind is shown as "Update Jamaal", not refused here
        #expect(problem(Fixture.entry(read, "2026-11-29", .minutes(Int.max, manual: true))) == "value")
        #expect(problem(Fixture.entry(read, "2026-11-29", .minutes(-600, manual: true))) == nil)
        #expect(problem(Fixture.entry(read, "2026-11-29", .count(Int.min))) == "value")
    }

    @Test("Prayer adjustments are the form's -60…60 minutes, in the engine")
    func adjustments() throws {
        let location = try PrayerLocation(latitude: 51.5, longitude: -0.12, zone: "Europe/London", source: .city("London"))
        #expect(throws: AnchorError.adjustmentOutOfRange(prayer: "fajr")) {
            try PrayerAnchor(location: location, method: .muslimWorldLeague, adjustments: PrayerAdjustments(fajr: 1_000_000))
        }
        #expect(throws: AnchorError.adjustmentOutOfRange(prayer: "isha")) {
            try PrayerAnchor(location: location, method: .muslimWorldLeague, adjustments: PrayerAdjustments(isha: -61))
        }
        _ = try PrayerAnchor(location: location, method: .muslimWorldLeague, adjustments: PrayerAdjustments(fajr: 60, isha: -60))
    }

    @Test("Arithmetic on a value past the bounds saturates: no trap, the nearest sane figure")
    func saturating() {
        #expect(Saturating.int(1e300) == Int.max)
        #expect(Saturating.int(-1e300) == Int.min)
        #expect(Saturating.int(.nan) == 0)
        #expect(Saturating.adding(Int.max, 1) == Int.max)
        #expect(Saturating.subtracting(Int.min, 1) == Int.min)
        #expect(Saturating.multiplying(Int.max, -2) == Int.min)
        #expect(DurationText.minutes(Int.min) == "153722867280912930 h 8 min")
        #expect(CapacityLevel.stretch.budget(normalDayMinutes: Int.max) == Int.max)
        #expect(CapacityLevel.steady.budget(normalDayMinutes: 415) == 332)
        let since = Date(timeIntervalSinceReferenceDate: -1e300)
        let session = FocusSession(
            id: ID("s"), subject: .task(ID("t")), title: "Write", estimateMinutes: Int.max, startedAt: since,
            day: Fixture.date("2026-11-29"), bankedSeconds: 1e300, state: .running(since: since))
        let now = Fixture.at("2026-11-29", "10:00")
        #expect(session.elapsedMinutes(now: now) == Int.max)
        #expect(!session.timerText(now: now).isEmpty)
        #expect(!session.isOverrun(now: now) || session.isOverrun(now: now))
        let tasks = [task(effort: Int.max), task(effort: Int.max), task(effort: Int.min)]
        let reading = CapacityReading(
            settings: Fixture.settings, override: nil, tasks: tasks, habits: [Fixture.habit("Read", .timed(minutes: 20))],
            entries: [], anchors: [], clock: Fixture.clock, now: now)
        #expect(reading.plannedMinutes > 0)
        // The calendar is asked about an instant past the bounds as the nearest one inside them: a day it can name.
        #expect(Fixture.clock.today(at: Date(timeIntervalSinceReferenceDate: 1e300)).year == 9998)
        #expect(Fixture.clock.today(at: Date(timeIntervalSinceReferenceDate: -1e300)).year == 1969)
        let done = [(day: Fixture.date("2026-11-28"), task: task(effort: Int.max, status: .done(at: now)))]
        #expect(NormalDaySuggestion.workByDay(doneTasks: done + done, habits: [], entries: [])[Fixture.date("2026-11-28")] == Int.max)
    }
}

extension CapacitySettings {
    /// These settings with another normal day, unchecked (as a stored body could hold it).
    fileprivate func with(normalDayMinutes minutes: Int) throws -> CapacitySettings {
        let data = try JSONEncoder().encode(self)
        var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        object["normalDayMinutes"] = minutes
        return try JSONDecoder().decode(CapacitySettings.self, from: try JSONSerialization.data(withJSONObject: object))
    }
}
