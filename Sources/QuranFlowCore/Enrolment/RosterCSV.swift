/// A cohort roster in CSV (RFC 4180): a header row naming the columns `name, email, level, year, city` in any order,
/// then one student per row. A UTF-8 byte-order mark, CRLF or LF line ends, quoted fields with `""` for a quote and
/// line breaks inside quotes are all accepted; blank lines are skipped. Every row is checked and every problem listed,
/// so the dry run can show them all at once.
///
/// ```swift
/// let rows = try RosterCSV.parse(bytes, levels: [1, 2], existingEmails: known, city: { cities.resolve($0) })
/// rows.filter { !$0.isValid }.map { ($0.line, $0.problems.map(\.message)) }
/// ```
public enum RosterCSV {
    /// The five columns.
    public enum Column: String, CaseIterable, Hashable, Sendable {
        case name, email, level, year, city
    }

    /// The largest file accepted: 2 MiB.
    public static let maximumBytes = 2 * 1024 * 1024
    /// The most student rows in one import.
    public static let maximumRows = 5000

    /// Parses and checks a roster. `levels` are the programme's level numbers; `existingEmails` the (lower-cased)
    /// addresses accounts already have; `city` resolves a city name or returns nil.
    public static func parse(
        _ bytes: [UInt8], levels: Set<Int>, existingEmails: Set<String>, city resolve: (String) -> RosterCity?
    ) throws(RosterCSVError) -> [RosterRow] {
        guard bytes.count <= maximumBytes else { throw .tooLarge(bytes: bytes.count) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { throw .notText }
        let records = try records(in: text)
        guard let (_, header) = records.first else { throw .empty }
        let columns = try columnIndexes(header)
        let data = records.dropFirst()
        guard !data.isEmpty else { throw .empty }
        guard data.count <= maximumRows else { throw .tooManyRows(count: data.count) }
        var firstLineOfEmail: [String: Int] = [:]
        var cityCache: [String: RosterCity?] = [:]
        return data.map { line, cells in
            func cell(_ column: Column) -> String {
                guard let index = columns[column], index < cells.count else { return "" }
                return cells[index].trimmingWhitespace
            }
            var problems: [RosterProblem] = []
            if cells.count != header.count { problems.append(.cellCount(found: cells.count, expected: header.count)) }
            let name = cell(.name)
            if name.isEmpty { problems.append(.missingName) }
            let email = cell(.email).lowercased()
            if !isEmailAddress(email) {
                problems.append(.badEmail(email))
            } else if let first = firstLineOfEmail[email] {
                problems.append(.duplicateEmail(firstLine: first))
            } else {
                firstLineOfEmail[email] = line
                if existingEmails.contains(email) { problems.append(.existingAccount(email)) }
            }
            let levelText = cell(.level)
            let level = levelNumber(levelText).flatMap { levels.contains($0) ? $0 : nil }
            if level == nil { problems.append(.unknownLevel(levelText)) }
            let yearText = cell(.year)
            let year = yearValue(yearText)
            if year == nil { problems.append(.badYear(yearText)) }
            let cityText = cell(.city)
            let key = cityText.lowercased()
            let city: RosterCity?
            if cityText.isEmpty {
                city = nil
            } else if let cached = cityCache[key] {
                city = cached
            } else {
                city = resolve(cityText)
                cityCache[key] = city
            }
            if city == nil { problems.append(.unknownCity(cityText)) }
            return RosterRow(
                line: line, name: name, email: email, levelText: levelText, yearText: yearText, cityText: cityText, level: level,
                year: year, city: city, problems: problems)
        }
    }

    /// The records of `text` with the line each starts on; blank lines are skipped.
    static func records(in text: String) throws(RosterCSVError) -> [(line: Int, cells: [String])] {
        var result: [(Int, [String])] = []
        var cells: [String] = []
        var field = ""
        var quoted = false
        var fieldWasQuoted = false
        var line = 1
        var recordLine = 1
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func endRecord() {
            cells.append(field)
            if !(cells.count == 1 && cells[0].isEmpty && !fieldWasQuoted) { result.append((recordLine, cells)) }
            cells = []
            field = ""
            fieldWasQuoted = false
        }
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                quoted = true
                fieldWasQuoted = true
            case ",":
                cells.append(field)
                field = ""
                fieldWasQuoted = false
            case "\r":
                let next = iterator.next()
                if next != "\n" { pending = next }
                endRecord()
                line += 1
                recordLine = line
            case "\n":
                endRecord()
                line += 1
                recordLine = line
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted { throw .unterminatedQuote(line: recordLine) }
        if !field.isEmpty || !cells.isEmpty || fieldWasQuoted { endRecord() }
        return result
    }

    private static func columnIndexes(_ header: [String]) throws(RosterCSVError) -> [Column: Int] {
        var indexes: [Column: Int] = [:]
        var unknown: [String] = []
        for (index, cell) in header.enumerated() {
            let name = cell.trimmingWhitespace.lowercased()
            guard let column = Column(rawValue: name) else {
                if !name.isEmpty { unknown.append(cell.trimmingWhitespace) }
                continue
            }
            guard indexes[column] == nil else { throw .duplicateColumn(name) }
            indexes[column] = index
        }
        let missing = Column.allCases.filter { indexes[$0] == nil }.map(\.rawValue)
        guard missing.isEmpty else { throw .missingColumns(missing) }
        guard unknown.isEmpty else { throw .unknownColumns(unknown) }
        return indexes
    }

    /// "2", "II", "Level II", "Level 2" → 2.
    static func levelNumber(_ text: String) -> Int? {
        var word = text.lowercased()
        if word.hasPrefix("level") { word = String(word.dropFirst(5)).trimmingWhitespace }
        if let number = Int(word), (1...99).contains(number) { return number }
        let romans = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
        return romans.firstIndex(of: word).map { $0 + 1 }
    }

    /// "1", "2", "Year 1", "Year 2".
    static func yearValue(_ text: String) -> StudentYear? {
        var word = text.lowercased()
        if word.hasPrefix("year") { word = String(word.dropFirst(4)).trimmingWhitespace }
        return Int(word).flatMap(StudentYear.init(rawValue:))
    }

    /// A plausible address: one `@`, a local part, a dotted domain, no spaces, at most 254 characters.
    static func isEmailAddress(_ text: String) -> Bool {
        guard text.count <= 254, !text.contains(where: { $0.isWhitespace || $0 == "," || $0 == "<" || $0 == ">" }) else {
            return false
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64 else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
