import Testing

@testable import Routing

/// A form declared once: its fields as sent, a typed one, the checkboxes and a file.
private struct SampleForm: FormBody {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, week, days
        case otherMinutes = "other_minutes"
        case photo
    }

    let title: FormText
    let week: Int?
    let days: FormTexts
    let otherMinutes: FormText
    let photo: FormUpload
}

private struct RequiredWeekForm: FormBody {
    enum CodingKeys: String, CodingKey, CaseIterable { case week }
    let week: Int
}

@Suite struct FormBodyTests {
    @Test func fieldsAreReadAsSentUnderTheirDeclaredNames() throws {
        let form = try FormFields(
            [("title", "  Read  "), ("days", "1"), ("_csrf", "x"), ("days", "5"), ("week", "8")], files: [("photo", "bytes")]
        ).decode(SampleForm.self)
        #expect(form.title == FormText(name: "title", text: "  Read  "))
        #expect(form.week == 8)
        #expect(form.days.texts == ["1", "5"])
        #expect(form.otherMinutes.text == nil && form.otherMinutes.name == "other_minutes")
        #expect(form.otherMinutes.or("45") == "45")
        #expect(form.photo.payload as? String == "bytes")
        #expect(SampleForm.name(.otherMinutes) == "other_minutes")
        #expect(SampleForm.fieldNames == ["title", "week", "days", "other_minutes", "photo"])
    }

    @Test func anAbsentOrEmptyOptionalValueIsNil() throws {
        #expect(try FormFields([]).decode(SampleForm.self).week == nil)
        #expect(try FormFields([("week", "")]).decode(SampleForm.self).week == nil)
        #expect(try FormFields([("title", " ")]).decode(SampleForm.self).title.present == nil)
    }

    @Test func aTypedValueThatDoesNotParseIsRefusedNamingTheField() {
        #expect(throws: RouteParameterError(name: "week", location: .form, problem: .malformed(expected: "a whole number"))) {
            try FormFields([("week", "eight")]).decode(SampleForm.self)
        }
        #expect(throws: RouteParameterError.self) { try FormFields([("week", "99999999999999999999999")]).decode(SampleForm.self) }
    }

    @Test func aRequiredValueMissingOrBlankIsAMissingField() {
        for pairs in [[], [("week", "")], [("week", "  ")]] as [[(String, String)]] {
            #expect(throws: RouteParameterError(name: "week", location: .form, problem: .missing)) {
                try FormFields(pairs).decode(RequiredWeekForm.self)
            }
        }
        #expect(RouteParameterError(name: "week", location: .form, problem: .missing).message == "Missing field: week")
    }
}
