import Calendar
import Foundation
import QuranFlowCore
import Testing

/// The weekly cap on a student's messages: 3 a week, Monday 00:00 to Monday 00:00 on the student's clock.
@Suite struct MessageCapTests {
    static let toronto = MessageCap(zoneIdentifier: "America/Toronto")

    static func at(_ text: String) -> Date { ISO8601.parse(text)! }

    @Test func theThirdGoesTheFourthIsRefusedNamingMonday() throws {
        let sent = ["2026-10-26T09:00:00-04:00", "2026-10-27T13:48:00-04:00"].map(Self.at)
        let wednesday = Self.at("2026-10-28T12:00:00-04:00")
        #expect(Self.toronto.remaining(sent: sent, at: wednesday) == 1)
        try Self.toronto.check(sent: sent, at: wednesday)  // the third goes
        let three = sent + [wednesday]
        #expect(Self.toronto.remaining(sent: three, at: wednesday) == 0)
        #expect(throws: MessageError.weeklyCapReached(opensAt: Self.at("2026-11-02T00:00:00-05:00"))) {
            try Self.toronto.check(sent: three, at: Self.at("2026-11-01T23:59:59-05:00"))
        }
        // "of 3 messages": plural at every count (#39).
        #expect(MessageCap.remainingLine(0) == "0 of 3 messages left this week")
        #expect(MessageCap.remainingLine(1) == "1 of 3 messages left this week")
        #expect(MessageCap.remainingLine(2) == "2 of 3 messages left this week")
        #expect(MessageCap.remainingLine(3) == "3 of 3 messages left this week")
        #expect(MessageCap.remainingLine(-1) == "0 of 3 messages left this week")
    }

    @Test func theClosedLineNamesTheDayItOpensOnTheStudentsClockAndThatTheCoachsReplyIsFree() {
        let opens = Self.toronto.week(containing: Self.at("2026-10-28T12:00:00-04:00")).upperBound
        #expect(
            MessageCap.closedLine(opensAt: opens, zoneIdentifier: "America/Toronto", coachName: "Ust. Amina")
                == "You've sent this week's 3 messages. Your next message opens Monday · 2 Nov. A reply from Ust. Amina doesn't count.")
        // Read in Cairo the same instant is Monday 7 AM: still Monday 2 Nov there.
        #expect(
            MessageCap.closedLine(opensAt: opens, zoneIdentifier: "Africa/Cairo", coachName: "Ust. Amina")
                .contains("opens Monday · 2 Nov."))
        #expect(MessageCap.closedLine.hasSuffix("Your next message opens Monday. A reply from your coach doesn't count."))
    }

    @Test func mondayMidnightOnTheStudentsClockReopens() throws {
        let three = ["2026-10-26T00:00:00-04:00", "2026-10-28T08:00:00-04:00", "2026-11-01T23:59:59-05:00"].map(Self.at)
        #expect(Self.toronto.remaining(sent: three, at: Self.at("2026-11-01T23:59:59-05:00")) == 0)
        #expect(Self.toronto.remaining(sent: three, at: Self.at("2026-11-02T00:00:00-05:00")) == 3)
        // The first second of the week counts in it; the last second of the week before does not.
        #expect(Self.toronto.remaining(sent: [Self.at("2026-10-25T23:59:59-04:00")], at: Self.at("2026-10-26T00:00:00-04:00")) == 3)
        // The same instants read in Cairo fall in other weeks: the student's own zone decides.
        let cairo = MessageCap(zoneIdentifier: "Africa/Cairo")
        #expect(cairo.week(containing: Self.at("2026-11-01T23:00:00-05:00")).lowerBound == Self.at("2026-11-02T00:00:00+02:00"))
    }

    @Test func theWeekOfAClockChangeIsItsHoursLong() {
        // Toronto leaves daylight time on Sunday 1 November 2026: that week lasts 169 hours, the next 168.
        let week = Self.toronto.week(containing: Self.at("2026-10-29T12:00:00-04:00"))
        #expect(week.lowerBound == Self.at("2026-10-26T00:00:00-04:00"))
        #expect(week.upperBound.timeIntervalSince(week.lowerBound) == 169 * 3600)
        let spring = Self.toronto.week(containing: Self.at("2027-03-10T12:00:00-05:00"))
        #expect(spring.upperBound.timeIntervalSince(spring.lowerBound) == 167 * 3600)
    }

    @Test func textIsTrimmedAndBounded() throws {
        #expect(try MessageText("  Can I move to Thursday?\n").value == "Can I move to Thursday?")
        #expect(throws: MessageError.empty) { try MessageText(" \n\t ") }
        #expect(throws: MessageError.tooLong(count: 2001)) { try MessageText(String(repeating: "a", count: 2001)) }
        #expect(try MessageText(String(repeating: "ب", count: 2000)).value.count == 2000)
    }
}

/// "Usually replies within a day" from the coach's real first replies.
@Suite struct ReplyTimeTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    static func message(_ minutesAgo: Double, student: Bool) -> Message {
        Message(
            id: UUID().uuidString, threadID: "t", senderID: student ? "s" : "c", fromStudent: student, body: "x",
            sentAt: now.addingTimeInterval(-minutesAgo * 60))
    }

    @Test func theFirstReplyToAWaitCountsOnceAndOldRepliesDoNot() {
        let thread = [
            Self.message(600, student: true), Self.message(590, student: true), Self.message(480, student: false),
            Self.message(470, student: false), Self.message(100, student: true), Self.message(40, student: false),
            Self.message(31 * 24 * 60, student: true), Self.message(31 * 24 * 60 - 10, student: false),
        ]
        #expect(ReplyTime.firstReplies(thread, now: Self.now) == [120 * 60, 60 * 60])
    }

    @Test func theMedianPicksTheBucketAndFewRepliesShowThePromise() {
        #expect(ReplyTime.label(firstReplies: [600, 1200, 1800, 2400]) == "Replies within 48 hours")
        #expect(ReplyTime.label(firstReplies: [600, 1200, 1800, 2400, 90000]) == "Usually replies within an hour")
        #expect(ReplyTime.label(firstReplies: [3600, 7200, 5400, 9000, 1800]) == "Usually replies within a few hours")
        #expect(ReplyTime.label(firstReplies: [30000, 40000, 50000, 60000, 70000, 80000]) == "Usually replies within a day")
        #expect(ReplyTime.label(firstReplies: Array(repeating: 100000, count: 5)) == "Usually replies within 2 days")
        #expect(ReplyTime.label(firstReplies: Array(repeating: 200000, count: 5)) == "Replies within 48 hours")
    }
}
