import Foundation

/// Parses the tab-separated GeoNames extract: geonameid, name, country code, country name,
/// admin1 code, latitude, longitude, IANA zone, population. An optional header line starting
/// with `geonameid` is skipped, as are blank lines.
enum CityFileParser {
    static func parse(_ data: Data) throws -> [City] {
        var cities: [City] = []
        cities.reserveCapacity(data.count / 70)
        var lineNumber = 0
        var lineStart = data.startIndex
        while lineStart < data.endIndex {
            let lineEnd = data[lineStart...].firstIndex(of: 0x0A) ?? data.endIndex
            lineNumber += 1
            var line = data[lineStart..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            lineStart = lineEnd < data.endIndex ? lineEnd + 1 : lineEnd
            if line.isEmpty { continue }
            if lineNumber == 1 && line.starts(with: Array("geonameid".utf8)) { continue }
            cities.append(try parseLine(line, lineNumber: lineNumber))
        }
        return cities
    }

    private static func parseLine(_ line: Data.SubSequence, lineNumber: Int) throws -> City {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 9,
              let id = Int(fields[0]),
              let latitude = Double(fields[5]),
              let longitude = Double(fields[6]),
              let population = Int(fields[8]),
              !fields[1].isEmpty, !fields[7].isEmpty
        else { throw WorldCities.LoadError.malformedLine(lineNumber) }
        return City(id: id, name: fields[1], countryCode: fields[2], countryName: fields[3].trimmingCharacters(in: .whitespaces),
                    admin1: fields[4], latitude: latitude, longitude: longitude, zoneIdentifier: fields[7],
                    population: population)
    }
}
