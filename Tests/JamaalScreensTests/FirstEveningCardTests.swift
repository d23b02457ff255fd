import Calendar
import Foundation
import HTML
import JamaalCore
import JamaalScreens
import JamaalWeb
import Testing

/// F01's "Tonight, we'll plan tomorrow" card on TD-01, from its inputs alone.
@Suite("F01's first-evening card on Today")
struct FirstEveningCardTests {
    @Test("The card says the first-launch line (the empty line does not repeat it) and opens Night Planning")
    func cardAndEmptyLine() throws {
        let card = try #require(FirstEveningCard(planningTime: LocalTime(hour: 20, minute: 30)))
        #expect(card.line == "From 20:30 this evening, a few quiet minutes to set up tomorrow.")
        #expect(card.path == "/plan" && card.actionLabel == "Plan tomorrow")
        var inputs = TodayInputs(
            settings: TodayScreenTests.settings, clock: TodayScreenTests.clock, now: TodayScreenTests.at(10), isFirstDay: true)
        inputs.firstEvening = card
        let screen = TodayScreen(inputs)
        #expect(screen.state == .firstLaunch && screen.firstEvening == card)
        #expect(screen.emptyLine == JamaalCopy.EmptyLine.today)
        let html = TodayView.render(screen, csrf: "t").render()
        #expect(html.contains("jm-first-evening") && html.contains("href=\"/plan\""))
        inputs.firstEvening = nil
        #expect(TodayScreen(inputs).emptyLine == JamaalCopy.EmptyLine.firstLaunch)
        #expect(!TodayView.render(TodayScreen(inputs), csrf: "t").render().contains("jm-first-evening"))
    }
}
