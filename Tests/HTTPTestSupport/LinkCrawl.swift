import Foundation
import HTTPServer

/// The links a page prints — `<a href>` (GET) and `<form action method>` — on the app's own paths, for the test that
/// every printed link resolves to a registered route with its method; and the path strings a JSON screen carries.
public enum LinkCrawl {
    /// A printed link: where it goes and with which method.
    public struct Link: Hashable, Sendable, CustomStringConvertible {
        public let method: HTTPMethod
        /// The path with its query, as printed (entities decoded).
        public let target: String
        public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }
        public var description: String { "\(method.rawValue) \(target)" }
    }

    /// What a walk found.
    public struct Report: Sendable {
        public var pages = 0
        /// How many links were followed per route pattern.
        public var routes: [String: Int] = [:]
        /// Printed links (and JSON paths) no route serves, with where they were printed.
        public var unresolved: [String] = []
        /// Pages that answered 5xx.
        public var failures: [String] = []
    }

    /// Walks an app's pages from `start` as one signed-in person: follows every same-site `<a href>` (a few times per
    /// route — its days, weeks, ids — not every one of its endless `?day=` pages), checks every form's action and every
    /// JSON screen's (`/api/screens` + the page's path) path strings against `router`, and records any page that
    /// answers 5xx. `get` sends a GET with the person's cookies; paths starting with one of `notFetched` are checked,
    /// not fetched.
    public static func walk(
        from start: String, router: Router, notFetched: [String], visitsPerRoute: Int = 6, pageLimit: Int = 250,
        get: (String) -> Response
    ) -> Report {
        var report = Report()
        var queue = [start]
        var seen: Set<String> = [start]
        while let target = queue.first, report.pages < pageLimit {
            queue.removeFirst()
            var response = get(target)
            var hops = 0
            while response.status == .seeOther || response.status == .found, let next = response.headers["Location"], next.hasPrefix("/"),
                hops < 5
            {
                response = get(next)
                hops += 1
            }
            report.pages += 1
            if response.status.code >= 500 { report.failures.append("\(target) → \(response.status.code)") }
            guard response.status == .ok, response.headers["Content-Type"]?.hasPrefix("text/html") == true else { continue }
            for link in links(in: response.text) {
                guard resolves(link.target, method: link.method, in: router) else {
                    report.unresolved.append("\(link) on \(target)")
                    continue
                }
                guard link.method == .get, link.path != "/sign-out", !notFetched.contains(where: link.path.hasPrefix),
                    seen.insert(link.target).inserted, case .found(_, _, let route, _) = router.match(.get, link.path)
                else { continue }
                report.routes[route.pattern, default: 0] += 1
                if report.routes[route.pattern, default: 0] <= visitsPerRoute { queue.append(link.target) }
            }
            let screen = "/api/screens" + (target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target)
            if resolves(screen, method: .get, in: router), let json = get(screen).json {
                for path in paths(inJSON: json) where !resolves(path, method: nil, in: router) {
                    report.unresolved.append("\(path) in \(screen)")
                }
            }
        }
        return report
    }

    /// Every same-site link of `html`: anchors as GET, forms with their method (GET when none).
    public static func links(in html: String) -> [Link] {
        var links: [Link] = []
        for tag in matches(#"<(a|form)\b[^>]*>"#, in: html) {
            let isForm = tag.hasPrefix("<form")
            guard let raw = attribute(isForm ? "action" : "href", in: tag) else { continue }
            let target = decodeEntities(raw)
            guard target.hasPrefix("/"), !target.hasPrefix("//") else { continue }
            let method = isForm ? (attribute("method", in: tag)?.uppercased() == "POST" ? HTTPMethod.post : .get) : .get
            links.append(Link(method: method, target: String(target.split(separator: "#", maxSplits: 1).first ?? "")))
        }
        return links
    }

    /// Every string in a JSON value that reads as a same-site path ("/submissions/…").
    public static func paths(inJSON value: Any) -> [String] {
        switch value {
        case let text as String:
            return text.hasPrefix("/") && !text.hasPrefix("//") && !text.contains(" ") ? [text] : []
        case let array as [Any]:
            return array.flatMap(paths(inJSON:))
        case let object as [String: Any]:
            return object.values.flatMap(paths(inJSON:))
        default:
            return []
        }
    }

    /// Whether `router` serves `path` with `method` (anyMethod: with some method).
    public static func resolves(_ path: String, method: HTTPMethod?, in router: Router) -> Bool {
        let bare = String(path.split(separator: "?", maxSplits: 1).first ?? "")
        switch router.match(method ?? .get, bare) {
        case .found: return true
        case .methodNotAllowed: return method == nil
        case .notFound: return false
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: #"\s\#(name)="([^"]*)""#),
            let match = regex.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)),
            let range = Range(match.range(at: 1), in: tag)
        else { return nil }
        return String(tag[range])
    }

    static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
