import Database
import Foundation
import Identifiers
import QuranFlowCore

/// Announcements (migration 118): create, edit, unpublish, pin, and publishing's fan-out — the post's title goes into
/// every audience member's notifications sheet (kind `announcement`, opening the board) and, where their settings
/// allow, into `push_outbox` under Announcements, all in the one transaction that marks the post fanned out. A post
/// published now fans out as it is created; a scheduled one when its job runs (``publishDue(_:boardLink:at:)``, which
/// fans out at most once however many workers run it). Who is in an audience is ``AnnouncementAudience/includes(_:)``,
/// the one rule the board reads too.
///
/// ```swift
/// let store = AnnouncementStore(database: env.database)
/// let post = try store.create(draft, author: radwa, boardLink: QuranFlowRoute.announcements.path(), at: now)
/// ```
public struct AnnouncementStore: Sendable {
    public let database: any Database

    public init(database: any Database) { self.database = database }

    // MARK: Writing

    /// Stores a new post; one whose time has come (no publish time, or one not after `now`) fans out in the same
    /// transaction. Returns the post and how many students it notified. `push: false` writes the sheet rows only (the
    /// demo's history, whose pushes would be long gone).
    @discardableResult
    public func create(_ draft: AnnouncementDraft, author: AnnouncementAuthor, boardLink: String, at now: Date, push: Bool = true) throws
        -> (
            post: Announcement, notified: Int
        )
    {
        let post = Announcement(
            id: RandomIdentifier.make(), title: draft.title, body: draft.body, audience: draft.audience, kind: draft.kind,
            authorID: author.id, authorName: author.displayName, authorRole: author.roleName, pinned: draft.pinned,
            publishAt: draft.publishAt ?? now, createdAt: now)
        return try database.write { db in
            try db.execute(
                """
                INSERT INTO announcements (id, title, body, audience, kind, author_id, author_name, author_role, pinned, publish_at, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                """,
                [
                    .text(post.id), .text(post.title), .text(post.body), .text(post.audience.rawValue), .text(post.kind.rawValue),
                    .text(post.authorID), .text(post.authorName), .text(post.authorRole), SQLValue(post.pinned), SQLValue(post.publishAt),
                    SQLValue(now),
                ])
            return (post, try Self.fanOut(post.id, boardLink: boardLink, at: now, push: push, in: db))
        }
    }

    /// Publishes post `id` if its time has come and it has not gone out yet (a scheduled post's job); returns how many
    /// students it notified (0 when already sent, unpublished, rescheduled later, or gone).
    @discardableResult
    public func publishDue(_ id: String, boardLink: String, at now: Date) throws -> Int {
        try database.write { db in try Self.fanOut(id, boardLink: boardLink, at: now, in: db) }
    }

    /// Claims the post's fan-out (one UPDATE that only one transaction can win) and writes its rows.
    static func fanOut(_ id: String, boardLink: String, at now: Date, push: Bool = true, in db: any SQLConnection) throws -> Int {
        let claimed = try db.execute(
            """
            UPDATE announcements SET fanned_out_at = $2
            WHERE id = $1 AND fanned_out_at IS NULL AND unpublished_at IS NULL AND publish_at <= $2
            """, [.text(id), SQLValue(now)])
        guard claimed == 1, let post = try announcement(id, in: db) else { return 0 }
        let members = try readers(in: db).filter { post.audience.includes($0.reader) }.map(\.id)
        let detail = "\(post.kind == .scheduleChange ? post.kind.label : "Announcement") · \(post.authorName)"
        // The sheet's rows, many to a statement.
        for chunk in stride(from: 0, to: members.count, by: 100).map({ Array(members[$0..<min($0 + 100, members.count)]) }) {
            var values: [SQLValue] = []
            var tuples: [String] = []
            for member in chunk {
                let base = values.count
                tuples.append(
                    "($\(base + 1), $\(base + 2), 'announcement', $\(base + 3), $\(base + 4), $\(base + 5), $\(base + 6), $\(base + 7))")
                values += [
                    .text(RandomIdentifier.make()), .text(member), .text(post.title), .text(detail), .text(boardLink),
                    SQLValue(post.publishAt), .text(post.id),
                ]
            }
            try db.execute(
                """
                INSERT INTO notifications (id, account_id, kind, title, detail, target, created_at, announcement_id)
                VALUES \(tuples.joined(separator: ", "))
                """, values)
        }
        for member in members where push {
            _ = try NotificationPreferencesStore.enqueuePush(
                .announcements, to: ID(member), title: post.title, body: detail, link: boardLink, thread: .announcements, now: now,
                in: db)
        }
        return members.count
    }

