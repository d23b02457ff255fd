import Foundation
import HTTPServer
import Routing
import ServerSupport

/// Requests generated from a route's declaration — its typed path parameters, its query's fields, its documented body —
/// with bounded hostile values (a fixed seed, at least `perValue` values for each parameter and each field, dates out of
/// range, huge and negative numbers, invalid UTF-8, oversized text, malformed bodies), so a test can send every one and
/// require an answer below 500 for each.
///
/// ```swift
/// for request in RouteFuzz.requests(for: route, seed: 7) { #expect(app.respond(request.request).status.code < 500) }
/// ```
public enum RouteFuzz {
    /// One generated request and what it varies.
    public struct Case: Sendable, CustomStringConvertible {
        public let method: HTTPMethod
        /// The path as the server hands it to handlers (percent-decoded).
        public let path: String
        /// The raw query string.
        public let query: String
        public let body: [UInt8]
        public let contentType: String?
        /// What was varied ("path id", "query day", "body").
        public let varying: String

        public init(method: HTTPMethod, path: String, query: String, body: [UInt8], contentType: String?, varying: String) {
            (self.method, self.path, self.query, self.body, self.contentType, self.varying) = (
                method, path, query, body, contentType, varying
            )
        }

        public var description: String {
            "\(method.rawValue) \(path)\(query.isEmpty ? "" : "?" + query) [\(varying)]" + (body.isEmpty ? "" : " body \(body.count) B")
        }
    }

