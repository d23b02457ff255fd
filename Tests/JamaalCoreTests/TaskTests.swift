import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Tasks")
struct TaskTests {
    let now = Fixture.at("2026-10-27", "09:00")
    let today = Fixture.date("2026-10-27")

    func make(_ draft: TaskDraft, categories: [Category] = []) throws(JamaalError) -> TaskItem {
        try TaskItem(id: ID("t"), draft: draft, categories: categories, now: now)
    }

    @Test("A title is required (blank after trimming is refused) and kept under 200 characters")
    func title() throws {
        #expect(thrown { try make(TaskDraft(title: "  \n ")) } == .taskNeedsTitle)
        #expect(JamaalError.taskNeedsTitle.message == "Give the task a title.")
        #expect(try make(TaskDraft(title: "  Call the bank ")).title == "Call the bank")
        #expect(thrown { try make(TaskDraft(title: String(repeating: "a", count: 200))) } == nil)
        #expect(thrown { try make(TaskDraft(title: String(repeating: "a", count: 201))) } == .titleTooLong(limit: 200))
    }

    @Test("Effort: 30 min preselected, the four shortcuts, the stepper, and 5 min … 12 h")
    func effort() throws {
        #expect(TaskDraft(title: "x").effortMinutes == 30)
        #expect(Effort.shortcuts.map(\.label) == ["15m", "30m", "1h", "2h+"])
        #expect(Effort.shortcuts.map(\.minutes) == [15, 30, 60, 120])
        #expect(thrown { try Effort(minutes: 4) } == .effortOutOfRange)
        #expect(try Effort(minutes: 5).minutes == 5)
        #expect(try Effort(minutes: 720).minutes == 720)
        #expect(thrown { try Effort(minutes: 721) } == .effortOutOfRange)
        #expect(thrown { try make(TaskDraft(title: "x", effortMinutes: 0)) } == .effortOutOfRange)
        #expect(try Effort(minutes: 120).steppedUp.minutes == 125)
        #expect(try Effort(minutes: 5).steppedDown.minutes == 5)
        #expect(try Effort(minutes: 720).steppedUp.minutes == 720)
        #expect(JamaalError.effortOutOfRange.message == "Choose an effort between 5 minutes and 12 hours.")
    }

    @Test("Medium and high need a date and hide Someday; low without a date goes to the backlog")
    func importance() throws {
        for importance in [Importance.medium, .high] {
            #expect(thrown { try make(TaskDraft(title: "x", importance: importance)) } == .importantTaskNeedsDate)
            #expect(thrown { try make(TaskDraft(title: "x", importance: importance, schedule: .someday)) } == .importantTaskNeedsDate)
            #expect(thrown { try make(TaskDraft(title: "x", importance: importance, schedule: .date(today))) } == nil)
            #expect(!TaskDraft(title: "x", importance: importance).offersSomeday)
        }
        #expect(JamaalError.importantTaskNeedsDate.message == "A medium or high task needs a date.")
        let backlog = try make(TaskDraft(title: "x"))
        #expect(backlog.importance == .low && backlog.schedule == .backlog)
        #expect(TaskDraft(title: "x").offersSomeday)
        #expect(try make(TaskDraft(title: "x", schedule: .someday)).schedule == .someday)
    }

    @Test("A repeat needs a date, and a weekly repeat needs days")
    func repeatNeedsDate() {
        #expect(thrown { try make(TaskDraft(title: "x", repeatRule: .daily)) } == .repeatNeedsDate)
        #expect(thrown { try make(TaskDraft(title: "x", schedule: .someday, repeatRule: .monthly(day: 3))) } == .repeatNeedsDate)
        #expect(JamaalError.repeatNeedsDate.message == "A repeating task needs a date.")
        #expect(thrown { try make(TaskDraft(title: "x", schedule: .date(today), repeatRule: .weekly([]))) } == .weeklyRepeatNeedsDays)
        #expect(thrown { try make(TaskDraft(title: "x", schedule: .date(today), repeatRule: .weekly([.monday]))) } == nil)
    }

