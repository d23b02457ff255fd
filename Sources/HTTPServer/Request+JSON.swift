import Foundation

extension Request {
    /// Decodes a JSON body (ISO-8601 dates).
    ///
    /// ```swift
    /// let input = try request.decodeJSON(CreateStudent.self)
    /// ```
    /// - Throws: `HTTPError` 415 unless the Content-Type is JSON; 400 whose message and `field`
    ///   name the offending coding path (e.g. `items[2].name`) when the body does not fit `type`.
    public func decodeJSON<T: Decodable>(_ type: T.Type) throws -> T {
        guard let contentType, contentType == "application/json" || contentType.hasSuffix("+json") else {
            throw HTTPError.unsupportedMediaType(headers["Content-Type"])
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: Data(body))
        } catch let error as DecodingError {
            throw Self.httpError(for: error)
        } catch {
            throw HTTPError.badRequest("Malformed JSON")
        }
    }

    static func httpError(for error: DecodingError) -> HTTPError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = codingPath(context.codingPath + [key])
            return .badRequest("Missing field: \(field)", field: field)
        case .typeMismatch(let type, let context):
            let field = codingPath(context.codingPath)
            return .badRequest(
                "Invalid value for \(field.isEmpty ? "body" : field): expected \(type)",
                field: field.isEmpty ? nil : field)
        case .valueNotFound(_, let context):
            let field = codingPath(context.codingPath)
            return .badRequest(
                "Missing value for \(field.isEmpty ? "body" : field)",
                field: field.isEmpty ? nil : field)
        case .dataCorrupted(let context):
            let field = codingPath(context.codingPath)
            if field.isEmpty { return .badRequest("Malformed JSON") }
            return .badRequest("Invalid value for \(field)", field: field)
        @unknown default:
            return .badRequest("Malformed JSON")
        }
    }

    /// `[items, Index 2, name]` → "items[2].name".
    static func codingPath(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }
}
