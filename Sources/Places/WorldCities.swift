import Foundation

/// The world's cities with population ≥ 15,000 (GeoNames `cities15000`), searchable by name
/// to pick a canonical city and its IANA time zone.
///
///     let city = WorldCities.shared.search("sao paulo").first // São Paulo, America/Sao_Paulo
public final class WorldCities: Sendable {
    /// Why a city file could not be loaded.
    public enum LoadError: Error, Sendable, Equatable {
        /// The line (1-based) does not have nine valid tab-separated fields.
        case malformedLine(Int)
    }

    /// Required attribution for the GeoNames data; show it wherever city data is used.
    public static let attribution = "City data © GeoNames (geonames.org), CC BY 4.0"

    /// The bundled data set, read and indexed on its first query (not when a server starts: ~7 MiB that a process
    /// which never searches for a city does not hold).
    ///
    ///     let cairo = WorldCities.shared.named("Cairo")
    public static let shared = WorldCities(index: nil)

    /// The bundled file's index, built once by the first query of ``shared``.
    private static let bundledIndex: Index = {
        guard let url = bundledFileURL else {
            fatalError("Places: cities15000.tsv is missing from the bundle")
        }
        do {
            return try Index(contentsOf: url)
        } catch {
            fatalError("Places: cannot load cities15000.tsv: \(error)")
        }
    }()

    /// Location of the bundled `cities15000.tsv`.
    static var bundledFileURL: URL? {
        Bundle.module.url(forResource: "cities15000", withExtension: "tsv")
    }

    /// The cities and their search indexes.
    struct Index: Sendable {
        /// All cities, most populous first (ties keep file order).
        let cities: [City]
        let positionsByID: [Int: Int]
        /// Folded full names.
        let names: PrefixIndex
        /// Folded name suffixes starting at each word after the first ("paulo" for "sao paulo").
        let wordSuffixes: PrefixIndex
        let countries: CountryDirectory
    }

    /// This instance's own index; nil for ``shared``, which reads the bundled file on first use.
    private let own: Index?

    /// The index queries read.
    var index: Index { own ?? Self.bundledIndex }

    private init(index: Index?) {
        own = index
    }

    /// Loads a GeoNames-style TSV file (see ``City`` for the columns; an optional header line is skipped).
    ///
    ///     let cities = try WorldCities(contentsOf: url)
    public convenience init(contentsOf url: URL) throws {
        self.init(index: try Index(contentsOf: url))
    }

    /// Number of cities loaded.
    public var count: Int {
        index.cities.count
    }

    /// The city with this GeoNames id, if present.
    ///
    ///     WorldCities.shared.city(id: 6167865)?.name // "Toronto"
    public func city(id: Int) -> City? {
        let index = self.index
        return index.positionsByID[id].map { index.cities[$0] }
    }

    /// The most populous city whose folded name equals the folded `name`, optionally in one
    /// country (ISO code, any case).
    ///
    ///     WorldCities.shared.named("london", countryCode: "CA")?.zoneIdentifier // "America/Toronto"
    public func named(_ name: String, countryCode: String? = nil) -> City? {
        let key = Array(Folding.fold(name).utf8)
        guard !key.isEmpty else { return nil }
        let code = countryCode?.uppercased()
        let index = self.index
        return index.names.cities(withKey: key)
            .sorted()
            .lazy
            .map { index.cities[Int($0)] }
            .first { code == nil || $0.countryCode == code }
    }
}

extension WorldCities.Index {
    /// Reads and indexes a GeoNames-style TSV file.
    init(contentsOf url: URL) throws {
        let parsed = try CityFileParser.parse(Data(contentsOf: url))
        // Stable sort so positions double as population rank.
        let cities = parsed.enumerated()
            .sorted { ($0.element.population, $1.offset) > ($1.element.population, $0.offset) }
            .map(\.element)
        var positionsByID: [Int: Int] = [:]
        positionsByID.reserveCapacity(cities.count)
        var nameEntries: [(key: [UInt8], cityIndex: Int32)] = []
        var wordEntries: [(key: [UInt8], cityIndex: Int32)] = []
        nameEntries.reserveCapacity(cities.count)
        for (position, city) in cities.enumerated() {
            positionsByID[city.id] = positionsByID[city.id] ?? position
            let folded = Array(Folding.fold(city.name).utf8)
            nameEntries.append((folded, Int32(position)))
            for (offset, byte) in folded.enumerated() where byte == UInt8(ascii: " ") {
                wordEntries.append((Array(folded[(offset + 1)...]), Int32(position)))
            }
        }
        self.cities = cities
        self.positionsByID = positionsByID
        self.names = PrefixIndex(nameEntries)
        self.wordSuffixes = PrefixIndex(wordEntries)
        self.countries = CountryDirectory(cities: cities)
    }
}
