import HTTPTestSupport
import Testing

@Suite("Jamaal Settings home (ST-01)")
struct SettingsHomeTests {
    @Test("ST-01's sections in the spec's order, each row leading to a built screen; the trial row comes from the trial")
    func sections() throws {
        let client = try JamaalTestApp().client()
        let json = try #require(client.get("/api/screens/settings").json)
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Your day", "Subscription", "Account", "This device", "About"])
        let trialRow = (sections[1]["rows"] as? [[String: Any]])?.first
        let devicesRow = (sections[2]["rows"] as? [[String: Any]])?.first
        #expect(devicesRow?["detail"] as? String == "maryam@jamaal.test" && devicesRow?["path"] as? String == "/settings/devices")
        #expect(trialRow?["detail"] as? String == "6 days left in your trial")
        let rows = sections.flatMap { $0["rows"] as? [[String: Any]] ?? [] }
        #expect(
            rows.compactMap { $0["label"] as? String } == [
                "Capacity & day", "Notifications & times", "Categories", "Subscription", "Devices", "Passkeys", "Device status",
                "About, privacy, your data",
            ])
        for path in rows.compactMap({ $0["path"] as? String }) { #expect(client.get(path).status == .ok, "\(path)") }
        let page = client.get("/settings").text
        #expect(page.contains("Your day") && page.contains("id=\"appearance\""))
    }
}
