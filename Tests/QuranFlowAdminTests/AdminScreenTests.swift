import Identifiers
import QuranFlowAdminScreens
import Testing

/// The admin screen models' own decisions, without a server: what a row says when something is missing, how a mail's
/// state is worded, and which part of the student page shows a refusal.
@Suite struct AdminScreenTests {
    @Test func aStudentRowSaysWhatIsMissing() {
        let screen = AdminStudentsScreen(
            rows: [
                .init(id: ID("s1"), name: "Sarah A.", email: "sarah@example.com", coach: nil, cohorts: []),
                .init(
                    id: ID("s2"), name: "Noor K.", email: "noor@example.com", coach: "Ustādha Amina", cohorts: ["Fall · I", "Fall · II"]),
            ], terms: [], coaches: [], term: nil, coach: nil)
        #expect(screen.title == "Students · 2")
        #expect(screen.rows.map(\.coach) == ["No coach yet", "Ustādha Amina"])
        #expect(screen.rows.map(\.cohorts) == ["Not enrolled", "Fall · I, Fall · II"])
        #expect(screen.rows.first?.link == "/admin/students/s1")
    }

    @Test func aMailSaysWhatHappenedToIt() {
        typealias Mail = AdminAccountsScreen.Mail
        #expect(Mail.label(state: "sent", attempts: 1, lastError: nil) == "sent")
        #expect(Mail.label(state: "pending", attempts: 0, lastError: nil) == "waiting")
        #expect(Mail.label(state: "pending", attempts: 2, lastError: "timeout") == "waiting (retrying: timeout)")
        #expect(Mail.label(state: "failed", attempts: 5, lastError: "refused") == "failed: refused")
    }

    @Test func aRefusalIsShownByThePartOfTheStudentPageWhoseFieldItNames() {
        let settings = AdminStudentScreen.Settings(
            id: ID("s1"), name: "Sarah Ahmed", email: "sarah@example.com", cityName: "Toronto", zoneIdentifier: "America/Toronto",
            year: nil, level: 2, coach: nil, cohorts: [])
        func screen(_ field: String) -> AdminStudentScreen {
            AdminStudentScreen(
                student: settings, coaches: [], levels: [], cohorts: [], reassignments: [],
                error: AdminFormError(message: "Wrong.", field: field))
        }
        let week = screen("week")
        #expect(week.alert == nil && week.enrolment.alert == "Wrong." && week.enrolment.weekError == "Wrong.")
        let city = screen("city")
        #expect(city.alert == "Wrong." && city.cityError == "Wrong." && city.enrolment.alert == nil)
        #expect(city.years.first { $0.isSelected }?.label == "Year 1")
        #expect(city.enrolledIn == nil && city.enrolment.history.isEmpty)
    }

    @Test func clocksAreWordedAsThePagesPrintThem() {
        #expect(AdminCoachScreen.clock(940) == "15:40")
        #expect(AdminReportsScreen.clock(42.9) == "0:42")
        #expect(AdminReportsScreen.clock(-1) == "—")
    }
}
