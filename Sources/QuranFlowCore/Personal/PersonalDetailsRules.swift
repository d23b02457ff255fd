import Calendar

/// The rules of the Personal details edit steps (SakPersonalDetails): each parses one form field's raw text into the
/// value stored, or throws the ``PersonalDetailsError`` that names the field.
///
/// ```swift
/// try PersonalDetailsRules.phone(" +1 416-555-0134 ")   // "+14165550134"
/// ```
public enum PersonalDetailsRules {
    /// The longest full name (as at account creation).
    public static let maxNameLength = 120
    /// The longest pronunciation hint.
    public static let maxPronunciationLength = 80
    /// The oldest date of birth accepted, in years before today.
    public static let maxAgeYears = 120
    /// Digits after the "+" of an E.164 number.
    public static let phoneDigits = 8...15

    /// The full name, trimmed, its inner runs of spaces made one.
    public static func fullName(_ raw: String) throws(PersonalDetailsError) -> String {
        let name = collapsed(raw)
        guard !name.isEmpty else { throw .nameEmpty }
        guard name.count <= maxNameLength else { throw .nameTooLong }
        return name
    }

    /// The optional pronunciation hint ("SAH-rah AH-med"); empty clears it (nil).
    public static func pronunciation(_ raw: String) throws(PersonalDetailsError) -> String? {
        let hint = collapsed(raw)
        guard hint.count <= maxPronunciationLength else { throw .pronunciationTooLong }
        return hint.isEmpty ? nil : hint
    }

    /// A date of birth (YYYY-MM-DD) strictly before `today` and at most ``maxAgeYears`` years ago.
    ///
    /// ```swift
    /// try PersonalDetailsRules.dateOfBirth("1994-03-21", today: LocalDate(year: 2026, month: 10, day: 27))
    /// ```
    public static func dateOfBirth(_ raw: String, today: LocalDate) throws(PersonalDetailsError) -> LocalDate {
        let text = raw.trimmingSpaces
        guard text.count == 10, let date = LocalDate(iso: text) else { throw .dateOfBirthNotADate }
        guard date < today else { throw .dateOfBirthNotPast }
        guard !(date < oldest(today)) else { throw .dateOfBirthTooOld }
        return date
    }

    /// An E.164 phone number: "+" then 8–15 digits, the first not zero. Spaces, dashes, dots and brackets in the input
    /// are dropped.
    public static func phone(_ raw: String) throws(PersonalDetailsError) -> String {
        guard raw.count <= 40 else { throw .phoneInvalid }
        let kept = raw.filter { !" -.()\t".contains($0) }
        guard kept.first == "+" else { throw .phoneInvalid }
        let digits = kept.dropFirst()
        guard phoneDigits.contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0" else {
            throw .phoneInvalid
        }
        return kept
    }

    /// `today` ``maxAgeYears`` years back (29 February falls back to the 28th).
    static func oldest(_ today: LocalDate) -> LocalDate {
        let year = today.year - maxAgeYears
        return LocalDate(checkingYear: year, month: today.month, day: today.day)
            ?? LocalDate(checkingYear: year, month: today.month, day: 28) ?? today
    }

    static func collapsed(_ raw: String) -> String {
        raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
