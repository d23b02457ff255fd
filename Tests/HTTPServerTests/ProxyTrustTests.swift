import Foundation
import Testing

@testable import HTTPServer

/// Addresses and blocks parsed strictly; the client behind trusted proxies; HSTS and `Secure` only over trusted HTTPS.
@Suite struct ProxyTrustTests {
    @Test func addressesParseStrictly() {
        #expect(IPAddress("192.0.2.7")?.description == "192.0.2.7")
        #expect(IPAddress("2001:DB8::1")?.description == "2001:db8::1")
        #expect(IPAddress("::ffff:10.0.0.1") == IPAddress("10.0.0.1"))
        #expect(IPAddress("::1")?.isLoopback == true)
        #expect(IPAddress("127.9.9.9")?.isLoopback == true)
        for bad in [
            "", "10.0.0", "10.0.0.256", "10.0.0.01", "1.2.3.4:80", "[::1]", "fe80::1%eth0", "::g", " 10.0.0.1", "localhost", "1.2.3.4/8",
        ] {
            #expect(IPAddress(bad) == nil, "\(bad)")
        }
    }

    @Test func blocksParseStrictlyAndContainTheirAddresses() throws {
        let block = try #require(IPNetwork("10.0.0.0/8"))
        #expect(block.contains(try #require(IPAddress("10.255.1.2"))))
        #expect(!block.contains(try #require(IPAddress("11.0.0.1"))))
        #expect(!block.contains(try #require(IPAddress("::1"))))
        let six = try #require(IPNetwork("2001:db8::/32"))
        #expect(six.contains(try #require(IPAddress("2001:db8:ffff::1"))))
        #expect(!six.contains(try #require(IPAddress("10.0.0.1"))))
        #expect(IPNetwork("127.0.0.1")?.prefixLength == 32)
        #expect(IPNetwork("::1")?.prefixLength == 128)
        #expect(IPNetwork("0.0.0.0/0")?.contains(IPAddress("8.8.8.8")!) == true)
        for bad in ["10.0.0.1/8", "10.0.0.0/33", "10.0.0.0/", "10.0.0.0/08", "10.0.0.0/-1", "::/129", "10.0.0.0/8/8", "/8", "x/8"] {
            #expect(IPNetwork(bad) == nil, "\(bad)")
        }
    }

    @Test func theOptionsFailWithAClearMessage() {
        #expect(throws: ProxyTrustError.self) { try ProxyTrust.parse(trustedProxies: "10.0.0.1,nonsense", behindTLSProxy: false) }
        #expect(throws: ProxyTrustError.self) { try ProxyTrust.parse(trustedProxies: "", behindTLSProxy: false) }
        do {
            _ = try ProxyTrust.parse(trustedProxies: nil, behindTLSProxy: true)
            Issue.record("--behind-tls-proxy alone was accepted")
        } catch {
            #expect(error.description.contains("--behind-tls-proxy needs --trusted-proxy"))
        }
        #expect((try? ProxyTrust.parse(trustedProxies: "127.0.0.1, ::1 ,10.0.0.0/8", behindTLSProxy: true))?.proxies.count == 3)
    }

    @Test func theClientIsTheRightmostUntrustedHopAndOnlyATrustedPeerIsBelieved() throws {
        let trust = try ProxyTrust.parse(trustedProxies: "10.0.0.0/8,::1", behindTLSProxy: true)
        let headers: HTTPHeaders = ["X-Forwarded-For": "6.6.6.6, 198.51.100.7, 10.0.0.3", "X-Forwarded-Proto": "https"]
        #expect(trust.origin(peer: "10.0.0.2", headers: headers) == ClientOrigin(address: "198.51.100.7", isHTTPS: true, viaProxy: true))
        #expect(trust.origin(peer: "::1", headers: headers).address == "198.51.100.7")
        // An untrusted peer: its headers are ignored.
        #expect(
            trust.origin(peer: "203.0.113.9", headers: headers) == ClientOrigin(address: "203.0.113.9", isHTTPS: false, viaProxy: false))
        // Several header lines read as one list; garbage stops the walk at the last address known.
        var split = HTTPHeaders()
        split.add(name: "X-Forwarded-For", value: "198.51.100.7")
        split.add(name: "X-Forwarded-For", value: "10.0.0.4")
        #expect(trust.origin(peer: "10.0.0.2", headers: split).address == "198.51.100.7")
        #expect(trust.origin(peer: "10.0.0.2", headers: ["X-Forwarded-For": "198.51.100.7, bogus"]).address == "10.0.0.2")
        // Only proxies in the list: the leftmost is the client; no header: the proxy itself.
        #expect(trust.origin(peer: "10.0.0.2", headers: ["X-Forwarded-For": "10.0.0.9, 10.0.0.3"]).address == "10.0.0.9")
        #expect(trust.origin(peer: "10.0.0.2", headers: [:]).address == "10.0.0.2")
        // "http", or no --behind-tls-proxy: not HTTPS.
        #expect(!trust.origin(peer: "10.0.0.2", headers: ["X-Forwarded-Proto": "http"]).isHTTPS)
        let plain = try ProxyTrust.parse(trustedProxies: "10.0.0.0/8", behindTLSProxy: false)
        #expect(!plain.origin(peer: "10.0.0.2", headers: headers).isHTTPS)
    }

    @Test func transportSecurityRewritesTheClientAndSecuresCookiesOverHTTPS() throws {
        let trust = try ProxyTrust.parse(trustedProxies: "10.0.0.2", behindTLSProxy: true)
        let router = Router()
        router.get("/") { request in
            var response = Response.text("\(request.remoteAddress ?? "-") \(request.isLoopback) \(request.isHTTPS)")
            response.setCookie(Cookie(name: "a", value: "1"))
            response.setCookie(Cookie(name: "b", value: "2", secure: true))
            return response
        }
        let app = Application(router: router, middlewares: [TransportSecurity(trust: trust), SecurityHeaders()])
        let headers: HTTPHeaders = ["X-Forwarded-For": "127.0.0.1, 198.51.100.7", "X-Forwarded-Proto": "https"]
        let proxied = app.respond(to: Request(method: .get, path: "/", headers: headers, remoteAddress: "10.0.0.2"))
        #expect(Self.text(proxied) == "198.51.100.7 false true")
        #expect(proxied.headers["Strict-Transport-Security"] == TransportSecurity.strictTransportSecurity)
        #expect(
            proxied.headers.values(for: "Set-Cookie") == [
                "a=1; Path=/; HttpOnly; SameSite=Lax; Secure", "b=2; Path=/; HttpOnly; Secure; SameSite=Lax",
            ])
        // A loopback client forging the headers stays itself, over plain HTTP.
        let direct = app.respond(to: Request(method: .get, path: "/", headers: headers, remoteAddress: "127.0.0.1"))
        #expect(Self.text(direct) == "127.0.0.1 true false")
        #expect(direct.headers["Strict-Transport-Security"] == nil)
        #expect(direct.headers.values(for: "Set-Cookie").first == "a=1; Path=/; HttpOnly; SameSite=Lax")
        #expect(direct.headers["Permissions-Policy"] == PermissionsPolicy.denied)
    }

    static func text(_ response: Response) -> String {
        if case .bytes(let bytes) = response.body { return String(decoding: bytes, as: UTF8.self) }
        return ""
    }
}
