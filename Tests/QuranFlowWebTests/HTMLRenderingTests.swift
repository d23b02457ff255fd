import Foundation
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import QuranFlowWeb
import Testing

@Suite("HTML rendering")
struct HTMLRenderingTests {
    let lessonDay = "2026-10-27T13:48:00-04:00"

    func todayPage(
        at iso: String = "2026-10-27T13:48:00-04:00", extra: [Submission] = [], name: String? = nil,
        destinations: Destinations = .current
    ) -> String {
        let screen = TodayScreen.make(DemoWorld.studentWorld(at: iso, extra: extra, name: name), destinations: destinations)
        return StudentPages.today(screen, shell: StudentShell.make(current: .today, destinations: destinations))
    }

    func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    /// Every opening tag named `tag`, as written.
    func tags(_ tag: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(tag)").dropFirst().compactMap { $0.split(separator: ">", maxSplits: 1).first }
            .map { "<\(tag)\($0)>" }
    }

    @Test("Rule R1: \"Week 8 of 15\" appears exactly once on Today")
    func weekLabelOnce() {
        #expect(occurrences(of: "Week 8 of 15", in: todayPage()) == 1)
        #expect(todayPage().contains("role=\"img\" aria-label=\"7 of 15 weeks done, week 8 current\""))
    }

