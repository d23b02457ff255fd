import Calendar
import Testing

@testable import QuranFlowCore

@Suite("Personal details rules")
struct PersonalDetailsRulesTests {
    let today = LocalDate(year: 2026, month: 10, day: 27)

    @Test("Full name: trimmed, inner spaces made one; empty and over 120 characters refused")
    func fullName() throws {
        #expect(try PersonalDetailsRules.fullName("  Sarah   Ahmed ") == "Sarah Ahmed")
        #expect(throws: PersonalDetailsError.nameEmpty) { try PersonalDetailsRules.fullName(" \n ") }
        #expect(try PersonalDetailsRules.fullName(String(repeating: "a", count: 120)).count == 120)
        #expect(throws: PersonalDetailsError.nameTooLong) { try PersonalDetailsRules.fullName(String(repeating: "a", count: 121)) }
    }

    @Test("Pronunciation: optional (empty clears it), at most 80 characters")
    func pronunciation() throws {
        #expect(try PersonalDetailsRules.pronunciation("  ") == nil)
        #expect(try PersonalDetailsRules.pronunciation("SAH-rah AH-med") == "SAH-rah AH-med")
        #expect(try PersonalDetailsRules.pronunciation(String(repeating: "a", count: 80))?.count == 80)
        #expect(throws: PersonalDetailsError.pronunciationTooLong) {
            try PersonalDetailsRules.pronunciation(String(repeating: "a", count: 81))
        }
    }

    @Test("Date of birth: a real date, before today, at most 120 years ago")
    func dateOfBirth() throws {
        #expect(try PersonalDetailsRules.dateOfBirth("1994-03-21", today: today) == LocalDate(year: 1994, month: 3, day: 21))
        #expect(try PersonalDetailsRules.dateOfBirth("2026-10-26", today: today) == LocalDate(year: 2026, month: 10, day: 26))
        #expect(throws: PersonalDetailsError.dateOfBirthNotPast) { try PersonalDetailsRules.dateOfBirth("2026-10-27", today: today) }
        #expect(throws: PersonalDetailsError.dateOfBirthNotPast) { try PersonalDetailsRules.dateOfBirth("2031-01-01", today: today) }
        #expect(throws: PersonalDetailsError.dateOfBirthNotADate) { try PersonalDetailsRules.dateOfBirth("2025-02-29", today: today) }
        #expect(throws: PersonalDetailsError.dateOfBirthNotADate) { try PersonalDetailsRules.dateOfBirth("27/10/1990", today: today) }
        #expect(throws: PersonalDetailsError.dateOfBirthNotADate) { try PersonalDetailsRules.dateOfBirth("", today: today) }
        #expect(try PersonalDetailsRules.dateOfBirth("1906-10-27", today: today).year == 1906)
        #expect(throws: PersonalDetailsError.dateOfBirthTooOld) { try PersonalDetailsRules.dateOfBirth("1906-10-26", today: today) }
    }

    @Test("Phone: + then 8–15 digits, first not zero; spaces, dashes, dots and brackets dropped")
    func phone() throws {
        #expect(try PersonalDetailsRules.phone("+1 (416) 555-0134") == "+14165550134")
        #expect(try PersonalDetailsRules.phone("+20.100.123.4567") == "+201001234567")
        #expect(try PersonalDetailsRules.phone("+12345678") == "+12345678")  // 8 digits
        #expect(try PersonalDetailsRules.phone("+123456789012345") == "+123456789012345")  // 15 digits
        for bad in ["+1234567", "+1234567890123456", "4165550134", "+0416555013", "+1 416 555 O134", "++14165550134", "", "+"] {
            #expect(throws: PersonalDetailsError.phoneInvalid, "\(bad)") { try PersonalDetailsRules.phone(bad) }
        }
        #expect(throws: PersonalDetailsError.phoneInvalid) { try PersonalDetailsRules.phone("+1" + String(repeating: " ", count: 50)) }
    }

    @Test("Every error names its field and says what to do")
    func errorsNameTheirField() {
        #expect(PersonalDetailsError.phoneInvalid.field == "phone")
        #expect(PersonalDetailsError.dateOfBirthNotPast.field == "dateOfBirth")
        #expect(PersonalDetailsError.cityUnknown.message == "Choose your city from the list.")
    }
}