    /// Changes a post's words, kind, pin — and, while it is still scheduled, its audience and publish time. A published
    /// post keeps its audience (its notifications have gone out); its sheet rows take the new title, so the sheet and the
    /// board read alike. Returns the post as stored.
    @discardableResult
    public func edit(_ id: String, to draft: AnnouncementDraft, at now: Date) throws -> Announcement {
        try database.write { db in
            guard let post = try Self.announcement(id, in: db), post.unpublishedAt == nil else {
                throw AnnouncementError.noSuchAnnouncement
            }
            let scheduled = post.publishAt > now
            if !scheduled && draft.audience != post.audience { throw AnnouncementError.audienceFixedOnceSent }
            let publishAt = scheduled ? (draft.publishAt ?? now) : post.publishAt
            try db.execute(
                """
                UPDATE announcements SET title = $2, body = $3, audience = $4, kind = $5, pinned = $6, publish_at = $7, edited_at = $8
                WHERE id = $1
                """,
                [
                    .text(id), .text(draft.title), .text(draft.body), .text(draft.audience.rawValue), .text(draft.kind.rawValue),
                    SQLValue(draft.pinned), SQLValue(publishAt), SQLValue(now),
                ])
            try db.execute("UPDATE notifications SET title = $2 WHERE announcement_id = $1", [.text(id), .text(draft.title)])
            guard let stored = try Self.announcement(id, in: db) else { throw AnnouncementError.noSuchAnnouncement }
            return stored
        }
    }

    /// Pins or unpins a post.
    public func setPinned(_ id: String, _ pinned: Bool, at now: Date) throws {
        try database.write { db in
            guard
                try db.execute(
                    "UPDATE announcements SET pinned = $2, edited_at = $3 WHERE id = $1 AND unpublished_at IS NULL",
                    [.text(id), SQLValue(pinned), SQLValue(now)]) == 1
            else { throw AnnouncementError.noSuchAnnouncement }
        }
    }

    /// Takes a post down: it leaves every board and unread count, and the sheet rows it made are deleted with it (a row
    /// would open a board that no longer shows it). Push messages already handed to the outbox are not called back.
    public func unpublish(_ id: String, at now: Date) throws {
        try database.write { db in
            guard
                try db.execute(
                    "UPDATE announcements SET unpublished_at = $2 WHERE id = $1 AND unpublished_at IS NULL", [.text(id), SQLValue(now)])
                    == 1
            else { throw AnnouncementError.noSuchAnnouncement }
            _ = try db.execute("DELETE FROM notifications WHERE announcement_id = $1", [.text(id)])
        }
    }

    // MARK: Reading

    /// One post (any state), or nil.
    public func announcement(_ id: String) throws -> Announcement? {
        try database.read { db in try Self.announcement(id, in: db) }
    }

    static func announcement(_ id: String, in db: any SQLConnection) throws -> Announcement? {
        try db.queryOne("SELECT * FROM announcements WHERE id = $1", [.text(id)]).map(Self.post(from:))
    }

