/// Countries (and alphabetic first-level division codes such as US states) present in the data,
/// used to narrow searches like "toronto, ca" or "toronto canada".
struct CountryDirectory: Sendable {
    /// Common names GeoNames does not use.
    private static let aliases: [String: String] = [
        "uk": "GB", "britain": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
        "usa": "US", "america": "US", "united states of america": "US", "uae": "AE", "emirates": "AE",
        "netherlands": "NL", "holland": "NL", "czech republic": "CZ", "palestine": "PS", "cote d ivoire": "CI",
        "burma": "MM", "swaziland": "SZ", "turkiye": "TR", "korea": "KR", "macedonia": "MK",
        "east timor": "TL", "cape verde": "CV", "drc": "CD", "dr congo": "CD", "ksa": "SA",
    ]

    /// Folded country name or alias → country code.
    private let codesByName: [String: String]
    /// Upper-case country codes present.
    private let codes: Set<String>
    /// Lower-case alphabetic admin1 codes present (e.g. "ny", "on" is not one: Ontario is "08").
    private let alphabeticAdmin1: Set<String>

    init(cities: [City]) {
        var codesByName = Self.aliases
        var codes = Set<String>()
        var admin1 = Set<String>()
        for city in cities {
            if codes.insert(city.countryCode).inserted {
                let folded = Folding.fold(city.countryName)
                codesByName[folded] = city.countryCode
                if folded.hasPrefix("the ") { codesByName[String(folded.dropFirst(4))] = city.countryCode }
            }
            if city.admin1.count >= 2, city.admin1.allSatisfy(\.isLetter) { admin1.insert(city.admin1.lowercased()) }
        }
        self.codesByName = codesByName
        self.codes = codes
        self.alphabeticAdmin1 = admin1
    }

    /// A filter for a qualifier typed without a comma ("toronto canada"): it must be exactly a
    /// country name, alias, code or alphabetic admin1 code; otherwise nil.
    func exactFilter(_ folded: String) -> CountryFilter? {
        var matched = Set<String>()
        if let code = codesByName[folded] { matched.insert(code) }
        if folded.count == 2, codes.contains(folded.uppercased()) { matched.insert(folded.uppercased()) }
        let admin1 = alphabeticAdmin1.contains(folded) ? folded : nil
        guard !matched.isEmpty || admin1 != nil else { return nil }
        return CountryFilter(countryCodes: matched, admin1: admin1)
    }

    /// A filter for a qualifier typed after a comma ("toronto, ca", "toronto, can"): country
    /// codes, country names or aliases starting with it, or an admin1 code equal to it.
    func prefixFilter(_ folded: String) -> CountryFilter {
        var matched = Set<String>()
        for (name, code) in codesByName where name.hasPrefix(folded) { matched.insert(code) }
        if folded.count == 2, codes.contains(folded.uppercased()) { matched.insert(folded.uppercased()) }
        return CountryFilter(countryCodes: matched, admin1: folded)
    }
}

/// Restricts search results to some countries and/or one first-level division.
struct CountryFilter: Sendable {
    let countryCodes: Set<String>
    /// Lower-case admin1 code to accept in any country, if any.
    let admin1: String?

    func accepts(_ city: City) -> Bool {
        countryCodes.contains(city.countryCode) || (admin1.map { $0 == city.admin1.lowercased() } ?? false)
    }
}
