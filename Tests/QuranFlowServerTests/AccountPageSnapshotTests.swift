import Calendar
import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// The account pages — sign in, the reset and unlock links, the emailed address change, Your account and the error
/// page — whole, in their states, compared with their golden files (#41: whole-response snapshots for every named
/// state, beside the field-by-field route tests).
@Suite struct AccountPageSnapshotTests {
    static let instant = "2026-10-27T13:48:00-04:00"

    func app() throws -> TestApp { try TestApp(now: try #require(ISO8601.parse(Self.instant))) }

    func expectSnapshot(_ response: Response, _ name: String, status: HTTPStatus = .ok) {
        #expect(response.status == status, "\(name): \(response.status)")
        let problem = Snapshot.checkHTML(response.text, named: name, in: #filePath)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func signInAndTheEmailedLinks() throws {
        let client = try app().client()
        expectSnapshot(client.get("/sign-in"), "account-sign-in")
        expectSnapshot(client.get("/sign-in?next=%2Fcoach"), "account-sign-in-next")
        expectSnapshot(
            client.post("/sign-in", form: [("email", "sarah@quranflow.test"), ("password", "wrong-password")], csrfFrom: "/sign-in"),
            "account-sign-in-refused", status: .unauthorized)
        expectSnapshot(client.get("/forgot-password"), "account-forgot-password")
        expectSnapshot(
            client.post("/forgot-password", form: [("email", "sarah@quranflow.test")], csrfFrom: "/forgot-password"),
            "account-forgot-password-sent")
        expectSnapshot(client.get("/reset-password?token=not-a-real-token"), "account-reset-password-unusable", status: .badRequest)
        expectSnapshot(client.get("/unlock?token=not-a-real-token"), "account-unlock-unusable", status: .badRequest)
        expectSnapshot(
            client.get("/profile/personal/email/confirm?token=not-a-real-token"), "account-email-confirm-unusable", status: .badRequest)
        expectSnapshot(client.get("/no-such-page"), "account-error-not-found", status: .notFound)
    }

    @Test func yourAccount() throws {
        let app = try app()
        let sarah = app.client()
        sarah.signIn("sarah@quranflow.test")
        expectSnapshot(sarah.get("/account"), "account-sarah")
        expectSnapshot(
            sarah.post(
                "/account/password", form: [("currentPassword", "wrong"), ("password", "a-new-long-password")], csrfFrom: "/account"),
            "account-sarah-password-refused", status: .forbidden)
        let admin = app.client()
        admin.signIn("admin@quranflow.test")
        expectSnapshot(admin.get("/account"), "account-admin")
    }
}
