import Calendar
import Identifiers
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowScreens
import Routing
import Testing

/// #39 item 9: Leave returns to the screen that launched the live class, from a closed set of origins.
@Suite("Live class: where Leave goes")
struct LiveLeaveTests {
    static let booking = Identifiers.ID<OneToOneBooking>("b1")
    static let session = Identifiers.ID<LiveSession>("s1")
    static let day = LocalDate(iso: "2026-10-27")!

    @Test("A student goes back to Today, Sessions or the Appointment detail; anything else is Sessions")
    func student() {
        #expect(LiveClassScreen.leavePath(from: .today, isCoach: false) == "/today")
        #expect(LiveClassScreen.leavePath(from: .sessions, isCoach: false) == "/sessions")
        #expect(LiveClassScreen.leavePath(from: nil, isCoach: false) == "/sessions")
        #expect(
            LiveClassScreen.leavePath(from: .appointment, isCoach: false, appointment: (Self.booking, 9))
                == "/sessions/appointments/b1/9")
        // No appointment to return to (a group session): Sessions.
        #expect(LiveClassScreen.leavePath(from: .appointment, isCoach: false) == "/sessions")
        // A coach's origin on a student's screen is not a student's place.
        #expect(LiveClassScreen.leavePath(from: .schedule, isCoach: false) == "/sessions")
        #expect(LiveClassScreen.leavePath(from: .session, isCoach: false, coachDetail: (Self.session, Self.day)) == "/sessions")
    }

    @Test("A coach goes back to My schedule or the meeting's detail")
    func coach() {
        #expect(LiveClassScreen.leavePath(from: .schedule, isCoach: true) == "/coach/schedule")
        #expect(LiveClassScreen.leavePath(from: nil, isCoach: true) == "/coach/schedule")
        #expect(LiveClassScreen.leavePath(from: .today, isCoach: true) == "/coach/schedule")
        #expect(
            LiveClassScreen.leavePath(from: .session, isCoach: true, coachDetail: (Self.session, Self.day))
                == "/coach/sessions/s1/on/2026-10-27")
        #expect(LiveClassScreen.leavePath(from: .session, isCoach: true) == "/coach/schedule")
    }

    @Test("The origin is a closed set: only its own words parse")
    func closedSet() {
        #expect(LiveOrigin.allCases.map(\.rawValue) == ["today", "sessions", "appointment", "schedule", "session"])
        for text in ["https://evil.example", "/today", "Today", "", "today "] {
            if case .success = LiveOrigin.parse(parameter: text) { Issue.record("\(text) parsed") }
        }
        if case .success(let origin) = LiveOrigin.parse(parameter: "appointment") {
            #expect(origin == .appointment)
        } else {
            Issue.record("appointment did not parse")
        }
    }
}