    @Test("The note is kept under 5,000 characters")
    func noteLength() {
        #expect(thrown { try make(TaskDraft(title: "x", note: String(repeating: "a", count: 5_000))) } == nil)
        #expect(thrown { try make(TaskDraft(title: "x", note: String(repeating: "a", count: 5_001))) } == .noteTooLong(limit: 5_000))
        #expect(JamaalError.noteTooLong(limit: 5_000).message == "Keep the note under 5,000 characters.")
    }

    @Test("A date that does not exist is refused with what to do")
    func impossibleDates() throws {
        #expect(thrown { try checkedDate(year: 2026, month: 2, day: 31) } == .dateDoesNotExist(year: 2026, month: 2, day: 31))
        #expect(JamaalError.dateDoesNotExist(year: 2026, month: 2, day: 31).message == "There is no 31 February.")
        #expect(JamaalError.dateDoesNotExist(year: 2026, month: 2, day: 29).message == "There is no 29 February 2026.")
        #expect(JamaalError.dateDoesNotExist(year: 2026, month: 13, day: 1).message == "There is no month 13 — pick a month from 1 to 12.")
        #expect(try checkedDate(year: 2028, month: 2, day: 29) == Fixture.date("2028-02-29"))
        #expect(thrown { try checkedDate(year: 2026, month: 4, day: 31) } != nil)
    }

    @Test("An archived category stays as the current selection but cannot be newly chosen")
    func archivedCategory() throws {
        let family = Category(id: ID("family"), name: "Family", color: .plum)
        let old = Category(id: ID("old"), name: "Old", color: .slate, archivedAt: now)
        let task = try make(TaskDraft(title: "x", categoryID: family.id), categories: [family, old])
        #expect(thrown { try make(TaskDraft(title: "x", categoryID: old.id), categories: [family, old]) } == .archivedCategory)
        #expect(thrown { try make(TaskDraft(title: "x", categoryID: ID("gone")), categories: [family]) } == .unknownCategory)
        // The task had Old before it was archived: an edit keeps it.
        let kept = TaskItem(
            id: task.id, title: "x", effort: .default, importance: .low, categoryID: old.id, schedule: .backlog, repeatRule: nil,
            note: "", status: .open, deferrals: [], notes: [], createdAt: now)
        var draft = kept.draft
        draft.title = "y"
        #expect(try kept.edited(draft, categories: [family, old]).categoryID == old.id)
        var medium = kept.draft
        medium.importance = .medium
        #expect(thrown { try kept.edited(medium, categories: [family, old]) } == .importantTaskNeedsDate)
    }

    @Test("Done is undoable at 4.999 s and not at 5 s; the finish note is a timestamped line")
    func doneUndo() throws {
        let task = Fixture.task("A", on: "2026-10-27")
        let done = try task.markedDone(now: now, note: "Sent the form")
        #expect(done.status == .done(at: now))
        #expect(done.notes.map(\.text) == ["Sent the form"])
        #expect(try done.undoingDone(now: now.addingTimeInterval(4.999)).status == .open)
        #expect(try done.undoingDone(now: now.addingTimeInterval(4.999)).notes.isEmpty)
        #expect(thrown { try done.undoingDone(now: now.addingTimeInterval(5)) } == .undoWindowClosed)
        #expect(thrown { try done.markedDone(now: now) } == .taskNotOpen)
        #expect(thrown { try task.undoingDone(now: now) } == .nothingToUndo)
        #expect(thrown { try task.markedDone(now: now, note: "two\nlines") } == .oneLineNoteOnly)
        #expect(try task.markedDone(now: now, note: "  trailing newline\n").notes.map(\.text) == ["trailing newline"])
        #expect(try task.markedDone(now: now, note: "  ").notes.isEmpty)
        #expect(thrown { try task.markedDone(now: now, note: String(repeating: "a", count: 140)) } == nil)
        #expect(thrown { try task.markedDone(now: now, note: String(repeating: "a", count: 141)) } == .oneLineNoteTooLong(limit: 140))
    }

