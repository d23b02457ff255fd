import Foundation

/// Parses the tab-separated GeoNames extract: geonameid, name, country code, country name,
/// admin1 code, latitude, longitude, IANA zone, population. An optional header line starting
/// with `geonameid` is skipped, as are blank lines.
enum CityFileParser {
    private static let fieldCount = 9

    static func parse(_ data: Data) throws -> [City] {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer in
            var cities: [City] = []
            cities.reserveCapacity(buffer.count / 70)
            var lineNumber = 0
            var lineStart = 0
            while lineStart < buffer.count {
                var lineEnd = lineStart
                while lineEnd < buffer.count && buffer[lineEnd] != 0x0A { lineEnd += 1 }
                lineNumber += 1
                var contentEnd = lineEnd
                if contentEnd > lineStart && buffer[contentEnd - 1] == 0x0D { contentEnd -= 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<contentEnd])
                lineStart = lineEnd + 1
                if line.isEmpty { continue }
                if lineNumber == 1 && line.starts(with: "geonameid".utf8) { continue }
                cities.append(try parseLine(line, lineNumber: lineNumber))
            }
            return cities
        }
    }

    private static func parseLine(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws -> City {
        var fields: [String] = []
        fields.reserveCapacity(fieldCount)
        var fieldStart = 0
        for index in 0...line.count where index == line.count || line[index] == 0x09 {
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: line[fieldStart..<index]), as: UTF8.self))
            fieldStart = index + 1
        }
        guard fields.count == fieldCount,
            let id = Int(fields[0]),
            let latitude = Double(fields[5]),
            let longitude = Double(fields[6]),
            let population = Int(fields[8]),
            !fields[1].isEmpty, !fields[7].isEmpty
        else { throw WorldCities.LoadError.malformedLine(lineNumber) }
        // GeoNames has a stray trailing space in at least one country name.
        func trimmed(_ text: String) -> String {
            text.last == " " ? text.trimmingCharacters(in: .whitespaces) : text
        }
        return City(
            id: id, name: fields[1], countryCode: fields[2],
            countryName: trimmed(fields[3]), admin1: fields[4],
            latitude: latitude, longitude: longitude, zoneIdentifier: fields[7], population: population)
    }
}
