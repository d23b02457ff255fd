import HTTPServer
import Testing

@testable import JamaalApp

/// Jamaal's refusal enums, every case walked: each answers the status the rule gives it (docs/conventions.md, Status
/// codes) and says a sentence — words ending with a full stop or a question mark, as the copy rules say (#41: typed
/// refusals instead of hand-built `HTTPError`s).
@Suite struct RefusalStatusTests {
    static func isSentence(_ error: any HTTPResponseError) -> Bool {
        let message = error.httpError.message
        return !message.isEmpty && (message.hasSuffix(".") || message.hasSuffix("?"))
    }

    @Test func everyRefusalSaysASentenceWithAnErrorStatus() {
        let lists: [[any HTTPResponseError]] = [
            FocusRefusal.allCases, HabitRefusal.examples, TaskRefusal.allCases, StoreRefusal.examples, AccountRefusal.examples,
            PasskeyRefusal.examples,
        ]
        let refusals = lists.flatMap { $0 }
        for refusal in refusals {
            #expect(Self.isSentence(refusal), "\(refusal)")
            #expect((400...599).contains(refusal.httpError.status.code), "\(refusal)")
        }
    }

    @Test func eachRefusalHasItsStatus() {
        #expect(FocusRefusal.noneRunning.httpError.status == .notFound)
        #expect(FocusRefusal.nothingToChange.httpError.status == .conflict)
        #expect(FocusRefusal.noneRunning.httpError.message == FocusRefusal.nothingToChange.httpError.message)
        #expect(HabitRefusal.alreadyArchived.httpError.status == .conflict)
        #expect(HabitRefusal.notArchived.httpError.status == .conflict)
        #expect(HabitRefusal.fromNewerVersion.httpError.status == .conflict)
        #expect(HabitRefusal.timeNotReadable(slot: 2).httpError.field == "slot2")
        #expect(HabitRefusal.timeNotReadable(slot: 2).httpError.status == .unprocessableEntity)
        #expect(TaskRefusal.fromNewerVersion.httpError.status == .conflict)
        #expect(TaskRefusal.anchorNotToday.httpError.status == .notFound)
        #expect(TaskRefusal.anchorNotToday.httpError.field == "instance")
        #expect(TaskRefusal.planMovedOn.httpError.status == .conflict)
        #expect(StoreRefusal.wontOpen.httpError.status == .serviceUnavailable)
        #expect(StoreRefusal.nothingReadable.httpError.status == .conflict)
        #expect(StoreRefusal.couldNotSetAside(reason: "busy").httpError.status == .serviceUnavailable)
        #expect(StoreRefusal.alreadyHasPlan.httpError.status == .conflict)
        #expect(StoreRefusal.unusablePerson.httpError.status == .serviceUnavailable)
        #expect(StoreRefusal.readOnly.httpError.status == .forbidden)
        #expect(StoreRefusal.readOnly.httpError.message == ReadOnlyGate.message)
    }
}
