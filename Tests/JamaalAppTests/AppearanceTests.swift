import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// ST-07 Appearance: the theme and the text size, kept on this browser and carried by every page.
@Suite("Jamaal appearance (ST-07)")
struct AppearanceTests {
    @Test("Dark and larger text are kept in cookies and carried by every page, Today's kept page included")
    func themeAndText() throws {
        let client = try JamaalTestApp().client()
        let before = client.get("/today").text
        #expect(before.contains("data-theme=\"system\" data-text=\"standard\""))
        #expect(before.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        let saved = client.post("/settings/appearance", [("theme", "dark"), ("text", "larger"), ("dir", "ltr")], csrfFrom: "/settings")
        #expect(saved.location == "/settings")
        #expect(client.cookies["jm_theme"] == "dark" && client.cookies["jm_text"] == "larger")
        // Nothing in the store changed, so Today's kept page must not be served for the new look.
        for path in ["/today", "/settings", "/plan", "/wellbeing"] {
            let page = client.get(path).text
            #expect(page.contains("data-theme=\"dark\" data-text=\"larger\""), "\(path)")
            #expect(page.contains("<meta name=\"color-scheme\" content=\"dark\">"), "\(path)")
        }
        #expect(client.get("/settings").text.contains("value=\"dark\" checked"))
        // Right to left stays its own setting, and the form carries it.
        client.post("/settings/appearance", [("theme", "light"), ("text", "largest"), ("dir", "rtl")], csrfFrom: "/settings")
        let rtl = client.get("/today").text
        #expect(rtl.contains("dir=\"rtl\"") && rtl.contains("data-theme=\"light\" data-text=\"largest\""))
    }

    @Test("An unknown theme, size or direction is a 422 naming it; without a CSRF token, 403; a forged cookie reads as the default")
    func badInput() throws {
        let client = try JamaalTestApp().client()
        let theme = client.post("/settings/appearance", [("theme", "neon")], csrfFrom: "/settings")
        #expect(theme.status == .unprocessableEntity && theme.text.contains("Choose the theme"))
        let text = client.post("/settings/appearance", [("text", "huge")], csrfFrom: "/settings")
        #expect(text.status == .unprocessableEntity && text.text.contains("Choose the text size"))
        let dir = client.post("/settings/appearance", [("dir", "up")], csrfFrom: "/settings")
        #expect(dir.status == .unprocessableEntity)
        #expect(client.post("/settings/appearance", [("theme", "dark")], csrfFrom: nil).status == .forbidden)
        #expect(client.cookies["jm_theme"] == nil)
        client.cookies["jm_theme"] = "<script>"
        #expect(client.get("/today").text.contains("data-theme=\"system\""))
    }
}
