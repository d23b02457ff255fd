/// Per-request state, owned by libmicrohttpd's request context pointer from URI logging to completion.
final class RequestState {
    let rawURI: String
    var started = false
    var request: Request?
    /// The router's answer for this request, found once at its headers.
    var match: RouteMatch?
    var bodyLimit = 0
    var body: [UInt8] = []
    /// Bytes received so far (in memory or spooled).
    var received = 0
    /// The body's file once it passed the spool threshold.
    var spool: SpooledBody?
    /// The declared length is over the spool threshold: the body goes to a file from its first byte.
    var spoolFromStart = false
    /// Why the body could not be kept (spool file errors), answered once the body is read.
    var spoolFailure: HTTPError?
    var tooLarge = false
    /// The answer of a request handled off the pool thread, waiting for its connection to be resumed.
    let answer = Locked<Response?>(nil)

    init(rawURI: String) { self.rawURI = rawURI }

    /// Splits the raw URI into a percent-decoded path and the raw query (absolute-form URIs lose scheme and host).
    var pathAndQuery: (path: String, query: String) {
        var target = rawURI.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if target.first != "/", let scheme = target.firstRange(of: "://"), target[..<scheme.lowerBound].allSatisfy(\.isLetter) {
            let authority = target[scheme.upperBound...]
            target = authority.firstIndex(where: { $0 == "/" || $0 == "?" }).map { authority[$0...] } ?? "/"
        }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = PercentDecoding.decode(parts.first ?? "", plusAsSpace: false)
        return (path.isEmpty ? "/" : path, parts.count > 1 ? String(parts[1]) : "")
    }
}
