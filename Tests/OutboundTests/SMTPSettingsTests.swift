import Testing

@testable import Outbound

@Suite struct SMTPSettingsTests {
    @Test func schemesPickPortsAndTLS() throws {
        let smtps = try SMTPSettings.parse("smtps://smtp.example.org")
        #expect(smtps == SMTPSettings(host: "smtp.example.org", port: 465, tls: .implicit))
        #expect(smtps.curlURL == "smtps://smtp.example.org:465")
        let smtp = try SMTPSettings.parse("SMTP://smtp.example.org:2525/")
        #expect(smtp == SMTPSettings(host: "smtp.example.org", port: 2525, tls: .required))
        #expect(try SMTPSettings.parse("smtp://smtp.example.org").port == 587)
    }

    @Test func loopbackAllowsPlainSMTPRemoteRequiresSTARTTLS() throws {
        for host in ["127.0.0.1", "127.3.2.1", "localhost", "LocalHost", "[::1]"] {
            #expect(try SMTPSettings.parse("smtp://\(host):1025").tls == .opportunistic, "\(host)")
        }
        for host in ["10.0.0.1", "128.0.0.1", "mail.example.org", "[2001:db8::1]", "127.0.0.1.example.org"] {
            #expect(try SMTPSettings.parse("smtp://\(host):1025").tls == .required, "\(host)")
        }
        #expect(try SMTPSettings.parse("smtps://127.0.0.1:1465").tls == .implicit)
        let v6 = try SMTPSettings.parse("smtp://[::1]:1025")
        #expect(v6.host == "::1" && v6.curlURL == "smtp://[::1]:1025")
    }

    @Test func credentialsArePercentDecoded() throws {
        let settings = try SMTPSettings.parse(
            "smtps://mailer%40example.org:p%40ss%3Aw%2Fo%25rd@smtp.example.org:465", caFile: "/tmp/ca.pem")
        #expect(settings.username == "mailer@example.org")
        #expect(settings.password == "p@ss:w/o%rd")
        #expect(settings.caFile == "/tmp/ca.pem")
        let userOnly = try SMTPSettings.parse("smtp://apikey@127.0.0.1")
        #expect(userOnly.username == "apikey" && userOnly.password == nil)
        #expect(try SMTPSettings.parse("smtp://u:@127.0.0.1").password == "")
        #expect(try SMTPSettings.parse("smtp://%D8%B9%D9%84%D9%8A:x@127.0.0.1").username == "علي")
    }

    @Test func badURLsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("mail.example.org", "must start with smtp:// or smtps://"),
            ("https://mail.example.org", "must start with smtp:// or smtps://"),
            ("smtp://", "no host"),
            ("smtp://:25", "no host"),
            ("smtp://mail.example.org:0", "port"),
            ("smtp://mail.example.org:65536", "port"),
            ("smtp://mail.example.org:25x", "port"),
            ("smtp://mail.example.org/path", "path"),
            ("smtp://mail.example.org?x=1", "query"),
            ("smtp://mail example.org", "spaces"),
            ("smtp://u:p%zz@mail.example.org", "percent-escape"),
            ("smtp://:secret@mail.example.org", "empty user name"),
            ("smtp://[::1:25", "unclosed"),
            ("smtp://[nothex]:25", "IPv6"),
            ("smtp://mail_example!.org", "characters"),
        ]
        for (url, fragment) in cases {
            do {
                _ = try SMTPSettings.parse(url)
                Issue.record("\(url) was accepted")
            } catch {
                #expect("\(error)".contains(fragment), "\(url): \(error)")
                #expect("\(error)".hasPrefix("--smtp-url"), "\(url): \(error)")
            }
        }
    }

    @Test func descriptionsHideThePassword() throws {
        let settings = try SMTPSettings.parse("smtp://mailer:hunter2@smtp.example.org")
        #expect("\(settings)" == "smtp://mailer:***@smtp.example.org:587 (STARTTLS required)")
        #expect(String(reflecting: settings) == "\(settings)")
        #expect("\(try SMTPSettings.parse("smtp://[::1]:25"))" == "smtp://[::1]:25 (STARTTLS if offered)")
    }

    @Test func errorsNeverEchoThePassword() {
        do {
            _ = try SMTPSettings.parse("smtp://user:hunter2@mail.example.org:99999")
            Issue.record("accepted")
        } catch {
            #expect(!"\(error)".contains("hunter2"))
        }
    }

    @Test func sendMailRefusesBadEnvelopesBeforeConnecting() throws {
        let settings = try SMTPSettings.parse("smtp://127.0.0.1:9")
        #expect(throws: CurlError.self) { try Curl.sendMail(settings, from: "a@example.org", to: [], message: [], timeout: 5) }
        #expect(throws: CurlError.self) {
            try Curl.sendMail(settings, from: "a@example.org", to: ["b@example.org>\r\nRCPT TO:<c@example.org"], message: [], timeout: 5)
        }
        #expect(throws: CurlError.self) {
            try Curl.sendMail(settings, from: "not-an-address", to: ["b@example.org"], message: [], timeout: 5)
        }
    }

    @Test func aRefusedRelayThrowsCurlsMessage() throws {
        let settings = try SMTPSettings.parse("smtp://127.0.0.1:9")
        do {
            try Curl.sendMail(
                settings, from: "a@example.org", to: ["b@example.org"], message: Array("Subject: x\r\n\r\nx\r\n".utf8), timeout: 5)
            Issue.record("expected a CurlError")
        } catch let error as CurlError {
            #expect(error.code == 7)
            #expect("\(error)".hasPrefix("SMTP send via 127.0.0.1:9: Couldn't connect to server"))
        }
    }
}
