import Foundation
import QuranFlowCore
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Testing

/// Report an issue (SakReportIssue): the sheet's copy and context, its page (a recorder root for the narration), the
/// control a screen's page ends with, and the path a report may name.
@Suite struct ReportIssueScreenTests {
    static let context = ReportContext(screenName: "Today", specIdentifier: "SakToday", path: "/today")

    @Test func theSheetCarriesTheSpecsCopyAndTheContextAsSent() {
        let screen = ReportIssueScreen.make(context: Self.context, accountName: "Sarah Ahmed", accountEmail: "sarah@quranflow.test")
        #expect(screen.screenID == "SakReportIssue")
        #expect(screen.eyebrow == "Something's off?" && screen.title == "Report an issue")
        #expect(screen.contextNote == "Screen, app version and account attach automatically")
        #expect(screen.contextLabel == "Today · 2.0.1")
        #expect(screen.accountLabel == "Sarah Ahmed · sarah@quranflow.test")
        #expect(screen.prompt == "What happened? What did you expect instead?")
        #expect(screen.send == "Send" && screen.narrate == "Narrate it instead")
        #expect(screen.maxNarrationSeconds == 120 && screen.submitURL == QuranFlowRoute.submitReport.path())
        #expect(screen.back.label == "Back to Today" && screen.back.href == "/today")
        #expect(ReportSentScreen.make(backTo: Self.context).back.href == "/today")
    }

    @Test func thePageIsARecorderRootWhoseNarrationWaitsForTheScript() {
        let screen = ReportIssueScreen.make(context: Self.context, accountName: "Sarah Ahmed", accountEmail: "s@x.test")
        let html = ReportPages.report(screen, csrfToken: "tok")
        #expect(html.contains("data-report-sheet") && html.contains("Today · 2.0.1"))
        #expect(html.contains("data-recorder") && html.contains("data-field=\"narration\"") && html.contains("data-max-seconds=\"120\""))
        #expect(html.contains("data-upload=\"/report\"") && html.contains("data-csrf=\"tok\""))
        #expect(html.contains("name=\"from\" value=\"/today\"") && html.contains("name=\"text\""))
        // "Narrate it instead" needs recording in the browser: hidden until the script shows it.
        #expect(html.contains("data-rec=\"mic\" hidden"))
        #expect(html.contains("js/recorder.js") && html.contains("js/report.js"))
        let refused = ReportPages.report(screen, csrfToken: "tok", error: "Say what happened.", text: "<b>draft</b>")
        #expect(refused.contains("role=\"alert\">Say what happened.") && refused.contains("&lt;b&gt;draft&lt;/b&gt;"))
    }

    @Test func aScreensPageEndsWithTheControlForItselfOnlyWhenTheServerNamedIt() throws {
        let screen = ReportIssueScreen.make(context: Self.context, accountName: "Sarah Ahmed", accountEmail: "s@x.test")
        let sent = ReportPages.sent(ReportSentScreen.make(backTo: Self.context))
        #expect(!sent.contains("data-report-open"))
        let origin = try #require(OriginPath("/learn/week/8"))
        let page = ReportControl.$origin.withValue(origin) { ReportPages.sent(ReportSentScreen.make(backTo: Self.context)) }
        #expect(page.contains("href=\"/report?from=%2Flearn%2Fweek%2F8\"") && page.contains("data-report-open"))
        #expect(page.contains("js/report.js"))
        // The report page names its own script once.
        let report = ReportControl.$origin.withValue(origin) { ReportPages.report(screen, csrfToken: "t") }
        #expect(report.components(separatedBy: "js/report.js").count == 2)
    }

    @Test func aReportNamesOnlyAPathOfThisSite() {
        for good in ["/today", "/learn/week/8", "/sessions/abc/on/2026-10-27", "/coach", "/"] {
            #expect(OriginPath(good)?.path == good, "\(good)")
        }
        for bad in [
            "", "today", "//evil.example", "/a/../b", "/a b", "/today?x=1", "/a\\b", "/%2e%2e", "https://x",
            String(repeating: "/a", count: 300),
        ] {
            #expect(OriginPath(bad) == nil, "\(bad)")
        }
    }
}
