import Testing

@testable import QuranFlowCore

/// The roster CSV (issue 20): RFC 4180 quoting, BOM, CRLF, header in any order, limits, and every row problem.
@Suite struct RosterCSVTests {
    let toronto = RosterCity(id: 6_167_865, name: "Toronto, Canada", zoneIdentifier: "America/Toronto")
    let cairo = RosterCity(id: 360_630, name: "Cairo, Egypt", zoneIdentifier: "Africa/Cairo")

    func parse(_ text: String, existing: Set<String> = []) throws(RosterCSVError) -> [RosterRow] {
        try RosterCSV.parse(Array(text.utf8), levels: [1, 2], existingEmails: existing) { name in
            switch name.lowercased() {
            case "toronto": toronto
            case "cairo": cairo
            default: nil
            }
        }
    }

    @Test func quotedFieldsBOMAndCRLFWithTheHeaderInAnyOrder() throws {
        let text =
            "\u{FEFF}email,City,name,year,level\r\n"
            + "amal@example.com,Toronto,\"Haddad, Amal \"\"Mimi\"\"\",2,II\r\n"
            + "\r\n"
            + "zaynab@example.com,cairo,\"Zaynab\nOmar\",Year 1,Level 1\r\n"
        let rows = try parse(text)
        #expect(rows.count == 2)
        #expect(rows[0].name == "Haddad, Amal \"Mimi\"")
        #expect(rows[0].line == 2 && rows[0].isValid && rows[0].level == 2 && rows[0].year == .two && rows[0].city == toronto)
        #expect(rows[1].line == 4 && rows[1].name == "Zaynab\nOmar" && rows[1].year == .one && rows[1].city == cairo)
        #expect(rows[1].isValid)
    }

    @Test func everyKindOfBadRowIsListed() throws {
        let text = """
            name,email,level,year,city
            ,nameless@example.com,2,1,Toronto
            Bad Email,not-an-address,2,1,Toronto
            Bad Level,level@example.com,7,1,Toronto
            Bad Year,year@example.com,2,3,Toronto
            Bad City,city@example.com,2,1,Atlantis
            First,twice@example.com,2,1,Toronto
            Second,TWICE@example.com,2,1,Cairo
            Known,sarah@quranflow.test,2,2,Toronto
            Short,short@example.com,2
            Everything,,x,y,
            """
        let rows = try parse(text, existing: ["sarah@quranflow.test"])
        let problems = rows.map(\.problems)
        #expect(problems[0] == [.missingName])
        #expect(problems[1] == [.badEmail("not-an-address")])
        #expect(problems[2] == [.unknownLevel("7")])
        #expect(problems[3] == [.badYear("3")])
        #expect(problems[4] == [.unknownCity("Atlantis")])
        #expect(problems[5] == [])
        #expect(problems[6] == [.duplicateEmail(firstLine: 7)])
        #expect(problems[7] == [.existingAccount("sarah@quranflow.test")])
        #expect(problems[8] == [.cellCount(found: 3, expected: 5), .badYear(""), .unknownCity("")])
        #expect(problems[9] == [.badEmail(""), .unknownLevel("x"), .badYear("y"), .unknownCity("")])
        #expect(RosterProblem.unknownCity("Atlantis").message == "No city matches “Atlantis”.")
        #expect(RosterProblem.duplicateEmail(firstLine: 7).column == .email)
    }

    @Test func theHeaderIsRequired() {
        #expect(throws: RosterCSVError.missingColumns(["level", "year", "city"])) {
            try parse("name,email\nA,a@example.com\n")
        }
        #expect(throws: RosterCSVError.unknownColumns(["phone"])) { try parse("name,email,level,year,city,phone\n") }
        #expect(throws: RosterCSVError.duplicateColumn("name")) { try parse("name,email,level,year,city,Name\n") }
        #expect(throws: RosterCSVError.empty) { try parse("name,email,level,year,city\r\n") }
        #expect(throws: RosterCSVError.empty) { try parse("") }
    }

    @Test func limitsAndBrokenFiles() {
        #expect(throws: RosterCSVError.unterminatedQuote(line: 2)) { try parse("name,email,level,year,city\n\"Open,a@b.co,1,1,Cairo\n") }
        #expect(throws: RosterCSVError.notText) {
            try RosterCSV.parse([0x6E, 0xFF, 0xFE], levels: [1], existingEmails: []) { _ in nil }
        }
        let big = [UInt8](repeating: 0x61, count: RosterCSV.maximumBytes + 1)
        #expect(throws: RosterCSVError.tooLarge(bytes: RosterCSV.maximumBytes + 1)) {
            try RosterCSV.parse(big, levels: [1], existingEmails: []) { _ in nil }
        }
        let many = "name,email,level,year,city\n" + String(repeating: "A,a@b.co,1,1,Cairo\n", count: RosterCSV.maximumRows + 1)
        #expect(throws: RosterCSVError.tooManyRows(count: RosterCSV.maximumRows + 1)) { try parse(many) }
    }
}
