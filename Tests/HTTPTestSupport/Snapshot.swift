import Foundation

/// Whole-screen snapshots: a screen's JSON, keys sorted and pretty-printed, with every generated identifier replaced by
/// its order of first appearance (`<id-1>`, `<id-2>`, …) and every secret in a link by `<secret>`, compared byte for byte with the golden file in
/// `Tests/<target>/__Snapshots__/<name>.json`. A missing golden file fails (CI must never record one by itself);
/// `make snapshots` (SNAPSHOT_RECORD=1) writes them anew, deliberately.
///
/// ```swift
/// let problem = Snapshot.check(response.text, named: "today-sarah-week8", in: #filePath)
/// #expect(problem == nil, "\(problem ?? "")")
/// ```
public enum Snapshot {
    /// Whether this run re-records instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" }

    /// nil when `json` matches its golden file (or was recorded); otherwise what differs, with the first differing line.
    public static func check(_ json: String, named name: String, in testFile: String) -> String? {
        guard let normalized = normalize(json) else { return "\(name): the response is not JSON" }
        return compare(normalized, named: name, fileExtension: "json", in: testFile)
    }

    /// The whole page as served — every element on its own line, generated ids numbered, the CSRF token, secrets in links
    /// and asset fingerprints replaced — compared with `__Snapshots__/<name>.html` (#41: a page changing by accident,
    /// which substring checks on bodies miss). Recorded and refused as ``check(_:named:in:)`` is.
    ///
    /// ```swift
    /// let problem = Snapshot.checkHTML(client.get("/today").text, named: "today-sarah-week8", in: #filePath)
    /// ```
    public static func checkHTML(_ html: String, named name: String, in testFile: String) -> String? {
        compare(normalizeHTML(html), named: name, fileExtension: "html", in: testFile)
    }

    /// The HTML as the golden files hold it.
    public static func normalizeHTML(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "><", with: ">\n<")
        text = numberIdentifiers(in: text)
        let replacements: [(String, String)] = [
            (#"(name="_csrf" value=")[^"]*""#, "$1<csrf>\""),
            (#"(name="csrf-token" content=")[^"]*""#, "$1<csrf>\""),
            (#"(data-csrf=")[^"]*""#, "$1<csrf>\""),
            // A form's idempotency key, new on every render.
            (#"(name="key" value=")[^"]*""#, "$1<key>\""),
            (#"(/feed/)[A-Za-z0-9_-]{20,}"#, "$1<secret>"),
            (#"([?&]v=)[0-9A-Za-z_-]{6,}"#, "$1<fingerprint>"),
            (#"(Request id: )[0-9A-Za-z._-]{1,64}"#, "$1<request-id>"),
        ]
        for (pattern, template) in replacements {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            text = regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    static func compare(_ normalized: String, named name: String, fileExtension: String, in testFile: String) -> String? {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = folder.appendingPathComponent(name + "." + fileExtension)
        if isRecording {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do { try Data(normalized.utf8).write(to: file) } catch { return "\(name): could not record \(file.path): \(error)" }
            return nil
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            return "\(name): no golden file at \(file.path) — record it with `make snapshots` and commit it"
        }
        guard golden != normalized else { return nil }
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(expected.count, actual.count)).first { expected[$0] != actual[$0] } ?? min(expected.count, actual.count)
        let was = line < expected.count ? String(expected[line]) : "(end)"
        let now = line < actual.count ? String(actual[line]) : "(end)"
        return
            "\(name) changed at line \(line + 1):\n  golden: \(was)\n  now:    \(now)\n(re-record with `make snapshots` if the change is meant)"
    }

    /// Sorted keys, two-space indentation, generated identifiers numbered by first appearance.
    public static func normalize(_ json: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
        else { return nil }
        var text = numberIdentifiers(in: String(decoding: data, as: UTF8.self))
        // Secrets in links (a calendar feed's token) are new on every run: only their place is kept.
        if let secret = try? NSRegularExpression(pattern: #"(/feed\\?/)[A-Za-z0-9_-]{20,}"#) {
            text = secret.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1<secret>")
        }
        return text + "\n"
    }

    /// Every generated identifier (26 base-32 characters, or a UUID) replaced by its order of first appearance.
    static func numberIdentifiers(in original: String) -> String {
        var text = original
        var numbers: [String: Int] = [:]
        // An id also counts after an escaped slash (`?from=%2Fmessages%2F<id>`).
        for pattern in [#"(?:\b|(?<=%2F))[0-9a-hjkmnp-tv-z]{26}\b"#, #"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"#] {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            var rebuilt = ""
            var cursor = text.startIndex
            for match in matches {
                guard let range = Range(match.range, in: text) else { continue }
                let id = String(text[range])
                let number = numbers[id] ?? (numbers.count + 1)
                numbers[id] = number
                rebuilt += text[cursor..<range.lowerBound] + "<id-\(number)>"
                cursor = range.upperBound
            }
            text = rebuilt + text[cursor...]
        }
        return text
    }
}
