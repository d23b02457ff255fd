import Calendar
import Foundation
import Identifiers
import Routing
import Testing

struct Card: Codable {
    enum Tone: String, Codable, CaseIterable { case calm, warn }
    let title: String
    let tone: Tone
    let count: Int
    let ratio: Double
    let on: LocalDate
    let at: Date
    let note: String?
    let tags: [String]
    let rows: [Row]
    let byName: [String: Int]
    let id: ID<Card>
}

struct Row: Codable {
    let label: String
    let children: [Row]
}

enum Shape: Codable, SchemaDescribed {
    case dot
    case line(length: Int)

    static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        .oneOf([.object([("dot", .object([]))]), .object([("line", .object([("length", .integer)]))])])
    }
    static func schemaExample(in components: SchemaComponents) throws -> Shape { .dot }
}

struct Drawing: Codable {
    let shape: Shape
}

enum Unreadable: Codable {
    case a(Int)
}

struct HasUnreadable: Codable {
    let value: Unreadable
}

/// Schemas are generated from a Codable type's shape: required and optional keys, leaves, arrays, dictionaries,
/// enumerations, recursion, and types that state their own.
@Suite struct SchemaComponentsTests {
    @Test func aStructBecomesAComponentWithEveryProperty() throws {
        let components = SchemaComponents()
        #expect(try components.schema(for: Card.self) == .reference("Card"))
        guard case .object(let properties)? = components.schemas["Card"] else {
            Issue.record("no Card component")
            return
        }
        let byName = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0) })
        #expect(properties.map(\.name) == ["title", "tone", "count", "ratio", "on", "at", "note", "tags", "rows", "byName", "id"])
        #expect(byName["title"]?.schema == .string())
        #expect(byName["tone"]?.schema == .enumeration(["calm", "warn"]))
        #expect(byName["count"]?.schema == .integer)
        #expect(byName["ratio"]?.schema == .number)
        #expect(byName["on"]?.schema == .string(format: "date"))
        #expect(byName["at"]?.schema == .string(format: "date-time"))
        #expect(byName["note"]?.isRequired == false)
        #expect(byName["note"]?.schema == .string())  // absent when nil, never null
        #expect(byName["tags"]?.schema == .array(.string()))
        #expect(byName["rows"]?.schema == .array(.reference("Row")))
        #expect(byName["byName"]?.schema == .dictionary(.integer))
        #expect(byName["id"]?.schema == .string())
        #expect(properties.filter { !$0.isRequired }.map(\.name) == ["note"])
        // A recursive type refers to itself.
        guard case .object(let rowProperties)? = components.schemas["Row"] else {
            Issue.record("no Row component")
            return
        }
        #expect(rowProperties.map(\.schema) == [.string(), .array(.reference("Row"))])
    }

    @Test func aTypeThatStatesItsSchemaIsTakenAtItsWord() throws {
        let components = SchemaComponents()
        _ = try components.schema(for: Drawing.self)
        guard case .object(let properties)? = components.schemas["Drawing"] else {
            Issue.record("no Drawing component")
            return
        }
        #expect(properties.first?.schema == .reference("Shape"))
        #expect(components.schemas["Shape"] != nil)
    }

    @Test func aShapeThatCannotBeReadIsAnErrorNamingTheType() {
        #expect(throws: SchemaComponents.ReflectionError.self) { try SchemaComponents().schema(for: HasUnreadable.self) }
        do {
            _ = try SchemaComponents().schema(for: HasUnreadable.self)
        } catch {
            #expect("\(error)".contains("Unreadable"))
        }
    }
}
