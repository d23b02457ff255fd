import Foundation
import HTTPServer
import HTTPTestSupport
import QuranFlowRoutes
import QuranFlowServer
import Testing

/// `--trusted-proxy` / `--behind-tls-proxy` through the whole pipeline: `X-Forwarded-For` is believed only from a
/// configured proxy, and the sign-in budget counts the client so derived; HSTS and `Secure` cookies only when a
/// trusted TLS proxy says the request came over HTTPS.
@Suite struct ProxyTrustRouteTests {
    static let proxy = "10.0.0.2"

    /// A sign-in with the right password from `peer`, forwarded for `forwardedFor` (when given).
    static func signIn(_ app: TestApp, peer: String, forwardedFor: String? = nil, proto: String? = nil) -> Response {
        let client = app.client()
        client.remoteAddress = peer
        let token = client.csrfToken(in: client.get("/sign-in")) ?? ""
        var headers = [("Content-Type", "application/x-www-form-urlencoded")]
        if let forwardedFor { headers.append(("X-Forwarded-For", forwardedFor)) }
        if let proto { headers.append(("X-Forwarded-Proto", proto)) }
        let body = FormEncoding.body([("email", "sarah@quranflow.test"), ("password", "quranflow-demo"), ("_csrf", token)])
        return client.send(.post, "/sign-in", body: body, headers: headers)
    }

    @Test func anUntrustedPeersForwardedForIsIgnoredSoTheSignInBudgetCountsThePeer() throws {
        let app = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: Self.proxy, behindTLSProxy: false))
        let limit = QuranFlowRateLimit.signIn.limit
        // A stranger rotating X-Forwarded-For does not get a fresh budget per forged address.
        for attempt in 0..<limit {
            let response = Self.signIn(app, peer: "203.0.113.9", forwardedFor: "198.51.100.\(attempt)")
            #expect(response.status == .seeOther, "attempt \(attempt + 1)")
        }
        let over = Self.signIn(app, peer: "203.0.113.9", forwardedFor: "198.51.100.250")
        #expect(over.status == .tooManyRequests)
        #expect(over.text.contains("Too many sign-in attempts"))
    }

    @Test func aTrustedProxysForwardedForIsHonouredSoEachClientHasItsOwnBudget() throws {
        let app = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: "10.0.0.0/8", behindTLSProxy: false))
        let limit = QuranFlowRateLimit.signIn.limit
        // The client is the rightmost address that is not a proxy: "1.2.3.4" on the left is the client's own claim.
        for _ in 0..<limit {
            #expect(Self.signIn(app, peer: Self.proxy, forwardedFor: "1.2.3.4, 198.51.100.7, 10.0.0.9").status == .seeOther)
        }
        #expect(Self.signIn(app, peer: Self.proxy, forwardedFor: "198.51.100.7").status == .tooManyRequests)
        // Another client behind the same proxy, and the proxy's own requests, have budgets of their own.
        #expect(Self.signIn(app, peer: Self.proxy, forwardedFor: "198.51.100.8").status == .seeOther)
        #expect(Self.signIn(app, peer: Self.proxy).status == .seeOther)
    }

    @Test func hstsAndSecureCookiesOnlyWhenATrustedTLSProxySaysHTTPS() throws {
        let app = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: Self.proxy, behindTLSProxy: true))
        let secure = Self.signIn(app, peer: Self.proxy, forwardedFor: "198.51.100.7", proto: "https")
        #expect(secure.status == .seeOther)
        #expect(secure.headers["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains")
        let cookies = secure.headers.values(for: "Set-Cookie")
        #expect(!cookies.isEmpty && cookies.allSatisfy { $0.hasSuffix("; Secure") || $0.contains("; Secure;") }, "\(cookies)")
        // Plain HTTP through the proxy, and "https" claimed by a peer that is not the proxy: neither.
        for response in [
            Self.signIn(app, peer: Self.proxy, forwardedFor: "198.51.100.7", proto: "http"),
            Self.signIn(app, peer: "203.0.113.9", forwardedFor: "198.51.100.7", proto: "https"),
            Self.signIn(app, peer: "127.0.0.1"),
        ] {
            #expect(response.status == .seeOther)
            #expect(response.headers["Strict-Transport-Security"] == nil)
            #expect(response.headers.values(for: "Set-Cookie").allSatisfy { !$0.contains("Secure") })
        }
        // Without --behind-tls-proxy a trusted proxy's "https" is not believed either.
        let plain = try TestApp(proxyTrust: try ProxyTrust.parse(trustedProxies: Self.proxy, behindTLSProxy: false))
        let unbelieved = Self.signIn(plain, peer: Self.proxy, forwardedFor: "198.51.100.7", proto: "https")
        #expect(unbelieved.headers["Strict-Transport-Security"] == nil)
    }
}
