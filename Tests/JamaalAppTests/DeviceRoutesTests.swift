import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCore
import JamaalDemo
import JamaalPersistence
import Testing

/// #42 devices: Settings → Devices lists every browser signed in to the account (this one marked, when each was last
/// seen), renames one, and signs one out — only the person's own; another's device id is 404 and changes nothing.
@Suite("Jamaal devices: list, rename, sign out")
struct DeviceRoutesTests {
    @Test("Devices lists this device first and marked, the others with when they were last seen, in the person's zone")
    func list() throws {
        let app = try JamaalTestApp(testClock: true)
        let laptop = app.anonymousClient()
        _ = AccountRoutesTests.post(
            laptop, "/sign-in", [("email", JamaalDemo.email), ("password", JamaalDemo.password)], from: "/sign-in",
            userAgent:
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0")
        _ = laptop.get("/today")
        app.advance(26 * 3600)  // a day and two hours later, on the phone
        let phone = app.client()
        let page = phone.get("/settings/devices")
        #expect(page.status == .ok)
        let text = page.text
        #expect(text.contains("Signed in as maryam@jamaal.test."))
        #expect(text.contains("Windows · Edge") && text.contains("Last seen yesterday"))
        let this = try #require(text.range(of: "This device"))
        let other = try #require(text.range(of: "Windows · Edge"))
        #expect(this.lowerBound < other.lowerBound, "this device comes first")
        #expect(text.contains("Sign out on this device"))
        #expect(phone.get("/settings").text.contains("href=\"/settings/devices\""))
    }

    @Test("Rename and sign out act on the person's own devices; the one signed out is sent to sign in at once")
    func renameAndSignOut() throws {
        let app = try JamaalTestApp()
        let phone = app.client()
        let tablet = app.client()
        let tabletID = try #require(try app.env.people.device(token: tablet.cookies["jm_session"] ?? "", now: app.env.now)?.id)
        #expect(
            phone.post("/settings/devices/\(tabletID)", [("name", "  Kitchen iPad ")], csrfFrom: "/settings/devices").location
                == "/settings/devices")
        #expect(phone.get("/settings/devices").text.contains("Kitchen iPad"))
        let blank = phone.post("/settings/devices/\(tabletID)", [("name", "   ")], csrfFrom: "/settings/devices")
        #expect(blank.status == .unprocessableEntity && blank.text.contains("Give the device a name of 1 to 60 characters."))
        let long = phone.post("/settings/devices/\(tabletID)", [("name", String(repeating: "x", count: 61))], csrfFrom: "/settings/devices")
        #expect(long.status == .unprocessableEntity)
        #expect(tablet.get("/today").status == .ok)
        #expect(phone.post("/settings/devices/\(tabletID)/sign-out", csrfFrom: "/settings/devices").location == "/settings/devices")
        #expect(tablet.get("/today").location == "/sign-in?next=%2Ftoday")
        #expect(tablet.get("/api/screens/today").status == .unauthorized)
        #expect(phone.get("/today").status == .ok)
        #expect(try app.env.people.devices(of: Person.firstID, now: app.env.now).map(\.name) == ["Test · Browser"])
    }

    @Test("Another person's device id, or one that does not exist, is 404 and changes nothing")
    func othersDevices() throws {
        let app = try JamaalTestApp()
        let other = try app.env.people.create(
            email: "other@jamaal.test", passwordHash: try app.env.hasher.hash("other password"), now: app.env.now)
        let (_, theirs) = try app.env.people.signIn(other, deviceName: "Their phone", userAgent: "", now: app.env.now)
        let client = app.client()
        for id in [theirs.id, "no-such-device", String(repeating: "z", count: 300)] {
            let renamed = client.post("/settings/devices/\(id)", [("name", "Mine now")], csrfFrom: "/settings/devices")
            #expect(renamed.status == .notFound, "\(id)")
            if id.count < 100 { #expect(renamed.text.contains("That device isn&#39;t signed in to your account."), "\(id)") }
            let blankName = client.post("/settings/devices/\(id)", [("name", "")], csrfFrom: "/settings/devices")
            #expect(blankName.status == .notFound, "\(id): a refusal of the name says nothing about another's device")
            #expect(client.post("/settings/devices/\(id)/sign-out", csrfFrom: "/settings/devices").status == .notFound, "\(id)")
        }
        #expect(try app.env.people.devices(of: other, now: app.env.now).map(\.name) == ["Their phone"])
    }
}