    /// Every post in any state, newest publish time first (the authors' list), or only `author`'s.
    public func all(author: String? = nil) throws -> [Announcement] {
        try database.read { db in
            try db.query(
                "SELECT * FROM announcements WHERE ($1 = '' OR author_id = $1) ORDER BY publish_at DESC, id",
                [.text(author ?? "")]
            ).map(Self.post(from:))
        }
    }

    /// The posts live at `now` (published, not taken down) — for every audience; the board keeps the reader's.
    public func live(at now: Date) throws -> [Announcement] {
        try database.read { db in
            try db.query(
                "SELECT * FROM announcements WHERE unpublished_at IS NULL AND publish_at <= $1 ORDER BY publish_at DESC, id",
                [SQLValue(now)]
            ).map(Self.post(from:))
        }
    }

    /// The posts `student` has seen.
    public func seen(by student: String) throws -> Set<String> {
        try database.read { db in
            Set(
                try db.query("SELECT announcement_id FROM announcement_seen WHERE student_id = $1", [.text(student)]).map {
                    try $0.string("announcement_id")
                })
        }
    }

    /// Records that `student` has seen `ids` (the posts their board showed them); the sheet rows those posts made for
    /// them are read too (the board is where a row leads).
    public func markSeen(_ ids: [String], by student: String, at now: Date) throws {
        guard !ids.isEmpty else { return }
        try database.write { db in
            for id in ids {
                try db.execute(
                    """
                    INSERT INTO announcement_seen (announcement_id, student_id, seen_at) VALUES ($1, $2, $3)
                    ON CONFLICT (announcement_id, student_id) DO NOTHING
                    """, [.text(id), .text(student), SQLValue(now)])
                try db.execute(
                    "UPDATE notifications SET read_at = $3 WHERE announcement_id = $1 AND account_id = $2 AND read_at IS NULL",
                    [.text(id), .text(student), SQLValue(now)])
            }
        }
    }

    /// What the audience rule needs of one student (nil when not a student).
    public func reader(of student: String) throws -> AnnouncementReader? {
        try database.read { db in try Self.readers(in: db, student: student).first?.reader }
    }

    /// Every student (or one) as a reader: level, year, cohorts.
    static func readers(in db: any SQLConnection, student: String? = nil) throws -> [(id: String, reader: AnnouncementReader)] {
        let rows = try db.query(
            """
            SELECT s.account_id, s.level_number, a.student_year, e.cohort_id FROM students s JOIN accounts a ON a.id = s.account_id
            LEFT JOIN enrolments e ON e.student_id = s.account_id WHERE ($1 = '' OR s.account_id = $1) ORDER BY s.account_id
            """, [.text(student ?? "")])
        var order: [String] = []
        var found: [String: (level: Int, year: Int, cohorts: Set<String>)] = [:]
        for row in rows {
            let id = try row.string("account_id")
            if found[id] == nil {
                order.append(id)
                found[id] = (try row.int("level_number"), try row.optionalInt("student_year") ?? 0, [])
            }
            if let cohort = try row.optionalString("cohort_id") { found[id]?.cohorts.insert(cohort) }
        }
        return order.compactMap { id in
            found[id].map { (id, AnnouncementReader(level: $0.level, year: $0.year, cohortIDs: $0.cohorts)) }
        }
    }

    static func post(from row: Row) throws -> Announcement {
        guard let kind = AnnouncementKind(rawValue: try row.string("kind")),
            let audience = try? AnnouncementAudience(parsing: try row.string("audience"))
        else { throw DatabaseError(.typeMismatch, "announcements row \(try row.string("id")) is malformed") }
        return Announcement(
            id: try row.string("id"), title: try row.string("title"), body: try row.string("body"), audience: audience, kind: kind,
            authorID: try row.string("author_id"), authorName: try row.string("author_name"),
            authorRole: try row.string("author_role"), pinned: try row.bool("pinned"), publishAt: try row.date("publish_at"),
            createdAt: try row.date("created_at"), editedAt: try row.optionalDate("edited_at"),
            unpublishedAt: try row.optionalDate("unpublished_at"))
    }
}
