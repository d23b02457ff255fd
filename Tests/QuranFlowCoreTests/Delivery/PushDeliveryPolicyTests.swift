import Foundation
import QuranFlowCore
import Testing

/// What the push sender does after each attempt: delivered, drop the subscription, retry with back-off, or give up.
@Suite struct PushDeliveryPolicyTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var day: Date { now.addingTimeInterval(86_400) }

    @Test func successStatusesAreDelivered() {
        for code in [200, 201, 202] {
            #expect(PushDeliveryPolicy.decide(.status(code), attempts: 1, retryAfter: nil, expiresAt: day, now: now) == .delivered)
        }
    }

    @Test func notFoundAndGoneDropTheSubscriptionAndNeverRetry() {
        for code in [404, 410] {
            #expect(
                PushDeliveryPolicy.decide(.status(code), attempts: 1, retryAfter: nil, expiresAt: day, now: now) == .subscriptionGone)
            #expect(
                PushDeliveryPolicy.decide(.status(code), attempts: 7, retryAfter: 60, expiresAt: day, now: now) == .subscriptionGone)
        }
    }

    @Test func aRequestTheServiceRefusesFailsAtOnce() {
        for code in [400, 401, 403, 413] {
            guard case .failed = PushDeliveryPolicy.decide(.status(code), attempts: 1, retryAfter: nil, expiresAt: day, now: now) else {
                Issue.record("\(code) should fail at once")
                continue
            }
        }
    }

    @Test func theBackOffDoublesFromThirtySecondsAndStopsAtAnHour() {
        #expect((1...9).map { PushDeliveryPolicy.backoff(afterAttempt: $0) } == [30, 60, 120, 240, 480, 960, 1920, 3600, 3600])
        #expect(PushDeliveryPolicy.backoff(afterAttempt: 0) == 30)
        #expect(PushDeliveryPolicy.backoff(afterAttempt: Int.max) == 3600)  // no overflow from a huge count
        for code in [408, 429, 500, 502, 503] {
            #expect(
                PushDeliveryPolicy.decide(.status(code), attempts: 3, retryAfter: nil, expiresAt: day, now: now)
                    == .retry(at: now.addingTimeInterval(120)))
        }
        #expect(
            PushDeliveryPolicy.decide(.networkFailure("refused"), attempts: 1, retryAfter: nil, expiresAt: day, now: now)
                == .retry(at: now.addingTimeInterval(30)))
    }

    @Test func retryAfterIsHonouredWhenLaterButNeverBeyondAnHour() {
        #expect(
            PushDeliveryPolicy.decide(.status(429), attempts: 1, retryAfter: 600, expiresAt: day, now: now)
                == .retry(at: now.addingTimeInterval(600)))
        #expect(
            PushDeliveryPolicy.decide(.status(429), attempts: 1, retryAfter: 5, expiresAt: day, now: now)
                == .retry(at: now.addingTimeInterval(30)))
        #expect(
            PushDeliveryPolicy.decide(.status(503), attempts: 1, retryAfter: 999_999, expiresAt: day.addingTimeInterval(9e6), now: now)
                == .retry(at: now.addingTimeInterval(3600)))
        #expect(
            PushDeliveryPolicy.decide(.status(503), attempts: 1, retryAfter: -50, expiresAt: day, now: now)
                == .retry(at: now.addingTimeInterval(30)))
    }

    @Test func theLastAttemptAndAnExpiredMessageGiveUp() {
        guard case .failed = PushDeliveryPolicy.decide(.status(503), attempts: 8, retryAfter: nil, expiresAt: day, now: now) else {
            Issue.record("the eighth attempt is the last")
            return
        }
        // A reminder whose meeting starts in 20 seconds is not retried in 30.
        guard
            case .failed = PushDeliveryPolicy.decide(
                .status(503), attempts: 1, retryAfter: nil, expiresAt: now.addingTimeInterval(20), now: now)
        else {
            Issue.record("an expired notification is not retried")
            return
        }
        // One second of life left after the back-off: still retried.
        #expect(
            PushDeliveryPolicy.decide(.status(503), attempts: 1, retryAfter: nil, expiresAt: now.addingTimeInterval(31), now: now)
                == .retry(at: now.addingTimeInterval(30)))
    }
}
