import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

/// The rules the habits screens added: groups, typed dates, the first partial week of a weekly target, and logging
/// on the DST days of the person's zone (Toronto: a 23-hour 8 March and a 25-hour 1 November 2026).
@Suite("Habit groups, typed dates, weekly first week, DST days")
struct HabitGroupTests {
    @Test("A group needs a name of at most 30 characters; renaming is checked the same way")
    func groupNames() throws {
        let group = try HabitGroup(id: ID("g"), name: "  Mornings ")
        #expect(group.name == "Mornings")
        #expect(thrown { try HabitGroup(id: ID("g"), name: "   ") } == .groupNeedsName)
        #expect(thrown { try HabitGroup(id: ID("g"), name: String(repeating: "a", count: 31)) } == .groupNameTooLong(limit: 30))
        #expect(try HabitGroup(id: ID("g"), name: String(repeating: "a", count: 30)).name.count == 30)
        #expect(thrown { try group.renamed("") } == .groupNeedsName)
        #expect(try group.renamed("Evenings") == HabitGroup(id: ID("g"), name: "Evenings"))
    }

    @Test("A typed date: a real one is read; one that does not exist or is not a date is refused with what to do")
    func typedDates() throws {
        #expect(try checkedDate(iso: "2026-11-29") == Fixture.date("2026-11-29"))
        #expect(try checkedDate(iso: "2028-02-29") == Fixture.date("2028-02-29"))
        #expect(thrown { try checkedDate(iso: "2026-02-29") } == .dateDoesNotExist(year: 2026, month: 2, day: 29))
        #expect(thrown { try checkedDate(iso: "2026-02-31") }?.message == "There is no 31 February.")
        #expect(thrown { try checkedDate(iso: "2026-13-01") }?.message == "There is no month 13 — pick a month from 1 to 12.")
        for text in ["", "yesterday", "2026-1-5", "2026/11/29", "2026-11-29T00:00", "-026-11-29"] {
            #expect(thrown { try checkedDate(iso: text) } == .dateNotReadable, "\(text)")
        }
    }

    @Test("A weekly target's first week is not judged unless the habit began on its Monday")
    func firstPartialWeek() {
        // Began Sunday 8 November; today Sunday 29 November: complete weeks 9–15, 16–22 (and 2–8, only one day old).
        let walk = Fixture.habit("Walk", .timed(minutes: 30), schedule: .timesAWeek(3), created: "2026-11-08")
        let days = ["2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-21"]
        let entries = days.map { Fixture.entry(walk, $0, .minutes(30, manual: true)) }
        let read = HabitRead(habit: walk, entries: entries, today: Fixture.date("2026-11-29"))
        #expect(read.health == .healthy)
        // The same habit begun on Monday 2 November has a complete first week with nothing done: it counts.
        let earlier = Fixture.habit("Walk", .timed(minutes: 30), schedule: .timesAWeek(3), created: "2026-11-02")
        #expect(HabitRead(habit: earlier, entries: entries, today: Fixture.date("2026-11-29")).health == .slipping)
        #expect(!HabitRead(habit: walk, entries: entries, today: Fixture.date("2026-11-29")).grids[0].joined().contains(.missed))
    }

    @Test(
        "On the 23-hour and 25-hour days a late log belongs to that logical day and the grid keeps seven days a week",
        arguments: [("2026-03-08", "23:30"), ("2026-11-01", "23:30"), ("2026-03-08", "00:30"), ("2026-11-01", "01:30")])
    func dstDays(day: String, time: String) throws {
        let clock = Fixture.clock
        let read = Fixture.habit("Read", .binary, created: "2026-01-01")
        let at = Fixture.at(day, time)
        let today = clock.today(at: at)
        #expect(today == Fixture.date(day))
        let length = clock.interval(of: today).duration / 3600
        #expect(length == (day == "2026-03-08" ? 23 : 25))
        let entry = try HabitLogRule.log(.done, to: read, day: today, entries: [], id: ID("e"), today: today, now: at)
        let grid = HabitRead(habit: read, entries: [entry], today: today).grids[0]
        #expect(grid.allSatisfy { $0.count == 7 })
        // Sunday is the last column of the last week.
        #expect(grid[5][6] == .met)
        #expect(grid[5][5] == .missed)
    }
}

@Suite("Habit tallies in the same instant")
struct HabitTallyOrderTests {
    @Test("Held then Undo in the same instant reads as not held; the reverse reads as held")
    func sameInstant() {
        let sweets = Fixture.habit("Sweets", .avoid(allowance: 1))
        let at = Fixture.at("2026-11-29", "21:00")
        let held = Fixture.entry(sweets, "2026-11-29", .held, at: at)
        let unheld = Fixture.entry(sweets, "2026-11-29", .unheld, at: at)
        #expect(!HabitDayTally(entries: [held, unheld]).isHeld)
        #expect(HabitDayTally(entries: [unheld, held]).isHeld)
        // Time still wins over the order given.
        let later = Fixture.entry(sweets, "2026-11-29", .held, at: at.addingTimeInterval(1))
        #expect(HabitDayTally(entries: [later, unheld]).isHeld)
    }
}
