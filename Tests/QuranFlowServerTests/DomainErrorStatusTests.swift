import Accounts
import Foundation
import HTTPServer
import HTTPTestSupport
import Media
import QuranFlowCore
import QuranFlowRoutes
import ServerSupport
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence
@testable import QuranFlowServer

/// One status rule for every domain error (docs/conventions.md, Status codes): each case of each type answers a 4xx —
/// none can become a 500 — with not-yours-or-not-there 404, forbidden-now 409, a bad value 400/422, the wrong kind of
/// student 403.
@Suite struct DomainErrorStatusTests {
    static func isClientError(_ error: some HTTPResponseError) -> Bool {
        (400...499).contains(error.httpError.status.code)
    }

    @Test func everyLoopErrorIsA4xxAndSomeoneElsesIsA404() {
        #expect(LoopError.statusExamples.allSatisfy(Self.isClientError))
        #expect(LoopError.notYourStudent(studentFirstName: "Sarah").httpError.status == .notFound)
        #expect(!LoopError.notYourStudent(studentFirstName: "Sarah").httpError.message.contains("Sarah"))
        // The two mappings that used to disagree are settled by the rule.
        #expect(LoopError.wrongSubmission.httpError.status == .notFound)
        #expect(LoopError.noSuchWeek(week: 16).httpError.status == .notFound)
        #expect(LoopError.weekClosed(week: 8, deadline: "Sunday").httpError.status == .conflict)
        #expect(LoopError.playheadOutsideRecording(seconds: 1e20).httpError.field == "playhead")
        #expect(LoopError.reopeningEndsTooSoon.httpError.field == "until")
    }

    @Test func everyBookingErrorIsA4xx() {
        #expect(BookingError.statusExamples.allSatisfy(Self.isClientError))
        #expect(BookingError.yearOneStudent.httpError.status == .forbidden)
        #expect(BookingError.studentBusy("9:20 AM").httpError.status == .conflict)
        #expect(BookingError.weeksTaken(weeks: [9, 12], time: "9:20 AM on Tuesdays").httpError.status == .conflict)
        #expect(BookingError.outsideTerm(week: 16, termName: "Fall 2026").httpError.status == .unprocessableEntity)
        #expect(BookingError.notFound.httpError.status == .notFound)
    }

    @Test func everyRepeatedRefusalIsA4xxWithItsWords() {
        #expect(Refusal.allCases.allSatisfy { Self.isClientError($0) })
        #expect(Refusal.noSuchSession.httpError.status == .notFound)
        #expect(Refusal.noSuchSession.httpError.message == "That session was not found.")
        #expect(Refusal.coachProfilePending.httpError.status == .conflict)
    }

    /// Lists of refusals of different types, as one.
    static func all(_ lists: [any HTTPResponseError]...) -> [any HTTPResponseError] { lists.flatMap { $0 } }

    /// A refusal's words as the copy rules want them: a sentence, ending with a full stop or a question mark.
    static func isSentence(_ error: any HTTPResponseError) -> Bool {
        let message = error.httpError.message
        return !message.isEmpty && (message.hasSuffix(".") || message.hasSuffix("?"))
    }

    /// Every case of every area's refusal enum, walked: its status is the one the rule gives it and its words are a
    /// sentence (#41: typed refusals instead of hand-built `HTTPError`s).
    @Test func everyAreaRefusalHasItsStatusAndASentence() {
        let refusals = Self.all(
            Refusal.allCases, BookingRefusal.examples, ScheduleRefusal.examples, LearnRefusal.examples, LoopRefusal.examples,
            DeviceRefusal.examples, AdminRefusal.examples, BillingRefusal.examples)
        // The server's own lack (no push keys, no Stripe) is a 503, Stripe's failure a 502; everything else is the client's.
        let serverSide = Set(
            Self.all([DeviceRefusal.pushNotConfigured], BillingRefusal.examples.filter { $0 != .noBillingAccount }).map(\.httpError.message)
        )
        for refusal in refusals {
            #expect(Self.isSentence(refusal), "\(refusal)")
            let code = refusal.httpError.status.code
            #expect(serverSide.contains(refusal.httpError.message) ? (502...503).contains(code) : (400...499).contains(code), "\(refusal)")
        }
        #expect(Refusal.weekNotATermWeek.httpError.field == "week")
        #expect(Refusal.onNotABoolean.httpError.status == .badRequest)
        #expect(BookingRefusal.notACoach("c-9").httpError.message == "“c-9” is not a coach of the programme.")
        #expect(BookingRefusal.timeNotInWeek(9).httpError.status == .unprocessableEntity)
        #expect(ScheduleRefusal.notStarted.httpError.status == .conflict)
        #expect(ScheduleRefusal.speakerNotPresent.httpError.field == "speaker")
        #expect(LearnRefusal.weekNotStarted(8).httpError.message == "Week 8 has not started yet.")
        #expect(LoopRefusal.studentNotPlaced.httpError.status == .conflict)
        #expect(DeviceRefusal.widgetsNotForAdmins.httpError.status == .forbidden)
        #expect(DeviceRefusal.settingNotBoolean("feedback").httpError.field == "feedback")
        #expect(AdminRefusal.transcriptTooLarge.httpError.status == .payloadTooLarge)
        #expect(AdminRefusal.unusableUpload(lessonVideo: true, field: "video").httpError.status == .unsupportedMediaType)
        #expect(AdminRefusal.noSuchLevel(9).httpError.message == AdminError.noSuchLevel(9).message)
        #expect(BillingRefusal.noBillingAccount.httpError.status == .conflict)
        #expect(BillingRefusal.stripeRefused(detail: "").httpError.status == .badGateway)
    }

