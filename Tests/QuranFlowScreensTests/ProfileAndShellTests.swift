import Foundation
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import Testing

@Suite("Profile and shells")
struct ProfileAndShellTests {
    @Test("Profile: frontispiece, stats with — for what the data cannot tell, coach panel, Sign out")
    func profile() throws {
        let screen = ProfileScreen.make(DemoWorld.studentWorld(at: "2026-10-27T13:48:00-04:00"), destinations: .current)
        #expect(screen.initial == "S")
        #expect(screen.fullName == "Sarah Ahmed")
        #expect(screen.levelLine == "Level II · Reading with fluency")
        #expect(screen.stats.map(\.value) == ["7", "7", "—"])
        #expect(screen.stats.map(\.label) == ["weeks done", "submissions", "attendance"])
        #expect(screen.coach.name == "Ust. Amina al-Qārī")
        #expect(screen.coach.detail == "Cairo")  // this fixture's coach has no certified levels
        #expect(screen.coachDetail?.label == "Coach detail" && screen.coachDetail?.href.hasPrefix("/profile/coach/") == true)
        #expect(screen.coach.message?.label == "Message" && screen.coach.message?.kind == .messages)
        #expect(screen.signOut?.href == "/sign-out")
        #expect(screen.signOut?.method == "post")
        // Without messaging (an older build's registry), no Message control.
        #expect(
            ProfileScreen.make(DemoWorld.studentWorld(at: "2026-10-27T13:48:00-04:00"), destinations: Destinations([.profile])).coach
                .message == nil)
    }

    @Test("Profile before the term shows dashes, not zeros")
    func profileBeforeTerm() {
        let screen = ProfileScreen.make(DemoWorld.studentWorld(at: "2026-09-01T09:00:00-04:00"), destinations: .current)
        #expect(screen.stats.map(\.value) == ["—", "—", "—"])
    }

    @Test("Profile in Week 1 with a missed circle shows attendance —, never 0%; from Week 2 a 0% is said plainly")
    func profileFirstWeekAttendance() {
        let weekOne = ProfileScreen.make(DemoWorld.studentWorld(at: "2026-09-09T12:00:00-04:00"), attendance: 0, destinations: .current)
        #expect(weekOne.stats[2].value == "—")
        let weekTwo = ProfileScreen.make(DemoWorld.studentWorld(at: "2026-09-16T12:00:00-04:00"), attendance: 0, destinations: .current)
        #expect(weekTwo.stats[2].value == "0%")
        let attended = ProfileScreen.make(DemoWorld.studentWorld(at: "2026-09-09T12:00:00-04:00"), attendance: 50, destinations: .current)
        #expect(attended.stats[2].value == "50%")
    }

    @Test("Student shell: four tabs, current marked, missing screens disabled with a Soon hint")
    func studentShell() {
        let shell = StudentShell.make(current: .today, destinations: .current)
        #expect(shell.tabs.map(\.label) == ["Today", "Learn", "Sessions", "Profile"])
        #expect(shell.tabs.map(\.isCurrent) == [true, false, false, false])
        #expect(shell.tabs.map(\.isAvailable) == [true, true, true, true])
        #expect(shell.tabs[1].href == "/learn")
        #expect(shell.tabs[2].href == "/sessions")
        #expect(shell.tabs[3].href == "/profile")
    }

    @Test("Coach shell: Queue, Students, Schedule, You")
    func coachShell() {
        let shell = CoachShell.make(current: .students, destinations: .current)
        #expect(shell.tabs.map(\.label) == ["Queue", "Students", "Schedule", "You"])
        #expect(shell.tabs.map(\.href) == ["/coach", "/coach/students", "/coach/schedule", "/coach/you"])
        #expect(shell.tabs[1].isCurrent)
    }

    @Test("Status pills keep the locked vocabulary and tints")
    func pills() {
        #expect(SubmissionStatus.allCases.map { StatusPill($0).label } == ["In review", "Feedback ready", "heard", "practiced"])
        #expect(SubmissionStatus.allCases.map { StatusPill($0).tone } == [.muted, .warm, .green, .plum])
    }

    @Test("Destinations: paths and gating")
    func destinations() {
        #expect(Destinations.current.action("Join", to: .meetingLink("https://zoom.us/j/1"))?.opensInNewTab == true)
        #expect(Destination.coachQueue(.byLevel).path == "/coach?sort=level")
        #expect(QueueSortOrder(queryValue: "fewest") == .fewestSubmissions)
        #expect(QueueSortOrder(queryValue: "nonsense") == nil)
    }
}
