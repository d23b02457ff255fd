import Accounts
import DatabaseTestSupport
import Foundation
import Testing

/// What happens to a mail after a failed send, and the outbox's lease: one sender holds a mail at a time.
@Suite struct MailDeliveryPolicyTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aPermanentRefusalFailsAtOnceAndAnythingElseRetriesWithBackOff() {
        #expect(
            MailDeliveryPolicy.outcome(smtpCode: 550, message: "no such user", attempts: 1, now: now)
                == .failed(reason: "The mail server refused it (550): no such user"))
        #expect(
            MailDeliveryPolicy.outcome(smtpCode: 451, message: "try later", attempts: 1, now: now)
                == .retry(at: now.addingTimeInterval(60), reason: "try later"))
        #expect(
            MailDeliveryPolicy.outcome(smtpCode: nil, message: "refused", attempts: 3, now: now)
                == .retry(at: now.addingTimeInterval(240), reason: "refused"))
        #expect(
            MailDeliveryPolicy.outcome(smtpCode: nil, message: "refused", attempts: 29, now: now)
                == .retry(at: now.addingTimeInterval(3600), reason: "refused"))
        guard case .failed = MailDeliveryPolicy.outcome(smtpCode: nil, message: "refused", attempts: 30, now: now) else {
            Issue.record("the thirtieth attempt is the last")
            return
        }
    }

    @Test func aClaimedMailIsHeldByOneSenderAndARetryWaitsItsTurn() throws {
        let outbox = Outbox(database: try TestDatabase.make(migrations: AccountsSchema.migrations))
        let mail = try outbox.send(to: "sarah@example.com", subject: "Hello", body: "Text", html: "<p>Text</p>", now: now)
        #expect(try outbox.waitingCount() == 1)
        let claimed = try outbox.claim(now: now, limit: 10, lease: 120)
        #expect(claimed.map(\.id) == [mail.id] && claimed.first?.attempts == 1)
        #expect(try outbox.claim(now: now, limit: 10, lease: 120).isEmpty)  // leased
        #expect(try outbox.record(try #require(claimed.first), .retry(at: now.addingTimeInterval(60), reason: "busy"), now: now))
        #expect(try outbox.claim(now: now.addingTimeInterval(59), limit: 10, lease: 120).isEmpty)
        let again = try outbox.claim(now: now.addingTimeInterval(60), limit: 10, lease: 120)
        #expect(again.first?.attempts == 2)
        // The first attempt's holder can no longer record anything.
        #expect(try !outbox.record(try #require(claimed.first), .sent, now: now))
        #expect(try outbox.record(try #require(again.first), .sent, now: now.addingTimeInterval(61)))
        let stored = try #require(try outbox.recent().first)
        #expect(stored.state == "sent" && stored.html == "<p>Text</p>" && stored.messageID(domain: "q.test") == "<\(mail.id)@q.test>")
        #expect(try outbox.waitingCount() == 0)
    }
}
