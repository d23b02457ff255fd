import Foundation
import Testing

@testable import Places

@Suite("World cities")
struct WorldCitiesTests {
    let cities = WorldCities.shared

    @Test func countMatchesDataRows() throws {
        let url = try #require(WorldCities.bundledFileURL)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("geonameid\t") == true)
        #expect(cities.count == lines.count - 1)
        #expect(cities.count > 30_000)
    }

    @Test func torontoAndCairoZones() throws {
        let toronto = try #require(cities.search("Toronto").first)
        #expect(toronto.zoneIdentifier == "America/Toronto")
        #expect(toronto.countryCode == "CA")
        #expect(toronto.displayName == "Toronto, Canada")
        let cairo = try #require(cities.search("cairo").first)
        #expect(cairo.zoneIdentifier == "Africa/Cairo")
        #expect(cairo.displayName == "Cairo, Egypt")
    }

    @Test func diacriticAndCaseInsensitive() throws {
        #expect(cities.search("sao paulo").first?.name == "São Paulo")
        #expect(cities.search("SÃO PAULO").first?.name == "São Paulo")
        #expect(cities.search("bogota").first?.name == "Bogotá")
        #expect(cities.search("montreal").first?.name == "Montréal")
        #expect(cities.search("izmir").first?.name == "İzmir")
        #expect(cities.search("xian").first?.name == "Xi’an")
        #expect(cities.search("xi'an").first?.name == "Xi’an")
    }

    @Test func prefixThenWordPrefixByPopulation() throws {
        let results = cities.search("paulo", limit: 50)
        #expect(results.contains { $0.name == "São Paulo" })
        let prefix = cities.search("sao", limit: 10)
        #expect(prefix.first?.name == "São Paulo")
        let populations = prefix.prefix { Folding.fold($0.name).hasPrefix("sao") }.map(\.population)
        #expect(populations == populations.sorted(by: >))
        let york = cities.search("york", limit: 30)
        let firstWordMatch = try #require(york.firstIndex { !Folding.fold($0.name).hasPrefix("york") })
        #expect(york[firstWordMatch...].allSatisfy { !Folding.fold($0.name).hasPrefix("york") })
        #expect(york.contains { $0.name == "New York City" })
    }

    @Test func countryNarrowing() throws {
        #expect(cities.search("london").first?.countryCode == "GB")
        #expect(cities.search("london, ca").first?.displayName == "London, Canada")
        #expect(cities.search("london canada").first?.displayName == "London, Canada")
        #expect(cities.search("london, can").first?.countryCode == "CA")
        #expect(cities.search("toronto, ca").first?.zoneIdentifier == "America/Toronto")
        #expect(cities.search("toronto canada").first?.zoneIdentifier == "America/Toronto")
        #expect(cities.search("london, ca", limit: 50).allSatisfy { $0.countryCode == "CA" || $0.admin1 == "CA" })
        #expect(cities.search("alexandria egypt").first?.zoneIdentifier == "Africa/Cairo")
        #expect(cities.search("birmingham usa").first?.countryCode == "US")
        #expect(cities.search("paris, zz").isEmpty)
    }

    @Test func cityNamesEndingInACountryStillMatch() {
        // "Port of Spain" ends in a country name; the unqualified reading must still find it.
        #expect(cities.search("port of spain").contains { $0.countryCode == "TT" })
    }

    @Test func limitAndEmptyQueries() {
        #expect(cities.search("san", limit: 3).count == 3)
        #expect(cities.search("a", limit: 25).count == 25)
        #expect(cities.search("san", limit: 0).isEmpty)
        #expect(cities.search("").isEmpty)
        #expect(cities.search("   \t ").isEmpty)
        #expect(cities.search(" , ").isEmpty)
        #expect(cities.search("qqqqzzzz").isEmpty)
    }

    @Test func lookupByIDAndName() throws {
        #expect(cities.city(id: 6167865)?.name == "Toronto")
        #expect(cities.city(id: -1) == nil)
        #expect(cities.city(id: 999_999_999) == nil)
        #expect(cities.named("cairo")?.countryCode == "EG")
        #expect(cities.named("London")?.countryCode == "GB")
        #expect(cities.named("london", countryCode: "ca")?.zoneIdentifier == "America/Toronto")
        #expect(cities.named("Lond") == nil)
        #expect(cities.named("São Paulo")?.id == cities.named("sao paulo")?.id)
    }

    @Test func codableRoundTrip() throws {
        let city = try #require(cities.named("Cairo"))
        let decoded = try JSONDecoder().decode(City.self, from: JSONEncoder().encode(city))
        #expect(decoded == city)
    }

    @Test func attribution() {
        #expect(WorldCities.attribution == "City data © GeoNames (geonames.org), CC BY 4.0")
    }

    @Test func foldingRules() {
        #expect(Folding.fold("  São—Paulo!! ") == "sao paulo")
        #expect(Folding.fold("Diyarbakır") == "diyarbakir")
        #expect(Folding.fold("Köln") == "koln")
        #expect(Folding.fold("Łódź") == "lodz")
        #expect(Folding.fold("Straße") == "strasse")
        #expect(Folding.fold("القاهرة") == "القاهرة")
    }
}

@Suite("Loading city files")
struct CityFileTests {
    func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cities-\(UUID().uuidString).tsv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func loadsWithoutHeaderAndSortsByPopulation() throws {
        let url = try write("1\tSmall\tXX\tNowhere\t01\t1.5\t-2.5\tUTC\t10\n2\tBig\tXX\tNowhere\t01\t0\t0\tUTC\t100\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let cities = try WorldCities(contentsOf: url)
        #expect(cities.count == 2)
        #expect(cities.search("").isEmpty)
        #expect(cities.named("small")?.latitude == 1.5)
        #expect(cities.named("Nowhere") == nil)
        #expect(cities.search("b").map(\.id) == [2])
    }

    @Test func malformedLineIsReported() throws {
        let url = try write("geonameid\tname\n1\tA\tXX\tNowhere\t01\t1\t2\tUTC\t10\n2\tB\tXX\n")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: WorldCities.LoadError.malformedLine(3)) { try WorldCities(contentsOf: url) }
    }

    @Test func loadsTheBundledFile() throws {
        let url = try #require(WorldCities.bundledFileURL)
        #expect(try WorldCities(contentsOf: url).count == 34_006)
    }
}

@Suite("City names told apart (AN-11)")
struct CityDistinctNameTests {
    func city(_ name: String, _ country: String, _ countryName: String, _ admin1: String) -> City {
        City(
            id: 0, name: name, countryCode: country, countryName: countryName, admin1: admin1, latitude: 0, longitude: 0,
            zoneIdentifier: "UTC", population: 0)
    }

    @Test("A readable region code is shown; a numeric one only when two places share a name and country")
    func names() {
        #expect(city("Manchester", "US", "United States", "NH").regionalName == "Manchester, NH, United States")
        #expect(city("Toronto", "CA", "Canada", "08").regionalName == "Toronto, Canada")
        #expect(city("Manchester", "GB", "United Kingdom", "").regionalName == "Manchester, United Kingdom")
        let twins = [city("Rio", "XX", "Nowhere", "01"), city("Rio", "XX", "Nowhere", "02"), city("Rio", "YY", "Elsewhere", "01")]
        #expect(City.distinctNames(twins) == ["Rio, 01, Nowhere", "Rio, 02, Nowhere", "Rio, Elsewhere"])
    }
}
