import JamaalCore
import Routing

/// A note in the Markdown subset (checklists, bold, italic, links, code), as data the page renders safely:
/// text is escaped, links only http, https or mailto (the parser keeps no other).
public struct NoteModel: Codable, Hashable, Sendable {
    public enum Block: Codable, Hashable, Sendable {
        case paragraph([Run])
        case bullet([Run])
        case check(checked: Bool, [Run])
    }

    public indirect enum Run: Codable, Hashable, Sendable {
        case text(String)
        case bold([Run])
        case italic([Run])
        case code(String)
        case link([Run], url: String)
    }

    public let blocks: [Block]
    /// "1 of 3" for a checklist.
    public let checklistText: String?

    public init(_ document: NoteDocument) {
        blocks = document.blocks.map { block in
            switch block {
            case .paragraph(let runs): .paragraph(runs.map(Self.run))
            case .bullet(let runs): .bullet(runs.map(Self.run))
            case .checklistItem(let checked, let runs): .check(checked: checked, runs.map(Self.run))
            }
        }
        let progress = document.checklistProgress
        checklistText = progress.total > 0 ? "\(progress.checked) of \(progress.total)" : nil
    }

    static func run(_ inline: NoteInline) -> Run {
        switch inline {
        case .text(let text): .text(text)
        case .bold(let children): .bold(children.map(run))
        case .italic(let children): .italic(children.map(run))
        case .code(let text): .code(text)
        case .link(let children, let url): .link(children.map(run), url: url)
        }
    }
}

extension NoteModel.Block: SchemaDescribed {
    /// As Swift encodes an enumeration with associated values: one key naming the case, its values under their labels
    /// (`_0`, `_1` when unlabelled) — `{"check": {"checked": true, "_1": [runs]}}`.
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        let runs = JSONSchema.array(try components.schema(for: NoteModel.Run.self))
        return .oneOf([
            .object([("paragraph", .object([("_0", runs)]))]),
            .object([("bullet", .object([("_0", runs)]))]),
            .object([("check", .object([("checked", .boolean), ("_1", runs)]))]),
        ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> NoteModel.Block { .paragraph([]) }
}

extension NoteModel.Run: SchemaDescribed {
    /// As Swift encodes an enumeration with associated values: `{"text": {"_0": "…"}}`, `{"link": {"_0": [runs], "url": "…"}}`.
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        // While this type is being described, asking for it again answers its reference: the runs nest.
        let runs = JSONSchema.array(try components.schema(for: NoteModel.Run.self))
        return .oneOf([
            .object([("text", .object([("_0", .string())]))]),
            .object([("bold", .object([("_0", runs)]))]),
            .object([("italic", .object([("_0", runs)]))]),
            .object([("code", .object([("_0", .string())]))]),
            .object([("link", .object([("_0", runs), ("url", .string())]))]),
        ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> NoteModel.Run { .text("") }
}