    @Test("The frame: shared head, external script only, no inline style or handlers")
    func frame() {
        let html = todayPage()
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("href=\"/static/app.css\""))
        #expect(html.contains("<script src=\"/static/app.js\"></script>"))
        #expect(occurrences(of: "<script", in: html) == 1)
        #expect(!html.contains("style="))
        #expect(!html.contains(" onclick"))
        #expect(html.contains("name=\"viewport\""))
    }

    @Test("The verse closer is Arabic, right to left, and has no translation")
    func arabic() {
        let html = todayPage()
        #expect(html.contains("<p class=\"verse-arabic\" lang=\"ar\" dir=\"rtl\">تَبَـٰرَكَ"))
        #expect(html.contains("AL-MULK · 67:1"))
    }

    @Test("Join: a gold pill to the meeting link in a new tab, with its countdown; Level Class as a shelf")
    func sessionRows() {
        let html = todayPage()
        #expect(
            html.contains("<a href=\"/live/qrc?from=today\" class=\"pill join\" aria-label=\"Join Sisters&#39; Reading Circle\">Join</a>"))
        #expect(
            todayPage(destinations: Destinations([.today, .meetingLink])).contains(
                "href=\"https://zoom.us/j/qrc\" class=\"pill join\" target=\"_blank\" rel=\"noopener noreferrer\""))
        #expect(html.contains("in 12 min"))
        #expect(html.contains("<details class=\"shelf\">"))
        #expect(html.contains("Open Zoom"))
        #expect(!html.contains("One-to-one"))
    }

    @Test("Hidden controls are absent from the HTML too")
    func hiddenControls() {
        let html = todayPage(destinations: Destinations(Destinations.current.available.subtracting([.lesson])))
        #expect(!html.contains("Continue"))
        #expect(!todayPage(destinations: Destinations([.today, .meetingLink])).contains("Remind me"))
        #expect(todayPage(destinations: .all).contains(">Continue</a>"))
    }

    @Test("Tabs: current marked, missing screens disabled and not links")
    func tabs() {
        #expect(todayPage().contains("href=\"/sessions\""))
        let html = todayPage(destinations: Destinations(Destinations.current.available.subtracting([.sessions])))
        #expect(html.contains("<a href=\"/today\" class=\"tab is-current\" aria-current=\"page\">"))
        #expect(html.contains("<span class=\"tab is-disabled\" role=\"link\" aria-disabled=\"true\">"))
        #expect(html.contains("Soon"))
        #expect(html.contains("href=\"/learn\""))
        #expect(!html.contains("href=\"/sessions\""))
    }

    @Test("Every button and visible input is labelled")
    func labelled() {
        let world = DemoWorld.studentWorld(at: lessonDay)
        let pages = [
            todayPage(),
            StudentPages.profile(
                ProfileScreen.make(world, destinations: .current),
                shell: StudentShell.make(current: .profile, destinations: .current), csrfToken: "tok"),
        ]
        for html in pages {
            for input in tags("input", in: html) {
                #expect(input.contains("type=\"hidden\"") || input.contains("aria-label"), "unlabelled \(input)")
            }
            for chunk in html.components(separatedBy: "<button").dropFirst() {
                let inner = chunk.split(separator: ">", maxSplits: 1).last.map { $0.prefix { $0 != "<" } } ?? ""
                #expect(!inner.trimmingCharacters(in: .whitespaces).isEmpty || chunk.contains("aria-label"))
            }
            for link in tags("a", in: html) {
                #expect(link.contains("href="), "an anchor without href: \(link)")
            }
        }
    }

    @Test("Profile: Sign out is a POST form with the CSRF token; Message opens the thread with the coach")
    func profile() {
        let world = DemoWorld.studentWorld(at: lessonDay)
        let html = StudentPages.profile(
            ProfileScreen.make(world, destinations: .current),
            shell: StudentShell.make(current: .profile, destinations: .current),
            csrfToken: "abc\"123")
        #expect(html.contains("<form action=\"/sign-out\" method=\"post\""))
        #expect(html.contains("<input type=\"hidden\" name=\"_csrf\" value=\"abc&quot;123\">"))
        #expect(html.contains("Ust. Amina al-Qārī"))
        #expect(html.contains(">Message</a>") && html.contains("href=\"/messages/\(world.coach.id.rawValue)\""))
        #expect(html.contains("Not yet known"))
    }

    @Test("Names are escaped")
    func escaping() {
        let html = todayPage(name: "<script>alert(1)</script> Ahmed")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let hostile = Student(
            id: .init("x"), displayName: "<img src=x>", shortName: "<b>X</b>", year: .one,
            level: DemoWorld.levelII, coachID: DemoWorld.amina.id, zoneIdentifier: "America/Toronto",
            cohortID: DemoWorld.cohort)
        let world = CoachWorld(coach: DemoWorld.amina, students: [hostile], submissions: [], now: Date())
        let students = CoachPages.students(
            CoachStudentsScreen.make(world, destinations: .current),
            shell: CoachShell.make(current: .students, destinations: .current))
        #expect(!students.contains("<b>X</b>"))
        #expect(students.contains("&lt;b&gt;X&lt;/b&gt;"))
    }

    @Test("Queue: chips as links with the current one marked, breach in words")
    func queue() {
        let now = DemoWorld.instant("2026-10-30T15:58:00+02:00")
        let late = Submission(
            id: .init("s"), studentID: DemoWorld.sarah.id, termID: DemoWorld.fall.id, week: 8, attempt: 1,
            submittedAt: now.addingTimeInterval(-50 * 3600 - 600),
            revokeWindowClosesAt: now.addingTimeInterval(-50 * 3600), status: .inReview,
            durationSeconds: 161)
        let world = CoachWorld(coach: DemoWorld.amina, students: [DemoWorld.sarah], submissions: [late], now: now)
        let html = CoachPages.queue(
            CoachQueueScreen.make(world, sort: .oldestFirst, destinations: .current),
            shell: CoachShell.make(current: .queue, destinations: .current))
        #expect(html.contains("<a href=\"?sort=oldest\" class=\"chip-link is-current\" aria-current=\"true\">Oldest first</a>"))
        #expect(html.contains("<a href=\"?sort=level\" class=\"chip-link\">By level</a>"))
        #expect(html.contains("Past 48 hours"))
        #expect(html.contains("1 submission waiting"))
        #expect(html.contains("href=\"/coach/review/s\""))
    }

    @Test("Rest page: paper hero, no primary CTA")
    func restPage() {
        let week8 = DemoWorld.submission(
            "w8", week: 8, sent: DemoWorld.instant("2026-10-28T21:12:00-04:00"),
            status: .inReview)
        let html = todayPage(at: "2026-11-01T11:00:00-05:00", extra: [week8])
        #expect(html.contains("<section class=\"card hero rest\""))
        #expect(!html.contains("button primary"))
        #expect(html.contains("verse-closer quiet"))
        #expect(occurrences(of: "Week 8 of 15", in: html) == 1)
    }

    @Test("Rest page with feedback ready: the feedback is a quiet link in the sentence, still no button")
    func restPageLinksTheFeedbackInItsText() {
        let week8 = DemoWorld.submission(
            "w8", week: 8, sent: DemoWorld.instant("2026-10-28T21:12:00-04:00"), status: .feedbackReady, outcome: .accepted)
        let html = todayPage(at: "2026-11-01T11:00:00-05:00", extra: [week8])
        #expect(
            html.contains(
                "<p class=\"hero-body\">Ust. Amina&#39;s feedback on Week 8 is <a href=\"/submissions/w8/feedback\" class=\"inline-link\">ready to hear</a>.</p>"
            ))
        #expect(!html.contains("button primary"))
    }
}
