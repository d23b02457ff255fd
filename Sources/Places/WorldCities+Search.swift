extension WorldCities {
    /// One reading of a query: the name part and an optional country restriction.
    private struct Interpretation {
        let name: [UInt8]
        let filter: CountryFilter?
    }

    /// Finds cities by name, ignoring case and diacritics. Names starting with the query come
    /// first, then names with a later word starting with it, each group by population. A country
    /// qualifier narrows the results: after a comma it may be a prefix of a country name, a
    /// country code or an admin1 code ("toronto, ca", "london, on"); without a comma, trailing
    /// words that exactly name a country or code are tried first ("toronto canada").
    /// Empty or whitespace-only queries return no results.
    ///
    ///     WorldCities.shared.search("toronto, ca", limit: 5)
    public func search(_ query: String, limit: Int = 10) -> [City] {
        guard limit > 0 else { return [] }
        var results: [City] = []
        var seen = Set<Int32>()
        let all = self.index
        for interpretation in interpretations(of: query, countries: all.countries) {
            for index in [all.names, all.wordSuffixes] {
                let matches = index.cities(withPrefix: interpretation.name)
                    .filter { !seen.contains($0) }
                    .sorted()
                for position in matches {
                    let city = all.cities[Int(position)]
                    guard interpretation.filter?.accepts(city) ?? true else { continue }
                    seen.insert(position)
                    results.append(city)
                    if results.count == limit { return results }
                }
            }
        }
        return results
    }

    /// The readings of a query in priority order.
    private func interpretations(of query: String, countries: CountryDirectory) -> [Interpretation] {
        if let comma = query.lastIndex(of: ",") {
            let name = Array(Folding.fold(String(query[..<comma])).utf8)
            guard !name.isEmpty else { return [] }
            let qualifier = Folding.fold(String(query[query.index(after: comma)...]))
            return [Interpretation(name: name, filter: qualifier.isEmpty ? nil : countries.prefixFilter(qualifier))]
        }
        let folded = Folding.fold(query)
        guard !folded.isEmpty else { return [] }
        var readings: [Interpretation] = []
        let words = folded.split(separator: " ")
        // Longest country qualifier first, e.g. "papua new guinea" before "guinea".
        for qualifierLength in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            let qualifier = words.suffix(qualifierLength).joined(separator: " ")
            guard let filter = countries.exactFilter(qualifier) else { continue }
            let name = words.dropLast(qualifierLength).joined(separator: " ")
            readings.append(Interpretation(name: Array(name.utf8), filter: filter))
        }
        readings.append(Interpretation(name: Array(folded.utf8), filter: nil))
        return readings
    }
}
