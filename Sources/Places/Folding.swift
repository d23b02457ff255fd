import Foundation

/// Search normalisation: lower case, no diacritics, apostrophes dropped, every other run of
/// non-alphanumeric characters collapsed to one space. "Xi’an" → "xian", "São Paulo" → "sao paulo".
enum Folding {
    /// Letters that carry no decomposable diacritic but have a conventional Latin fallback.
    private static let replacements: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th", "ð": "d",
        "ħ": "h", "ŧ": "t", "ŀ": "l", "ĸ": "k", "ŋ": "n",
    ]

    /// Apostrophe-like characters, removed without leaving a word break.
    private static let apostrophes: Set<Unicode.Scalar> = [
        "'", "`", "\u{2018}", "\u{2019}", "\u{02BB}", "\u{02BC}",
        "\u{02BE}", "\u{02BF}",
    ]

    /// Folds `text` for matching.
    static func fold(_ text: String) -> String {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        let source = isASCII ? text : text.decomposedStringWithCanonicalMapping
        var output = String.UnicodeScalarView()
        var pendingSpace = false

        func appendWordCharacter(_ scalar: Unicode.Scalar) {
            if pendingSpace && !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }

        for scalar in source.unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                switch value {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    appendWordCharacter(scalar)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    appendWordCharacter(Unicode.Scalar(value | 0x20))
                default:
                    pendingSpace = true
                }
                continue
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                continue
            default:
                break
            }
            guard properties.isAlphabetic || properties.numericType != nil else {
                pendingSpace = true
                continue
            }
            for lower in properties.lowercaseMapping.unicodeScalars {
                if let replacement = replacements[lower] {
                    replacement.unicodeScalars.forEach(appendWordCharacter)
                } else {
                    appendWordCharacter(lower)
                }
            }
        }
        return String(output)
    }
}
