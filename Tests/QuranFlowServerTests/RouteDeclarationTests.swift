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
        let origin = try #require(OriginPath("/today"))
        typealias R = QuranFlowRoute
        let destinations: [Destination] =
            [
                Destination(R.today), Destination(R.learn), Destination(R.sessions), Destination(R.profile), Destination(R.lesson, 8),
                Destination(R.liveClass, session), Destination(R.sessionReminderPage, session), Destination(R.termStartCalendar),
                Destination(R.recordings), Destination(R.review, submission), Destination(R.studentRecord, Identifiers.ID("st1")),
                Destination(R.coachStudents), Destination(R.coachSchedule), Destination(R.coachYou),
                Destination(R.signOut), Destination(R.record, 8), Destination(R.video, 8, 1), Destination(R.submission, submission),
                Destination(R.feedback, submission), Destination(R.submissions),
                Destination(R.practice, submission, 1), Destination(R.notifications),
                Destination(R.sessionDetail, session, LocalDate(year: 2026, month: 10, day: 27)),
                Destination(R.weekAtGlance), Destination(R.coachLive, session), Destination(R.notificationSettings),
                Destination(R.messageThread, Identifiers.ID("c1")), Destination(R.coachMessages),
                Destination(R.announcements), Destination(R.manageAnnouncements),
                Destination(R.coachMessageThread, Identifiers.ID("st1")),
                Destination(R.reportIssue, query: ReportQuery(from: origin)), Destination(R.ambient),
                Destination(R.widgetDevices), Destination(R.subscription), Destination(R.manageSubscription),
                Destination(R.cancelEnrolment), Destination(R.profilePhoto, Identifiers.ID("st1")),
                Destination(R.uploadProfilePhoto), Destination(R.removeProfilePhoto), Destination(R.openBillingPortal),
                Destination(R.updatePaymentMethod), Destination(R.welcomeLesson),
                Destination(R.personalDetails), Destination(R.privacy), Destination(R.coachDetail, Identifiers.ID("c1")),
                Destination(R.coachProfileForm), Destination(R.quranScript), Destination(R.onboarding, 1),
            ] + PersonalDetailField.allCases.map { $0.edit } + QueueSortOrder.allCases.map { Destination.coachQueue($0) }
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
