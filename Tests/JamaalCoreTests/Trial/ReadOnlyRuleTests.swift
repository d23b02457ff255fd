import Foundation
import Testing

@testable import JamaalCore

@Suite("The read-only rule (F12, issue 19's decided edges)")
struct ReadOnlyRuleTests {
    /// Written out here, not derived from the rule: every action kind and whether read-only allows it.
    static let expected: [PersonAction: Bool] = [
        .view: true, .tickOffTask: true, .deferTask: true, .dropTask: true, .logHabit: true, .markAnchorOutcome: true,
        .runTimer: true, .filterCategory: true, .changeAppearance: true, .changeReminders: true, .dismiss: true,
        .exportData: true, .deleteData: true, .subscribe: true,
        .createTask: false, .editTask: false, .stopRepeating: false, .createHabit: false, .editHabit: false,
        .createAnchor: false, .editAnchor: false, .editCategories: false, .nightPlanning: false, .changeCapacity: false,
    ]

    @Test("Every action kind is in the table")
    func complete() {
        #expect(Set(Self.expected.keys) == Set(PersonAction.allCases))
    }

    @Test("Read-only allows living the day and locks shaping the plan", arguments: PersonAction.allCases)
    func rule(_ action: PersonAction) {
        #expect(Entitlement.readOnly(day: 15).allows(action) == Self.expected[action])
        #expect(Entitlement.trial(day: 14, daysLeft: 1).allows(action))
        #expect(Entitlement.subscribed(product: .monthly, expiresAt: .distantFuture).allows(action))
    }
}
