/// Why a roster file was refused as a whole (before any row is looked at).
public enum RosterCSVError: Error, Hashable, Sendable {
    /// Nothing but a header, or nothing at all.
    case empty
    /// The file is larger than ``RosterCSV/maximumBytes``.
    case tooLarge(bytes: Int)
    /// More data rows than ``RosterCSV/maximumRows``.
    case tooManyRows(count: Int)
    /// The file is not UTF-8 text.
    case notText
    /// A quoted field is never closed (the line it opens on).
    case unterminatedQuote(line: Int)
    /// Required columns absent from the header row.
    case missingColumns([String])
    /// Header cells that are not one of the five columns.
    case unknownColumns([String])
    /// A column named twice in the header.
    case duplicateColumn(String)

    /// The sentence the import page shows.
    public var message: String {
        let columns = RosterCSV.Column.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .empty: return "The file has no students: a header row (\(columns)) and one row per student are needed."
        case .tooLarge(let bytes):
            return "The file is \(bytes / 1024) KB; a roster may be at most \(RosterCSV.maximumBytes / 1024 / 1024) MB."
        case .tooManyRows(let count): return "The file has \(count) rows; one import takes at most \(RosterCSV.maximumRows)."
        case .notText: return "The file is not UTF-8 text. Export it from your spreadsheet as “CSV UTF-8”."
        case .unterminatedQuote(let line): return "A quoted field opened on line \(line) is never closed."
        case .missingColumns(let names):
            return "The header row lacks \(names.joined(separator: ", ")). It needs the columns \(columns), in any order."
        case .unknownColumns(let names):
            return "The header row has columns QuranFlow does not know: \(names.joined(separator: ", ")). Use only \(columns)."
        case .duplicateColumn(let name): return "The header row names “\(name)” twice."
        }
    }
}
