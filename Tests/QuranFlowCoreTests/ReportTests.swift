import Foundation
import QuranFlowCore
import Testing

/// Report an issue: the context as it is sent ("Today · 2.0.1"), and what a report must say, at its boundaries.
@Suite struct ReportTests {
    @Test func theContextReadsAsTheSpecDrawsItWithTheOneVersion() {
        let context = ReportContext(screenName: "Today", specIdentifier: "SakToday", path: "/today")
        #expect(AppVersion.current == "2.0.1")
        #expect(context.appVersion == AppVersion.current)
        #expect(context.label == "Today · 2.0.1")
        #expect(ReportContext(screenName: "You", specIdentifier: nil, path: "/coach/you", appVersion: "2.1.0").label == "You · 2.1.0")
    }

    @Test func aReportNeedsTextOrANarrationAndTextIsTrimmedAndBounded() throws {
        #expect(throws: ReportError.empty) { try ReportContent(text: "", hasNarration: false) }
        #expect(throws: ReportError.empty) { try ReportContent(text: " \n\t ", hasNarration: false) }
        #expect(try ReportContent(text: "  ", hasNarration: true).text == "")
        #expect(try ReportContent(text: "  Continue does nothing \n", hasNarration: false).text == "Continue does nothing")
        let longest = String(repeating: "ا", count: ReportContent.maxTextLength)
        #expect(try ReportContent(text: longest, hasNarration: false).text.count == 4000)
        #expect(throws: ReportError.textTooLong(count: 4001)) {
            try ReportContent(text: longest + "x", hasNarration: true)
        }
        #expect(ReportError.empty.message == "Say what happened — write it, or narrate it instead.")
        #expect(ReportError.textTooLong(count: 4001).message == "A report is at most 4000 characters; this one has 4001.")
    }

    @Test func aNarrationIsAtMostTwoMinutes() throws {
        try ReportContent.checkNarration(seconds: 0.4)
        try ReportContent.checkNarration(seconds: 120)
        #expect(throws: ReportError.narrationTooLong) { try ReportContent.checkNarration(seconds: 120.01) }
        #expect(throws: ReportError.narrationTooLong) { try ReportContent.checkNarration(seconds: .nan) }
        #expect(throws: ReportError.narrationTooLong) { try ReportContent.checkNarration(seconds: .infinity) }
        #expect(throws: ReportError.narrationTooLong) { try ReportContent.checkNarration(seconds: -1) }
        #expect(ReportError.narrationTooLong.message.contains("2 minutes"))
    }
}
