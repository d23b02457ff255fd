import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowDemo
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowServer
import Routing
import Testing

/// The route declarations are the one source of links: every declared route prints paths its own router entry
/// matches and reads back to the same values, and every destination a screen can hold prints a path some route
/// serves with the destination's method.
@Suite struct RouteDeclarationTests {
    @Test func everyRoutePrintsAPathThatItselfMatchesAndReadsBack() throws {
        let app = try TestApp(testClock: true, demo: false)
        let router = app.app.routes.router
        var checked = 0
        for route in app.app.routes.routes {
            let endpoint = route.endpoint
            for sample in 0..<3 {
                let texts = endpoint.parameters.map { parameter in
                    let type = parameter.type
                    let valid = type.edgeCases.filter { (text: String) -> Bool in Self.parses(type, text) }
                    return valid.isEmpty ? "x" : valid[sample % valid.count]
                }
                let path = endpoint.template.path(texts)
                let decoded = path.removingPercentEncoding ?? path
                guard case .found(_, let captures, let matched, _) = router.match(endpoint.method, decoded) else {
                    Issue.record("\(endpoint.label): \(path) matches no route")
                    continue
                }
                #expect(
                    matched.pattern == endpoint.template.routerPattern && matched.method == endpoint.method,
                    "\(endpoint.label): \(path) reached \(matched)")
                #expect(try endpoint.reading(captures) == texts, "\(endpoint.label): \(path) read back differently")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    @Test func everyDestinationPrintsAServedPathWithItsMethod() throws {
        let app = try TestApp(demo: false)
        let router = app.app.routes.router
        let submission = Identifiers.ID<Submission>("s1")
        let session = Identifiers.ID<LiveSession>("l1")
        let destinations: [Destination] =
            [
                .today, .learn, .sessions, .profile, .lesson(week: 8), .liveClass(session), .sessionReminder(session), .calendarExport,
                .recordings, .review(submission), .studentRecord(Identifiers.ID("st1")), .coachStudents, .coachSchedule, .coachYou,
                .signOut, .record(week: 8), .video(week: 8, position: 1), .submission(submission), .feedback(submission), .submissions,
                .practice(submission, mark: 1), .notifications, .sessionDetail(session, LocalDate(year: 2026, month: 10, day: 27)),
                .weekAtGlance, .coachLive(session), .notificationSettings, .messageThread(Identifiers.ID("c1")), .coachMessages,
                .announcements, .manageAnnouncements,
                .coachMessageThread(Identifiers.ID("st1")), .reportIssue(from: try #require(OriginPath("/today"))), .ambient,
                .widgetDevices, .subscription, .manageSubscription, .cancelEnrolment, .profilePhoto(Identifiers.ID("st1")),
                .uploadProfilePhoto, .removeProfilePhoto, .billingPortal, .updatePaymentMethod, .welcomeLesson,
                .personalDetails, .privacy, .coachDetail(Identifiers.ID("c1")), .coachProfileForm, .quranScript, .onboarding(step: 1),
            ] + PersonalDetailField.allCases.map { .editPersonalDetail($0) } + QueueSortOrder.allCases.map { .coachQueue($0) }
        // Every kind but the external meeting link is covered above.
        #expect(Set(destinations.map(\.kind)) == Set(Destinations.Kind.allCases).subtracting([.meetingLink]))
        for destination in destinations {
            let action = ScreenAction(label: "x", destination: destination)
            let method: HTTPMethod = action.method == "post" ? .post : .get
            let path = String(action.href.split(separator: "?", maxSplits: 1).first ?? "")
            guard case .found = router.match(method, path.removingPercentEncoding ?? path) else {
                Issue.record("\(destination) prints \(action.href), which no \(method.rawValue) route serves")
                continue
            }
        }
    }

    /// A report of an issue names the screen it came from by its route's declaration: every screen declares its name,
    /// and its specification identifier when the spec has one ("Sak…").
    @Test func everyScreenDeclaresTheNameAReportCarries() throws {
        let app = try TestApp(demo: false)
        let screens = app.app.routes.routes.filter { route in
            if case .screen = route.endpoint.kind { true } else { false }
        }
        #expect(screens.count > 30)
        for route in screens {
            #expect(route.endpoint.kind.screenName?.isEmpty == false, "\(route.endpoint.label) declares no screen name")
            if let spec = route.endpoint.kind.specIdentifier {
                #expect(spec.hasPrefix("Sak") && spec.count > 3, "\(route.endpoint.label): \(spec) is not a spec identifier")
            }
        }
        #expect(QuranFlowRoute.today.kind.screenName == "Today" && QuranFlowRoute.today.kind.specIdentifier == "SakToday")
        #expect(QuranFlowRoute.coachQueue.kind.screenName == "Queue" && QuranFlowRoute.coachQueue.kind.specIdentifier == "SakCoachQueue")
    }

    static func parses(_ type: any PathParameter.Type, _ text: String) -> Bool {
        func open<P: PathParameter>(_ type: P.Type) -> Bool { P(parameter: text) != nil }
        return open(type)
    }
}
