import Calendar
import Foundation
import QuranFlowCore
import Testing

/// The announcement rules at their boundaries: who is in each audience kind, the author rule, the board's groups at the
/// week's edge, a scheduled post exactly at its time, unread counts, and the edge parsing of what a request carries.
@Suite struct AnnouncementRulesTests {
    static func at(_ text: String) -> Date { ISO8601.parse(text)! }
    static let now = at("2026-10-27T13:48:00-04:00")  // Tuesday of Week 8, Toronto
    static let sarah = AnnouncementReader(level: 2, year: 2, cohortIDs: ["fall-l2"])
    static let noor = AnnouncementReader(level: 1, year: 1, cohortIDs: ["fall-l1"])

    static func post(
        _ id: String, _ audience: AnnouncementAudience, at: Date = now.addingTimeInterval(-3600), kind: AnnouncementKind = .general,
        pinned: Bool = false, unpublished: Date? = nil
    ) -> Announcement {
        Announcement(
            id: id, title: "Post \(id)", body: "", audience: audience, kind: kind, authorID: "a", authorName: "QF Team",
            authorRole: "admin", pinned: pinned, publishAt: at, createdAt: at, unpublishedAt: unpublished)
    }

    @Test func everyAudienceKindIncludesItsOwnAndNoOneElse() throws {
        let cases: [(AnnouncementAudience, sarah: Bool, noor: Bool)] = [
            (.everyone, true, true), (.level(2), true, false), (.level(1), false, true), (.level(3), false, false),
            (.year(2), true, false), (.year(1), false, true), (.cohort("fall-l2"), true, false), (.cohort("fall-l1"), false, true),
            (.cohort("spring-l2"), false, false),
        ]
        for (audience, sarahIn, noorIn) in cases {
            #expect(audience.includes(Self.sarah) == sarahIn, "\(audience)")
            #expect(audience.includes(Self.noor) == noorIn, "\(audience)")
            // The wire form goes both ways.
            #expect(try AnnouncementAudience(parsing: audience.rawValue) == audience)
        }
        #expect(AnnouncementAudience.level(2).label() == "Level II")
        #expect(AnnouncementAudience.everyone.label() == "Everyone")
        #expect(AnnouncementAudience.year(1).label() == "Year 1")
        #expect(AnnouncementAudience.cohort("c").label(cohortNames: ["c": "Fall 2026 · Level II"]) == "Fall 2026 · Level II")
        for bad in ["", "all", "level:", "level:0", "level:100", "level:two", "year:3", "cohort:", "cohort:a b", "team:1", "level:2:3"] {
            #expect(throws: AnnouncementError.unknownAudience(bad)) { try AnnouncementAudience(parsing: bad) }
        }
    }

    @Test func aCoachPostsToEveryoneOrTheLevelsTheyTeachAnAdminAnywhere() throws {
        let radwa = AnnouncementAuthor(id: "radwa", displayName: "Ust. Radwa", role: .coach(levelsTaught: [2, 3]))
        try radwa.check(.everyone)
        try radwa.check(.level(2))
        try radwa.check(.level(3))
        #expect(throws: AnnouncementError.audienceNotAllowed("Level I")) { try radwa.check(.level(1)) }
        #expect(throws: AnnouncementError.audienceNotAllowed("Year 2")) { try radwa.check(.year(2)) }
        #expect(throws: AnnouncementError.audienceNotAllowed("One cohort")) { try radwa.check(.cohort("fall-l2")) }
        #expect(AnnouncementError.audienceNotAllowed("Level I").field == "audience")
        #expect(radwa.audiences(levels: [1, 2, 3], cohorts: ["c"]) == [.everyone, .level(2), .level(3)])
        let team = AnnouncementAuthor(id: "admin", displayName: AnnouncementAuthor.teamName, role: .admin)
        for audience in team.audiences(levels: [1, 2], cohorts: ["c"]) { try team.check(audience) }
        #expect(team.audiences(levels: [1, 2], cohorts: ["c"]).count == 6)
    }

