import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import JamaalCommands
import Testing

/// Every declared route of Jamaal, walked from the route table (its generated cases, from this machine and from
/// another): each answer carries the CSP with `frame-ancestors 'none'`, `Referrer-Policy`, `nosniff` and a
/// `Permissions-Policy` denying the microphone — Jamaal records nothing — and the camera and the rest.
@Suite struct SecurityHeaderRouteTests {
    @Test func everyRouteAnswersWithTheSecurityHeadersAndNoMicrophone() throws {
        let app = try JamaalTestApp()
        var problems: [String] = []
        var walked = 0
        let routes = app.app.routes.routes
        for route in routes {
            for fuzz in RouteFuzz.cases(for: route, seed: 21, perValue: 2).prefix(3) {
                for peer in ["127.0.0.1", "10.0.0.7"] {
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "localhost")
                    if let contentType = fuzz.contentType { headers.add(name: "Content-Type", value: contentType) }
                    let response = app.respond(
                        Request(
                            method: fuzz.method, path: fuzz.path, query: fuzz.query, headers: headers, body: fuzz.body, remoteAddress: peer)
                    )
                    walked += 1
                    for problem in SecurityHeaderCheck.problems(in: response, microphone: false, base: PermissionsPolicy.locating) {
                        problems.append("\(route.endpoint.label) from \(peer) \(response.status.code): \(problem)")
                    }
                }
            }
        }
        #expect(routes.allSatisfy { !$0.endpoint.usesMicrophone })
        #expect(walked > 2 * routes.count)
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    @Test func aTrustedProxysRemoteClientIsRefusedAndHTTPSIsBelievedOnlyFromIt() throws {
        let app = try JamaalTestApp { env in
            env.proxyTrust = (try? ProxyTrust.parse(trustedProxies: "127.0.0.1", behindTLSProxy: true)) ?? .none
        }
        func get(peer: String, forwardedFor: String?, proto: String?) -> Response {
            var headers: HTTPHeaders = ["Host": "localhost"]
            if let forwardedFor { headers.add(name: "X-Forwarded-For", value: forwardedFor) }
            if let proto { headers.add(name: "X-Forwarded-Proto", value: proto) }
            return app.respond(Request(method: .get, path: "/today", headers: headers, remoteAddress: peer))
        }
        // A remote client behind the local proxy, not signed in, is sent to sign in; over HTTPS every cookie is Secure.
        #expect(get(peer: "127.0.0.1", forwardedFor: "198.51.100.7", proto: nil).location?.hasPrefix("/sign-in") == true)
        let local = get(peer: "127.0.0.1", forwardedFor: "198.51.100.7", proto: "https")
        #expect(local.status == .seeOther)
        #expect(local.headers["Strict-Transport-Security"] == TransportSecurity.strictTransportSecurity)
        let signInPage = app.respond(
            Request(
                method: .get, path: "/sign-in",
                headers: ["Host": "localhost", "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7"],
                remoteAddress: "127.0.0.1"))
        #expect(!signInPage.headers.values(for: "Set-Cookie").isEmpty)
        #expect(signInPage.headers.values(for: "Set-Cookie").allSatisfy { $0.contains("; Secure") })
        #expect(get(peer: "127.0.0.1", forwardedFor: nil, proto: nil).headers["Strict-Transport-Security"] == nil)
    }

    @Test func theServeOptionsAreParsedStrictly() throws {
        let options = try JamaalServeCommand.parse(["--trusted-proxy", "127.0.0.1,::1", "--behind-tls-proxy"])
        #expect(options.proxyTrust.proxies.count == 2 && options.proxyTrust.behindTLSProxy)
        #expect(throws: JamaalServeCommand.UsageError.self) { try JamaalServeCommand.parse(["--trusted-proxy", "127.0.0.1/33"]) }
        #expect(throws: JamaalServeCommand.UsageError.self) { try JamaalServeCommand.parse(["--behind-tls-proxy"]) }
    }
}
