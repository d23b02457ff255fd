import Accounts
import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowServer
import Testing

/// The password-reset routes against a hostile client: one link used spends the others; requests are limited per
/// account and per client address (as derived through trusted proxies) behind one unchanging answer.
@Suite struct PasswordResetRouteTests {
    static let proxy = "10.0.0.2"

    /// The reset links mailed to `email` so far, as paths.
    static func links(_ app: TestApp, to email: String) throws -> [String] {
        try app.env.outbox.recent(limit: 500).filter { $0.recipient == email && $0.subject.hasPrefix("Reset") }.compactMap { mail in
            mail.body.split(separator: "\n").first { $0.contains("/reset-password?token=") }.map {
                String($0.trimmingCharacters(in: .whitespaces).dropFirst("http://localhost:8080".count))
            }
        }
    }

    /// Asks for a reset link on the page, from `peer` (forwarded for `forwardedFor` when given); the page's answer.
    static func ask(_ app: TestApp, _ email: String, peer: String = "127.0.0.1", forwardedFor: String? = nil) -> Response {
        let client = app.client()
        client.remoteAddress = peer
        let token = client.csrfToken(in: client.get("/forgot-password")) ?? ""
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let forwardedFor { headers.append(("X-Forwarded-For", forwardedFor)) }
        return client.send(.post, "/forgot-password", body: FormEncoding.body([("email", email), ("_csrf", token)]), headers: headers)
    }

    /// The answer with the form's CSRF token (each client's own) and the email echoed back taken out.
    static func neutral(_ response: Response, _ email: String) -> String {
        response.text.replacingOccurrences(of: #"name="_csrf" value="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: email, with: "EMAIL")
    }

    @Test func onceOneLinkSetsThePasswordTheOthersAreRefused() throws {
        let app = try TestApp()
        _ = Self.ask(app, "noor@quranflow.test")
        _ = Self.ask(app, "noor@quranflow.test")
        let links = try Self.links(app, to: "noor@quranflow.test")
        try #require(links.count == 2)
        let client = app.client()
        let token = { (path: String) in String(path.split(separator: "=").last ?? "") }
        let done = client.post(
            "/reset-password", form: [("token", token(links[0])), ("password", "my new long password")], csrfFrom: links[0])
        #expect(done.status == .seeOther)
        #expect(client.get(links[1]).status == .badRequest)
        let replayed = client.post(
            "/reset-password", form: [("token", token(links[1])), ("password", "an attacker's password")], csrfFrom: "/sign-in")
        #expect(replayed.status == .badRequest)
        #expect(app.client().signIn("noor@quranflow.test", password: "an attacker's password").status == .unauthorized)
        #expect(app.client().signIn("noor@quranflow.test", password: "my new long password").status == .seeOther)
        // The JSON route spends them the same way (another account: Noor's hour allows one more link).
        _ = Self.ask(app, "hafsa@quranflow.test")
        _ = Self.ask(app, "hafsa@quranflow.test")
        let hafsas = try Self.links(app, to: "hafsa@quranflow.test").map(token)
        try #require(hafsas.count == 2)
        let confirm = { (token: String, password: String) in
            client.postJSON("/api/password-reset/confirm", #"{"token": "\#(token)", "password": "\#(password)"}"#).status
        }
        #expect(confirm(hafsas[0], "yet another long password") == .ok)
        #expect(confirm(hafsas[1], "an attacker's password") != .ok)
        #expect(app.client().signIn("hafsa@quranflow.test", password: "yet another long password").status == .seeOther)
    }

    @Test func eightyRequestsQueueThreeMailsBehindOneUnchangingAnswer() throws {
        let app = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: "10.0.0.0/8", behindTLSProxy: false))
        var answers = Set<String>()
        for index in 0..<80 {
            // Each from its own client behind the proxy, so only the account's limit applies.
            let response = Self.ask(app, "noor@quranflow.test", peer: Self.proxy, forwardedFor: "198.51.100.\(index)")
            #expect(response.status == .ok)
            answers.insert(Self.neutral(response, "noor@quranflow.test"))
        }
        for index in 0..<5 {
            let response = Self.ask(app, "nobody@quranflow.test", peer: Self.proxy, forwardedFor: "198.51.100.\(index)")
            answers.insert(Self.neutral(response, "nobody@quranflow.test"))
        }
        #expect(answers.count == 1, "\(answers)")
        #expect(try Self.links(app, to: "noor@quranflow.test").count == 3)
        // The JSON route reads the same for a limited account and an unknown one.
        let api = app.client()
        let limited = api.postJSON("/api/password-reset", #"{"email": "noor@quranflow.test"}"#)
        let unknown = api.postJSON("/api/password-reset", #"{"email": "nobody@quranflow.test"}"#)
        #expect(limited.status == .accepted && unknown.status == .accepted && limited.text == unknown.text)
        #expect(try Self.links(app, to: "noor@quranflow.test").count == 3)
    }

    @Test func eachClientAddressBehindATrustedProxyHasItsOwnLimitAndAForgedOneIsNotBelieved() throws {
        let app = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: Self.proxy, behindTLSProxy: false))
        let limit = ResetRequestLimit.perAddress.limit
        // A stranger (not the proxy) rotating X-Forwarded-For is counted as the one address it is.
        for index in 0..<limit {
            _ = Self.ask(app, "nobody\(index)@quranflow.test", peer: "203.0.113.9", forwardedFor: "198.51.100.\(index)")
        }
        let stranger = Self.ask(app, "noor@quranflow.test", peer: "203.0.113.9", forwardedFor: "198.51.100.200")
        #expect(stranger.status == .ok && stranger.text.contains("If an account exists"))
        #expect(try Self.links(app, to: "noor@quranflow.test").isEmpty)
        // Behind the trusted proxy one client spends its own limit; another client of the same proxy still gets a link.
        for index in 0..<limit {
            _ = Self.ask(app, "nobody\(index)@quranflow.test", peer: Self.proxy, forwardedFor: "198.51.100.7")
        }
        _ = Self.ask(app, "hafsa@quranflow.test", peer: Self.proxy, forwardedFor: "198.51.100.7")
        #expect(try Self.links(app, to: "hafsa@quranflow.test").isEmpty)
        _ = Self.ask(app, "hafsa@quranflow.test", peer: Self.proxy, forwardedFor: "198.51.100.8")
        #expect(try Self.links(app, to: "hafsa@quranflow.test").count == 1)
    }
}
