import Foundation
import HTTPServer

/// Reading in-process responses in tests (QuranFlow's and Jamaal's server suites share it).
///
/// ```swift
/// let page = client.get("/today")
/// #expect(page.text.contains("Salaam"))
/// #expect(client.get("/api/screens/today").json?["screenID"] as? String == "SakToday")
/// ```
extension Response {
    /// The body as UTF-8 text ("" for a streamed or file body).
    public var text: String {
        if case .bytes(let bytes) = body { return String(decoding: bytes, as: UTF8.self) }
        if case .shared(let bytes) = body { return String(decoding: bytes.bytes, as: UTF8.self) }
        return ""
    }

    /// The body as a JSON object, or nil.
    public var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    /// The Location header.
    public var location: String? { headers["Location"] }
}

/// Forms as a browser posts them.
public enum FormEncoding {
    /// `text` percent-encoded for an `application/x-www-form-urlencoded` body.
    public static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// `fields` as a urlencoded body.
    public static func body(_ fields: [(String, String)]) -> [UInt8] {
        Array(fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&").utf8)
    }

    /// The CSRF token of the first form in `html` (its hidden `_csrf` field), or nil.
    public static func csrfToken(in html: String) -> String? {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }
}