    /// The kernel's typed refusals beside ``NotFound``: a thing gone is 410, a state that forbids the action 409, a
    /// field of a JSON or query body named by its coding key.
    @Test func goneConflictAndAKeyedFieldRefusalSayTheirStatusAndField() {
        #expect(Gone(LoopError.alreadyRevoked.message).httpError.status.code == 410)
        #expect(Gone(LoopError.alreadyRevoked.message).httpError.message == LoopError.alreadyRevoked.message)
        #expect(Conflict("Finish step 2 first.").httpError.status == .conflict)
        let keyed = FieldRefusal(InsightsQuery.CodingKeys.to, "Give both dates, or neither.")
        #expect(keyed.httpError.field == "to")
        #expect(keyed.httpError.status == .unprocessableEntity)
        #expect(FieldRefusal(InsightsQuery.CodingKeys.from, "No.", malformed: true).httpError.status == .badRequest)
        #expect(QuranScriptError.sizeOutOfRange(99).httpError.field == "size")
        #expect(QuranScriptError.unknownFace("x").httpError.status == .unprocessableEntity)
    }

    @Test func everyAccountTermAndMediaErrorIsA4xxOrNamesTheMissingTool() {
        #expect(AccountError.statusExamples.allSatisfy(Self.isClientError))
        #expect(TermError.statusExamples.allSatisfy(Self.isClientError))
        #expect(AdminError.statusExamples.allSatisfy(Self.isClientError))
        #expect(MessageError.statusExamples.allSatisfy(Self.isClientError))
        #expect(AnnouncementError.statusExamples.allSatisfy(Self.isClientError))
        #expect(ReportError.statusExamples.allSatisfy(Self.isClientError))
        #expect(StoreError.statusExamples.allSatisfy(Self.isClientError))
        #expect(CoachProfileError.statusExamples.allSatisfy { $0.httpError.status == .unprocessableEntity })
        for unavailable in [StoreError.noRecordingsPlace, .noDataDirectory, .saveFailed] {
            #expect(unavailable.httpError.status == .serviceUnavailable)
        }
        for kind in [MediaError.Kind.empty, .tooLarge, .unsupportedType, .corrupt, .tooLong, .timedOut, .failed] {
            #expect(Self.isClientError(MediaError(kind, "refused")), "\(kind)")
        }
        #expect(MediaError(.toolMissing, "no ffmpeg").httpError.status == .serviceUnavailable)
    }

    /// A handler that throws a domain error without converting it still answers that error's status, in HTML and JSON.
    @Test func anUnconvertedDomainErrorReachesTheClientWithItsStatus() throws {
        let routes = AppRoutes(product: QuranFlowProduct(environment: try TestApp().app.environment))
        routes.router.add(.get, "/api/loop") { _ in throw LoopError.weekClosed(week: 8, deadline: "Sunday 11:59 PM") }
        routes.router.add(.get, "/booking") { _ in throw BookingError.yearOneStudent }
        let app = routes.application(middlewares: [])
        let loop = app.respond(to: Request(method: .get, path: "/api/loop"))
        #expect(loop.status == .conflict)
        #expect(loop.text.contains("Week 8"))
        #expect(app.respond(to: Request(method: .get, path: "/booking")).status == .forbidden)
    }
}