    /// The cases for `route`: each path parameter varied over `perValue` texts (the others held at `valid`), each query
    /// field likewise, and — for an unsafe method — `perValue` bodies built from the documented body or, without one,
    /// as forms over `formFields`.
    public static func cases(
        for route: RegisteredRoute, seed: UInt64, perValue: Int = 50, samples: [String: [String]] = [:], formFields: [String] = []
    ) -> [Case] {
        // Seeded by the route's label (FNV-1a; `hashValue` changes from run to run), so each route's cases are fixed.
        var random = SplitMix(seed: route.endpoint.label.utf8.reduce(seed ^ 0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        let endpoint = route.endpoint
        let valid = endpoint.parameters.map { parameter in
            samples[typeKey(parameter.type)]?.first ?? parameter.type.edgeCases.first(where: { parses(parameter.type, $0) }) ?? "x"
        }
        func path(_ texts: [String]) -> String {
            // The server decodes the whole path before routing, so a decoded `/` in a value splits it, as it would live.
            var remaining = texts[...]
            return "/"
                + endpoint.template.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): text
                    case .parameter(_, let suffix): (remaining.popFirst() ?? "") + suffix
                    case .wildcard: remaining.popFirst() ?? ""
                    }
                }.joined(separator: "/")
        }
        var cases: [Case] = []
        let bodyForGet = route.request.map { _ in [UInt8]() } ?? []
        for (index, parameter) in endpoint.parameters.enumerated() {
            let values = (samples[typeKey(parameter.type)] ?? []) + texts(parameter.type.edgeCases, count: perValue, random: &random)
            for value in values {
                var texts = valid
                texts[index] = value
                cases.append(
                    Case(
                        method: endpoint.method, path: path(texts), query: "", body: bodyForGet,
                        contentType: nil, varying: "path \(parameter.name)"))
            }
        }
        for (field, edges) in queryFields(endpoint.query) {
            for value in texts(edges, count: perValue, random: &random) {
                cases.append(
                    Case(
                        method: endpoint.method, path: path(valid), query: "\(field)=" + rawQueryValue(value), body: [],
                        contentType: nil, varying: "query \(field)"))
            }
        }
        if endpoint.method.isUnsafe {
            for (body, type) in bodies(route.request, formFields: formFields, count: perValue, random: &random) {
                cases.append(Case(method: endpoint.method, path: path(valid), query: "", body: body, contentType: type, varying: "body"))
            }
        }
        if cases.isEmpty {
            cases.append(Case(method: endpoint.method, path: path(valid), query: "", body: [], contentType: nil, varying: "nothing"))
        }
        return cases
    }

    /// "ID<Submission>", "Int", "LocalDate": how samples are keyed.
    public static func typeKey(_ type: any PathParameter.Type) -> String {
        String(describing: type)
    }

    // MARK: Values

    /// `edges`, the texts every parameter is tried with, and random texts (random bytes, invalid UTF-8 included) up to `count`.
    static func texts(_ edges: [String], count: Int, random: inout SplitMix) -> [String] {
        var values = edges + hostileParameterTexts
        while values.count < count {
            let length = Int(random.next() % 24)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            values.append(String(decoding: bytes, as: UTF8.self))
        }
        return values
    }

    /// A value as raw query text: percent-encoded, with now and then a byte sequence that is not UTF-8 at all.
    static func rawQueryValue(_ value: String) -> String {
        if value.isEmpty { return "%FF%FE" }
        return PercentEncoding.queryComponent(value)
    }

    static func parses<P: PathParameter>(_ type: P.Type, _ text: String) -> Bool {
        P(parameter: text) != nil
    }

    /// The query's fields with the edge texts of each field's schema.
    static func queryFields(_ query: any RouteQuery.Type) -> [(String, [String])] {
        guard query != NoQuery.self else { return [] }
        let components = SchemaComponents()
        guard case .reference(let name)? = try? components.schema(for: query), case .object(let properties)? = components.schemas[name]
        else {
            return []
        }
        return properties.map { ($0.name, edges(for: $0.schema)) }
    }

    static func edges(for schema: JSONSchema) -> [String] {
        switch schema {
        case .string(let format) where format == "date": LocalDateEdges.values
        case .string(let format) where format == "date-time": Date.edgeCases
        case .integer, .integerEnumeration: Int.edgeCases
        case .number: Double.edgeCases
        case .boolean: Bool.edgeCases
        case .enumeration(let values): values + ["", "X"]
        case .nullable(let inner): edges(for: inner)
        default: String.edgeCases
        }
    }

    // MARK: Bodies

    /// `count` bodies: JSON shaped like the documented schema with hostile values and types, malformed JSON, forms with
    /// hostile values over `formFields`, and a few random byte strings.
    static func bodies(_ doc: RequestBodyDoc?, formFields: [String], count: Int, random: inout SplitMix) -> [([UInt8], String)] {
        var bodies: [([UInt8], String)] = []
        let hostileJSON: [String] = [
            "", "{", "[]", "null", "true", "1e400", "\"text\"", "{\"a\":", String(repeating: "[", count: 5000),
            String(repeating: "{\"a\":", count: 2000) + "1" + String(repeating: "}", count: 2000), "{\"\u{0}\": 1}",
        ]
        let leaves: [String] = [
            "null", "-1", "0", "9223372036854775807", "-9223372036854775808", "1e308", "-1e308", "1.5", "true", "\"\"",
            "\"9999-12-31\"", "\"0001-01-01T00:00:00Z\"", "\"2026-10-27\"", "[]", "{}", "\"" + String(repeating: "x", count: 5000) + "\"",
        ]
        if let doc, doc.contentType == "application/json" {
            let fields = jsonFields(doc)
            for json in hostileJSON { bodies.append((Array(json.utf8), "application/json")) }
            for leaf in leaves {
                let object = "{" + fields.map { "\"\($0)\": \(leaf)" }.joined(separator: ",") + "}"
                bodies.append((Array(object.utf8), "application/json"))
            }
        } else if let doc, doc.contentType == "multipart/form-data" {
            let boundary = "fuzzboundary"
            for junk in ["", "not audio", String(repeating: "\u{0}", count: 4096)] {
                let part =
                    "--\(boundary)\r\nContent-Disposition: form-data; name=\"recording\"; filename=\"r.webm\"\r\n"
                    + "Content-Type: audio/webm\r\n\r\n\(junk)\r\n--\(boundary)--\r\n"
                bodies.append((Array(part.utf8), "multipart/form-data; boundary=\(boundary)"))
            }
            bodies.append((Array("--\(boundary)\r\nbroken".utf8), "multipart/form-data; boundary=\(boundary)"))
            bodies.append((Array("x".utf8), "multipart/form-data"))
        }
        let fields = formFields.isEmpty ? ["value"] : formFields
        var formValues = texts(String.edgeCases + Int.edgeCases + LocalDateEdges.values, count: count, random: &random)
        formValues.shuffle(using: &random)
        for value in formValues where bodies.count < count {
            let form = fields.map { PercentEncoding.queryComponent($0) + "=" + PercentEncoding.queryComponent(value) }.joined(
                separator: "&")
            bodies.append((Array(form.utf8), "application/x-www-form-urlencoded"))
        }
        bodies.append((Array("a=%ZZ&b=%".utf8), "application/x-www-form-urlencoded"))
        bodies.append(((0..<512).map { _ in UInt8(truncatingIfNeeded: random.next()) }, "application/octet-stream"))
        bodies.append(((0..<512).map { _ in UInt8(truncatingIfNeeded: random.next()) }, "audio/webm"))
        return bodies
    }

    /// The top-level field names of a documented JSON body.
    static func jsonFields(_ doc: RequestBodyDoc) -> [String] {
        let components = SchemaComponents()
        let schema: JSONSchema? =
            switch doc.source {
            case .type(let type): try? components.schema(for: type)
            case .schema(let schema): schema
            }
        var resolved = schema
        if case .reference(let name)? = schema { resolved = components.schemas[name] }
        guard case .object(let properties)? = resolved else { return ["value"] }
        return properties.map(\.name)
    }
}

/// Dates at and past the edges of what any route accepts.
enum LocalDateEdges {
    static let values = [
        "2026-10-27", "2000-01-01", "2100-12-31", "1999-12-31", "2101-01-01", "9999-12-31", "0001-01-01", "2026-02-29", "2026-13-01",
        "99999-01-01", "-2026-01-01",
    ]
}

/// A small seeded generator (SplitMix64), so a failing case is the same on every run.
public struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