    @Test func aDraftNamesItsBadField() throws {
        #expect(throws: AnnouncementError.emptyTitle) { try AnnouncementDraft(title: "  ", body: "x", audience: .everyone) }
        #expect(throws: AnnouncementError.titleTooLong(count: 121)) {
            try AnnouncementDraft(title: String(repeating: "t", count: 121), body: "", audience: .everyone)
        }
        _ = try AnnouncementDraft(title: String(repeating: "t", count: 120), body: String(repeating: "b", count: 2000), audience: .everyone)
        #expect(throws: AnnouncementError.bodyTooLong(count: 2001)) {
            try AnnouncementDraft(title: "t", body: String(repeating: "b", count: 2001), audience: .everyone)
        }
        #expect(AnnouncementError.bodyTooLong(count: 2001).field == "body")
        #expect(AnnouncementError.unparsablePublishTime("x").field == "publish_at")
    }

    @Test func aPublishTimeIsAnInstantOrTheAuthorsWallClock() throws {
        #expect(try AnnouncementPublishTime.parse(nil, zoneIdentifier: "America/Toronto") == nil)
        #expect(try AnnouncementPublishTime.parse(" ", zoneIdentifier: "America/Toronto") == nil)
        #expect(try AnnouncementPublishTime.parse("2026-10-29T09:00", zoneIdentifier: "America/Toronto") == Self.at("2026-10-29T13:00:00Z"))
        #expect(try AnnouncementPublishTime.parse("2026-11-02T09:00", zoneIdentifier: "America/Toronto") == Self.at("2026-11-02T14:00:00Z"))
        #expect(
            try AnnouncementPublishTime.parse("2026-10-29T09:00:00Z", zoneIdentifier: "Africa/Cairo") == Self.at("2026-10-29T09:00:00Z"))
        for bad in ["tomorrow", "2026-10-29", "2026-13-01T09:00", "2026-10-29T25:00", "9999-12-31T23:00:00Z", "2026-10-29 09:00"] {
            #expect(throws: AnnouncementError.unparsablePublishTime(bad)) { try AnnouncementPublishTime.parse(bad, zoneIdentifier: "UTC") }
        }
    }

    @Test func aScheduledPostAppearsExactlyAtItsTimeAndAnUnpublishedOneNever() {
        let scheduled = Self.post("s", .everyone, at: Self.now)
        #expect(scheduled.isLive(at: Self.now))
        #expect(!scheduled.isLive(at: Self.now.addingTimeInterval(-0.001)))
        #expect(scheduled.state(at: Self.now.addingTimeInterval(-1)) == "Scheduled")
        #expect(scheduled.state(at: Self.now) == "Published")
        let gone = Self.post("g", .everyone, unpublished: Self.now.addingTimeInterval(-60))
        #expect(!gone.isLive(at: Self.now) && gone.state(at: Self.now) == "Unpublished")
        let board = AnnouncementBoard(
            posts: [scheduled, gone, Self.post("later", .everyone, at: Self.now.addingTimeInterval(1))], reader: Self.sarah, seen: [],
            zoneIdentifier: "America/Toronto", now: Self.now)
        #expect(board.visible.map(\.id) == ["s"])
        #expect(board.unreadCount == 1)
    }

    @Test func theBoardGroupsByTheStudentsWeekAndFiltersByChip() {
        let monday = Self.at("2026-10-26T00:00:00-04:00")  // Week 8 begins, Toronto
        let posts = [
            Self.post("pin", .everyone, at: monday.addingTimeInterval(-86_400 * 2), pinned: true),
            Self.post("edge", .level(2), at: monday, kind: .scheduleChange),
            Self.post("before", .level(2), at: monday.addingTimeInterval(-1)),
            Self.post("year", .year(2), at: monday.addingTimeInterval(3600)),
            Self.post("cohort", .cohort("fall-l2"), at: monday.addingTimeInterval(7200)),
            Self.post("noor", .level(1), at: monday.addingTimeInterval(7200)),
        ]
        let board = AnnouncementBoard(
            posts: posts, reader: Self.sarah, seen: ["pin", "before"], zoneIdentifier: "America/Toronto", now: Self.now)
        let all = board.groups(.all)
        #expect(all.pinned.map(\.id) == ["pin"])
        #expect(all.thisWeek.map(\.id) == ["cohort", "year", "edge"])  // Monday 00:00 exactly is this week
        #expect(all.earlier.map(\.id) == ["before"])  // one second before it is not
        #expect(board.posts(.myLevel).map(\.id) == ["cohort", "edge", "before"])
        #expect(board.posts(.schedule).map(\.id) == ["edge"])
        #expect(board.unreadCount == 3 && board.pinnedCount == 1)
        // Noor sees her level's post and the pinned one, nothing of Level II's.
        let noors = AnnouncementBoard(posts: posts, reader: Self.noor, seen: [], zoneIdentifier: "America/Toronto", now: Self.now)
        #expect(noors.visible.map(\.id) == ["noor", "pin"])
        #expect(noors.unreadCount == 2)
        // The week is the student's: London's Monday began 4 hours before Toronto's, so "before" (a second before Toronto's
        // Monday) is already this week for a student in London.
        let london = AnnouncementBoard(posts: posts, reader: Self.sarah, seen: [], zoneIdentifier: "Europe/London", now: Self.now)
        #expect(london.groups(.all).earlier.isEmpty)
    }

    @Test func aPostIsNewOnlyUnreadAndUnderAWeekOld() {
        let published = Self.at("2026-10-20T13:48:00-04:00")
        #expect(AnnouncementBoard.isNew(seen: false, publishedAt: published, now: published))
        #expect(AnnouncementBoard.isNew(seen: false, publishedAt: published, now: published.addingTimeInterval(7 * 86_400 - 1)))
        #expect(!AnnouncementBoard.isNew(seen: false, publishedAt: published, now: published.addingTimeInterval(7 * 86_400)))
        #expect(!AnnouncementBoard.isNew(seen: true, publishedAt: published, now: published))
        // On the board: an unread post of eight days ago is no longer new, nor is one read this morning.
        let board = AnnouncementBoard(
            posts: [
                Self.post("old", .everyone, at: Self.now.addingTimeInterval(-8 * 86_400)),
                Self.post("read", .everyone, at: Self.now.addingTimeInterval(-3600)),
                Self.post("fresh", .everyone, at: Self.now.addingTimeInterval(-6 * 86_400)),
            ], reader: Self.sarah, seen: ["read"], zoneIdentifier: "America/Toronto", now: Self.now)
        #expect(board.visible.filter(board.isUnread).map(\.id) == ["fresh"])
        #expect(board.unreadCount == 1)
    }

    @Test func relativeTimesReadLikeTheMock() {
        let now = Self.now
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-30), now: now) == "just now")
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-12 * 60), now: now) == "12 min ago")
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-3600), now: now) == "1 hour ago")
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-86_399), now: now) == "23 hours ago")
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-86_400), now: now) == "1 day ago")
        #expect(AnnouncementBoard.relative(now.addingTimeInterval(-2 * 86_400 - 4 * 3600), now: now) == "2 days ago")
    }
}
