import HTTPServer
import QuranFlowCommands
import Testing

/// `quranflow serve`'s slow-client options: the idle timeout and the connections one address may hold
/// (Tests/Fuzz/test_slow_clients.py proves them over real sockets).
@Suite struct ServeConnectionLimitsTests {
    private func limits(_ flags: [String], proxy: ProxyTrust = .none) throws -> (timeout: Int, perAddress: Int) {
        try ServeCommand.connectionLimits(Arguments(["serve"] + flags, switchNames: []), proxyTrust: proxy)
    }

    @Test func defaultsAreThirtySecondsAnd128ConnectionsPerAddress() throws {
        let got = try limits([])
        #expect(got.timeout == 30 && got.perAddress == 128)
    }

    @Test func behindATrustedProxyThereIsNoPerAddressCapUnlessOneIsGiven() throws {
        let proxy = try ProxyTrust.parse(trustedProxies: "127.0.0.1", behindTLSProxy: false)
        #expect(try limits([], proxy: proxy).perAddress == 0)
        #expect(try limits(["--connections-per-address", "64"], proxy: proxy).perAddress == 64)
    }

    @Test func givenValuesAreUsedAndOutOfRangeOnesNamed() throws {
        let got = try limits(["--connection-timeout", "3", "--connections-per-address", "0"])
        #expect(got.timeout == 3 && got.perAddress == 0)
        for flags in [
            ["--connection-timeout", "0"], ["--connection-timeout", "3601"], ["--connection-timeout", "1e3"],
            ["--connections-per-address", "-1"], ["--connections-per-address", "100001"], ["--connections-per-address", "many"],
        ] {
            #expect(throws: UsageError.self, "\(flags)") { try limits(flags) }
            do { _ = try limits(flags) } catch { #expect("\(error)".contains(flags[0]), "\(error)") }
        }
    }
}
