import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Categories and the Today filter")
struct CategoryTests {
    let now = Fixture.at("2026-10-27", "09:00")

    func list(_ count: Int) throws -> CategoryList {
        try (0..<count).reduce(CategoryList()) { list, index in
            try list.adding(id: ID("c\(index)"), name: "Cat \(index)", color: LabelColor.allCases[index % 5])
        }
    }

    @Test("The eighth active category is accepted, the ninth refused with what to do")
    func eightMax() throws {
        let seven = try list(7)
        let eight = try seven.adding(id: ID("c7"), name: "Eighth", color: .blue)
        #expect(eight.active.count == 8)
        #expect(thrown { try eight.adding(id: ID("c8"), name: "Ninth", color: .blue) } == .tooManyCategories)
        #expect(JamaalError.tooManyCategories.message == "You can have at most eight active categories — archive one first.")
        // Archiving one makes room; restoring it while eight are active is refused.
        let archived = try eight.archiving(ID("c0"), now: now)
        let nine = try archived.adding(id: ID("c8"), name: "Ninth", color: .blue)
        #expect(nine.active.count == 8 && nine.archived.map(\.id) == [ID("c0")])
        #expect(thrown { try nine.restoring(ID("c0")) } == .tooManyCategories)
        let restored = try archived.restoring(ID("c0"))
        #expect(restored.active.last?.id == ID("c0") && restored.archived.isEmpty)
    }

    @Test("Five label colours")
    func colours() {
        #expect(LabelColor.allCases.map(\.rawValue) == ["accent", "blue", "ochre", "plum", "slate"])
    }

    @Test("Names: required, trimmed, at most 30 characters, unique among active ones")
    func names() throws {
        let two = try list(2)
        #expect(thrown { try two.adding(id: ID("x"), name: "  ", color: .plum) } == .categoryNeedsName)
        #expect(thrown { try two.adding(id: ID("x"), name: "cat 1", color: .plum) } == .categoryNameTaken("Cat 1"))
        #expect(
            thrown { try two.adding(id: ID("x"), name: String(repeating: "a", count: 31), color: .plum) } == .categoryNameTooLong(limit: 30)
        )
        #expect(try two.adding(id: ID("x"), name: " Family ", color: .plum).active.last?.name == "Family")
        #expect(try two.renaming(ID("c1"), to: "Cat 1", color: .slate).category(ID("c1"))?.color == .slate)  // its own name is fine
        #expect(thrown { try two.renaming(ID("c1"), to: "Cat 0") } == .categoryNameTaken("Cat 0"))
        // An archived category's name can be reused.
        let archived = try two.archiving(ID("c0"), now: now)
        #expect(thrown { try archived.adding(id: ID("x"), name: "Cat 0", color: .plum) } == nil)
    }

    @Test("Reorder lists every active category once; archive and restore are checked")
    func reorder() throws {
        let three = try list(3)
        let reordered = try three.reordered([ID("c2"), ID("c0"), ID("c1")])
        #expect(reordered.active.map(\.id) == [ID("c2"), ID("c0"), ID("c1")])
        #expect(thrown { try three.reordered([ID("c2"), ID("c0")]) } == .reorderMismatch)
        #expect(thrown { try three.reordered([ID("c2"), ID("c0"), ID("c0")]) } == .reorderMismatch)
        let archived = try three.archiving(ID("c1"), now: now)
        #expect(thrown { try archived.archiving(ID("c1"), now: now) } == .categoryAlreadyArchived)
        #expect(thrown { try archived.restoring(ID("c0")) } == .categoryNotArchived)
        #expect(archived.category(ID("c1"))?.archivedAt == now)
    }

    @Test("Archived categories show in the picker only as a task's current selection")
    func picker() throws {
        let archived = try list(3).archiving(ID("c1"), now: now)
        #expect(archived.pickerOptions(current: nil).map(\.id) == [ID("c0"), ID("c2")])
        #expect(archived.pickerOptions(current: ID("c0")).map(\.id) == [ID("c0"), ID("c2")])
        #expect(archived.pickerOptions(current: ID("c1")).map(\.id) == [ID("c0"), ID("c2"), ID("c1")])
    }

    @Test("The filter narrows tasks only, reads “Nothing in Family today.” when empty, and clears at rollover")
    func filter() throws {
        let categories = try CategoryList().adding(id: ID("family"), name: "Family", color: .plum).adding(
            id: ID("work"), name: "Work", color: .blue)
        let today = Fixture.date("2026-10-27")
        let tasks = [Fixture.task("A", on: "2026-10-27", category: ID("work")), Fixture.task("B", on: "2026-10-27")]
        let work = TodayFilter(categoryID: ID("work"), day: today)
        #expect(work.apply(to: tasks, categories: categories, today: today) == .init(tasks: [tasks[0]], emptyLine: nil))
        let family = TodayFilter(categoryID: ID("family"), day: today)
        #expect(family.apply(to: tasks, categories: categories, today: today).emptyLine == "Nothing in Family today.")
        #expect(TodayFilter.Result.showAll == "Show all")
        // Next logical day: the filter no longer applies.
        let tomorrow = today.adding(days: 1)
        #expect(!family.isActive(today: tomorrow))
        #expect(family.apply(to: tasks, categories: categories, today: tomorrow).tasks == tasks)
        #expect(family.inheritedCategory(today: today) == ID("family") && family.inheritedCategory(today: tomorrow) == nil)
        // The meter stays whole-day: it reads all tasks, whatever the filter shows.
        let meter = CapacityReading(
            settings: Fixture.settings, override: nil, tasks: tasks, habits: [], entries: [], anchors: [], clock: Fixture.clock,
            now: Fixture.at("2026-10-27", "08:00"))
        #expect(meter.taskMinutes == 60)
    }
}
