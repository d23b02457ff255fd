import Foundation
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import QuranFlowWeb
import Testing

@Suite("Notification settings screen")
struct NotificationSettingsScreenTests {
    @Test("SakNotifSettings: the spec's copy, the master's count, a type that does not reach the device while the master is off")
    func screen() {
        let prefs = NotificationPreferences.defaults.setting(.type(.announcements), on: false).setting(.push, on: false)
        let screen = NotificationSettingsScreen.make(prefs, destinations: .current)
        #expect(screen.screenID == "SakNotifSettings")
        #expect(screen.master.title == "Push notifications")
        #expect(screen.master.subtitle == "Off")
        #expect(screen.types.map(\.setting) == ["sessionReminders", "feedbackAlerts", "deadlineReminders", "announcements"])
        #expect(screen.types.map(\.isOn) == [true, true, true, false])
        #expect(screen.types.allSatisfy { !$0.isEffective })
        #expect(screen.weeklyDigest?.title == "Weekly digest")
        #expect(screen.device.turnOn == "Turn on push on this device")
        #expect(screen.device.subscribePath == "/api/push/subscriptions")
        #expect(screen.footer == "You can fine-tune sounds and previews in your device's Settings app.")
        #expect(screen.back?.href == "/profile")
        #expect(NotificationSettingsScreen.make(.defaults, destinations: .current).master.subtitle == "On · 4 types")
        // The coach's: their four types, no email, back to You.
        let coach = NotificationSettingsScreen.make(.defaults, audience: .coach, destinations: .current)
        #expect(coach.types.map(\.setting) == ["newSubmissions", "overdueSubmissions", "studentMessages", "scheduleChanges"])
        #expect(coach.weeklyDigest == nil && coach.emailHeading == nil)
        #expect(coach.back?.href == "/coach/you")
        #expect(coach.path == "/coach/notifications")
    }

    @Test("Profile links to the settings only when they exist")
    func profileEntry() {
        let world = DemoWorld.studentWorld(at: "2026-10-27T13:48:00-04:00")
        #expect(ProfileScreen.make(world, destinations: .current).notificationSettings?.href == "/profile/notifications")
        let without = Destinations(Destinations.current.available.subtracting([.notificationSettings]))
        #expect(ProfileScreen.make(world, destinations: without).notificationSettings == nil)
    }

    @Test("The page: one POST form per switch with its CSRF token and the value it would set; ARIA switches")
    func html() {
        let screen = NotificationSettingsScreen.make(.defaults, destinations: .current)
        let html = StudentPages.notificationSettings(
            screen, shell: StudentShell.make(current: .profile, destinations: .current),
            csrfToken: "tok")
        #expect(html.components(separatedBy: "<form action=\"/profile/notifications\" method=\"post\"").count - 1 == 6)
        #expect(html.components(separatedBy: "name=\"_csrf\" value=\"tok\"").count - 1 == 6)
        #expect(html.components(separatedBy: "aria-pressed=\"true\" data-setting").count - 1 == 5)
        #expect(html.components(separatedBy: "aria-pressed=\"false\" data-setting").count - 1 == 1)
        #expect(html.contains("Schedule changes &amp; program updates"))
    }
}
