/// A table written as CSV (RFC 4180): a header row and data rows, CRLF line ends, a field quoted when it holds a comma,
/// a double quote, CR or LF (quotes doubled inside). Every cell is guarded against formula injection: a cell that a
/// spreadsheet would read as a formula (it begins with `=`, `+`, `-`, `@`, a tab or CR) gets a leading `'`.
///
/// ```swift
/// CSVTable(header: ["Coach", "Waited"], rows: [["=HYPERLINK(…)", "39 hours"]]).text
/// // "Coach,Waited\r\n'=HYPERLINK(…),39 hours\r\n"
/// ```
public struct CSVTable: Hashable, Sendable {
    /// The column names.
    public let header: [String]
    /// The data rows (each as many cells as the header, or fewer).
    public let rows: [[String]]

    /// A table.
    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }

    /// The CSV text.
    public var text: String {
        ([header] + rows).map { $0.map(Self.field).joined(separator: ",") + "\r\n" }.joined()
    }

    /// One cell, guarded and quoted as needed.
    public static func field(_ value: String) -> String {
        var cell = value
        if let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { cell = "'" + cell }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