    @Test("Drop is a soft delete with a five-second undo window")
    func dropUndo() throws {
        let task = Fixture.task("A", on: "2026-10-27")
        let dropped = try task.dropped(now: now)
        #expect(dropped.status == .dropped(at: now) && dropped.title == "A")
        #expect(!dropped.isDue(on: today))
        #expect(UndoWindow.isOpen(since: now, now: now))
        #expect(UndoWindow.isOpen(since: now, now: now.addingTimeInterval(4.999)))
        #expect(!UndoWindow.isOpen(since: now, now: now.addingTimeInterval(5)))
        #expect(!UndoWindow.isOpen(since: now, now: now.addingTimeInterval(-1)))
        #expect(try dropped.undoingDrop(now: now.addingTimeInterval(4.999)).status == .open)
        #expect(thrown { try dropped.undoingDrop(now: now.addingTimeInterval(5)) } == .undoWindowClosed)
        #expect(JamaalError.undoWindowClosed.message == "Too late to undo — the five seconds have passed.")
    }

    @Test("Next occurrence: daily, weekly on chosen days, monthly on the 31st uses the last day of shorter months")
    func nextOccurrence() {
        #expect(RepeatRule.daily.nextDate(after: Fixture.date("2026-12-31")) == Fixture.date("2027-01-01"))
        let monThu = RepeatRule.weekly([.monday, .thursday])
        #expect(monThu.nextDate(after: Fixture.date("2026-11-05")) == Fixture.date("2026-11-09"))  // Thu → Mon
        #expect(monThu.nextDate(after: Fixture.date("2026-11-09")) == Fixture.date("2026-11-12"))  // Mon → Thu
        #expect(RepeatRule.weekly([.tuesday]).nextDate(after: Fixture.date("2026-10-27")) == Fixture.date("2026-11-03"))
        let thirtyFirst = RepeatRule.monthly(day: 31)
        #expect(thirtyFirst.nextDate(after: Fixture.date("2027-01-31")) == Fixture.date("2027-02-28"))
        #expect(thirtyFirst.nextDate(after: Fixture.date("2027-02-28")) == Fixture.date("2027-03-31"))
        #expect(thirtyFirst.nextDate(after: Fixture.date("2027-03-31")) == Fixture.date("2027-04-30"))
        #expect(thirtyFirst.nextDate(after: Fixture.date("2028-01-31")) == Fixture.date("2028-02-29"))
        #expect(thirtyFirst.nextDate(after: Fixture.date("2026-12-31")) == Fixture.date("2027-01-31"))
        #expect(RepeatRule.unknown("yearly:3").nextDate(after: today) == nil)
    }

    @Test("The next occurrence of a late-finished repeating task is never in the past; Stop repeating keeps this one")
    func repeatingTask() throws {
        let task = Fixture.task("Pay rent", on: "2026-10-01", repeatRule: .monthly(day: 1))
        let next = task.nextOccurrence(id: ID("next"), today: today)
        #expect(next?.schedule == .date(Fixture.date("2026-11-01")))
        #expect(next?.id == ID("next") && next?.status == .open && next?.repeatRule == .monthly(day: 1))
        let daily = Fixture.task("Tidy", on: "2026-10-20", repeatRule: .daily)
        #expect(daily.nextOccurrence(id: ID("n"), today: today)?.schedule == .date(Fixture.date("2026-10-28")))
        let stopped = task.stoppedRepeating()
        #expect(stopped.repeatRule == nil && stopped.schedule == task.schedule)
        #expect(stopped.nextOccurrence(id: ID("n"), today: today) == nil)
    }

    @Test("A repeat rule from a newer version is kept as it is and reads Update Jamaal")
    func unknownRepeat() throws {
        #expect(RepeatRule(rawValue: "weekly:1,4") == .weekly([.monday, .thursday]))
        #expect(RepeatRule(rawValue: "monthly:31") == .monthly(day: 31))
        #expect(RepeatRule(rawValue: "daily") == .daily)
        for raw in ["yearly:03-01", "weekly:8", "monthly:32", "weekly:", "daily:2"] {
            #expect(RepeatRule(rawValue: raw) == .unknown(raw))
            #expect(RepeatRule(rawValue: raw).rawValue == raw)
        }
        #expect(RepeatRule.unknown("yearly:03-01").label == "Update Jamaal to see this")
        let data = try JSONEncoder().encode([RepeatRule.unknown("yearly:03-01"), .weekly([.friday, .monday])])
        #expect(String(decoding: data, as: UTF8.self) == #"["yearly:03-01","weekly:1,5"]"#)
        #expect(try JSONDecoder().decode([RepeatRule].self, from: data) == [.unknown("yearly:03-01"), .weekly([.friday, .monday])])
    }
}
