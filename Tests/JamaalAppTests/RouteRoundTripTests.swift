import Calendar
import Foundation
import HTTPServer
import Identifiers
import JamaalApp
import JamaalCore
import JamaalRoutes
import Routing
import Testing

/// Every declared Jamaal endpoint prints a path the app's router sends back to that same endpoint, with the same
/// method and equal typed values — for every sample each parameter type offers (its edge cases that parse) — and the
/// route table serves exactly the declared endpoints (and their JSON twins).
@Suite("Jamaal's endpoints print what they parse")
struct JamaalRouteRoundTripTests {
    /// The texts a parameter type is sampled with: its edge cases that parse.
    static func samples(_ type: any PathParameter.Type) -> [String] {
        type.edgeCases.filter { parses(type, $0) }
    }

    static func parses<P: PathParameter>(_ type: P.Type, _ text: String) -> Bool { P(parameter: text) != nil }

    /// Capture lists for `endpoint`: the i-th sample of every parameter (a parameter with fewer samples repeats its last).
    static func captureSets(_ endpoint: EndpointDescription) -> [[String]] {
        let perParameter = endpoint.parameters.map { samples($0.type) }
        guard let longest = perParameter.map(\.count).max() else { return [[]] }
        return (0..<longest).map { index in perParameter.map { $0.isEmpty ? "" : $0[min(index, $0.count - 1)] } }
    }

    @Test("Printing each endpoint's samples and matching the path through the router gives the endpoint and its values back")
    func everyEndpointRoundTrips() throws {
        let app = try JamaalTestApp(testClock: true)
        let router = app.app.application.router
        var checked = 0
        for declared in JamaalRoute.all {
            for endpoint in [declared.description] + (declared.twin.map { [$0] } ?? []) {
                for captures in Self.captureSets(endpoint) {
                    #expect(captures.allSatisfy { !$0.isEmpty }, "\(endpoint.label): a parameter type with no sample that parses")
                    let printed = try endpoint.template.path(declared.parseValues(captures).map(Self.text))
                    if endpoint.label == declared.description.label {
                        #expect(try declared.printPath(captures) == printed, "\(endpoint.label)")
                    }
                    let decoded = printed.removingPercentEncoding ?? printed
                    guard case .found(_, let matched, let route, _) = router.match(endpoint.method, decoded) else {
                        Issue.record("\(endpoint.label): \(printed) matches no route")
                        continue
                    }
                    #expect(
                        route.method == endpoint.method && route.pattern == endpoint.template.routerPattern,
                        "\(endpoint.label): \(printed) reached \(route)")
                    #expect(try declared.parseValues(matched) == declared.parseValues(captures), "\(endpoint.label): \(printed)")
                    checked += 1
                }
            }
        }
        #expect(checked > JamaalRoute.all.count)
    }

    /// A parsed value's text, as the endpoint prints it.
    static func text(_ value: AnyHashable) -> String {
        (value.base as? any PathParameter)?.parameterText ?? "\(value)"
    }

    @Test("The route table serves exactly the declared endpoints and their JSON twins")
    func tableServesTheDeclarations() throws {
        let app = try JamaalTestApp(testClock: true)
        let declared = Set(JamaalRoute.all.flatMap { [$0.description.label] + ($0.twin.map { [$0.label] } ?? []) })
        let registered = Set(app.app.routes.routes.map(\.endpoint.label))
        #expect(declared.subtracting(registered).isEmpty, "declared, not served: \(declared.subtracting(registered).sorted())")
        #expect(registered.subtracting(declared).isEmpty, "served, not declared: \(registered.subtracting(declared).sorted())")
        #expect(registered.count == app.app.application.router.routes.count)
        #expect(JamaalRoute.all.count > 80)
    }

    @Test("A repeating task's next occurrence (task~date) is reached by its detail link")
    func nextOccurrenceResolves() throws {
        let app = try JamaalTestApp()
        let client = app.client()
        #expect(client.post("/today/tasks/t-quran/done").status == .seeOther)
        let id = ID<TaskItem>("t-quran~2026-11-30")
        #expect(try app.env.store.read { try $0.task(id) } != nil)
        let path = JamaalRoute.task.path(id)
        #expect(path == "/today/tasks/t-quran~2026-11-30")
        #expect(client.get(path).status == .ok)
        #expect(client.get("/api/screens/tasks/t-quran~2026-11-30").json?["title"] as? String == "Revise Surah Al-Mulk")
    }

    @Test("Each typed query prints its present values in order and reads them back")
    func queriesRoundTrip() throws {
        func roundTrip<Q: RouteQuery>(_ query: Q, _ expected: String) throws {
            let printed = QueryItems.encoding(query)
            #expect(printed.queryString == expected)
            #expect(try printed.decode(Q.self, location: .query) == query)
        }
        let date = LocalDate(year: 2026, month: 11, day: 16)
        try roundTrip(UndoQuery(undo: .done, task: ID("t-quran~2026-11-30")), "undo=done&task=t-quran~2026-11-30")
        try roundTrip(UndoQuery(), "")
        try roundTrip(SettleQuery(next: ID("t-1")), "next=t-1")
        try roundTrip(CapacitySettingsQuery(saved: true), "saved=1")
        try roundTrip(CategoriesQuery(edit: ID("cat-work")), "edit=cat-work")
        try roundTrip(MoveCategoryQuery(to: .down), "to=down")
        try roundTrip(NewHabitQuery(kind: .avoid), "kind=avoid")
        try roundTrip(HabitDayQuery(day: CorrectionDay(date)), "day=2026-11-16")
        try roundTrip(
            PrayerFormQuery(q: "Saint John's", city: 2643123, from: .onboarding), "q=Saint%20John%27s&city=2643123&from=onboarding")
        try roundTrip(ScheduledAnchorQuery(preset: .plantWatering, from: .onboarding), "preset=plantWatering&from=onboarding")
        try roundTrip(PlaceSearchQuery(q: "Manchester"), "q=Manchester")
        #expect(ScheduledAnchorQuery(preset: ID<AnchorPreset>("tennis")).chosenPreset == nil)
        #expect(ScheduledAnchorQuery().chosenPreset == .custom)
    }

    @Test("A day that does not exist or lies outside 2000–2100 is out of range; one not shaped like a date is malformed")
    func correctionDays() {
        #expect(CorrectionDay.parse(parameter: "2026-11-16") == .success(CorrectionDay(LocalDate(year: 2026, month: 11, day: 16))))
        for text in ["2026-02-30", "2026-02-31", "1999-12-31", "2101-01-01", "9999-12-31"] {
            guard case .failure(.outOfRange) = CorrectionDay.parse(parameter: text) else {
                Issue.record("\(text) should be out of range")
                continue
            }
        }
        for text in ["", "2026-1-1", "20261116", "2026-11-1x", "٢٠٢٦-١١-١٦", String(repeating: "9", count: 600)] {
            guard case .failure(.malformed) = CorrectionDay.parse(parameter: text) else {
                Issue.record("\(text) should be malformed")
                continue
            }
        }
    }
}
