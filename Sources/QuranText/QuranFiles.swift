import Foundation

/// Parsers for the two resource files. Everything they find wrong is a ``QuranTextError``.
enum QuranFiles {
    static func read(_ url: URL) throws -> String {
        do {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else {
                throw QuranTextError.unreadableData("\(url.lastPathComponent) is not UTF-8")
            }
            return text
        } catch let error as QuranTextError {
            throw error
        } catch {
            throw QuranTextError.unreadableData("\(url.lastPathComponent) could not be opened")
        }
    }

    /// `number, name, Arabic name, āyah count, makki|madani, true|false` a line, tab-separated,
    /// after an optional header line; sūrahs must be numbered 1, 2, 3… in order.
    static func surahs(from text: String) throws -> [Surah] {
        var surahs: [Surah] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if index == 0, fields.first.flatMap({ Int($0) }) == nil { continue }  // header
            guard fields.count >= 6, let number = Int(fields[0]), number == surahs.count + 1,
                let ayahCount = Int(fields[3]), ayahCount > 0,
                let place = RevelationPlace(rawValue: fields[4]),
                let bismillah = ["true": true, "false": false][fields[5]]
            else { throw QuranTextError.unreadableData("surahs.tsv line \(index + 1) is malformed") }
            surahs.append(
                Surah(
                    number: number, name: fields[1], arabicName: fields[2], ayahCount: ayahCount,
                    revelationPlace: place, opensWithBismillah: bismillah))
        }
        guard !surahs.isEmpty else { throw QuranTextError.unreadableData("surahs.tsv is empty") }
        return surahs
    }

    /// `surah|ayah|text` a line, āyāt numbered 1, 2, 3… within each sūrah, blank lines ignored,
    /// then the copyright block: every line from the first `#` line to the end, kept verbatim.
    static func text(from content: String, surahCount: Int) throws -> (ayahs: [[Ayah]], license: String) {
        var body = Substring(content)
        var license = ""
        if content.hasPrefix("#") {
            body = ""
            license = content
        } else if let start = content.range(of: "\n#") {
            body = content[..<start.lowerBound]
            license = String(content[content.index(after: start.lowerBound)...])
        }
        var ayahs = Array(repeating: [Ayah](), count: surahCount)
        for (index, line) in body.split(separator: "\n").enumerated() where !line.allSatisfy(\.isWhitespace) {
            let fields = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let surah = Int(fields[0]), (1...surahCount).contains(surah),
                let number = Int(fields[1]), number == ayahs[surah - 1].count + 1, !fields[2].isEmpty
            else { throw QuranTextError.unreadableData("text line \(index + 1) is malformed or out of order") }
            ayahs[surah - 1].append(Ayah(surah: surah, number: number, text: String(fields[2])))
        }
        return (ayahs, license)
    }
}
