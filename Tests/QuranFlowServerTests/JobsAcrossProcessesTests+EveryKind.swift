import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowMediaPipeline
import Testing

@testable import QuranFlowDemo
@testable import QuranFlowJobs
@testable import QuranFlowPersistence

/// The kinds the demo's quiet week does not hold, raced the same way: revoke windows closing and the 36-hour overdue
/// warning (students' recitations sent through the JSON API), a scheduled announcement, a coach reassignment waiting
/// for its Monday, and an admin's lesson video to process. Two runners, every 15 minutes of a week, both at once: each
/// kind runs, each job once, and nothing is done twice.
extension JobsAcrossProcessesTests {
    /// The kinds this world must see done (with the first test's reminders, digest and purge: every kind there is but
    /// the demo's own media-making, which would spend minutes making the whole demo's files).
    static let eventKinds = [
        SubmissionStore.closeWindowJob, SubmissionStore.overdueJob, AnnouncementJobs.kind, ProgrammeStore.reassignmentJobKind,
        MediaProcessing.jobKind,
    ]

    /// The demo on a data folder with every student's Week 8 recitation sent (those the rules let), an announcement for
    /// tomorrow, Sarah's coach changing from Week 9 and a lesson video uploaded. Returns the app, the data folder and
    /// how many recitations were sent.
    static func eventfulWorld() throws -> (app: TestApp, folder: String, sent: Int) {
        let folder = NSTemporaryDirectory() + "qf-jobs-kinds-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let app = try TestApp(dataDirectory: folder)
        try app.env.database.write { db in _ = try db.execute("DELETE FROM jobs WHERE kind = $1", [.text(DemoMedia.jobKind)]) }

        let take = try SubmissionUploadTests.webm(seconds: 3)
        let students = try app.env.database.read { db in
            try db.query("SELECT email FROM accounts WHERE role = 'student' ORDER BY email", []).map { try $0.string("email") }
        }
        var sent = 0
        for email in students {
            let student = app.client()
            student.signIn(email)
            let token = student.csrfToken(in: student.get("/profile")) ?? ""
            let form = MultipartForm(file: .init(field: "recording", name: "take", type: "audio/webm;codecs=opus", bytes: take))
            let answer = student.send(
                .post, "/api/learn/week/8/submissions", body: form.body,
                headers: [("Content-Type", form.contentType), ("X-CSRF-Token", token)])
            if answer.status == .created { sent += 1 }
        }
        #expect(sent >= 2, "only \(sent) recitations sent")

        let admin = try #require(try app.env.accounts.account(email: "admin@quranflow.test"))
        let post = try AnnouncementStore(database: app.env.database).create(
            try AnnouncementDraft(
                title: "Circle moved", body: "", audience: .everyone, publishAt: app.env.now.addingTimeInterval(24 * 3600)),
            author: AnnouncementAuthor(id: admin.id.rawValue, displayName: "QF Team", role: .admin), boardLink: "/announcements",
            at: app.env.now
        ).post
        try AnnouncementJobs.schedule(post, in: app.env.store)

        let sarah = try #require(try app.env.accounts.account(email: "sarah@quranflow.test"))
        let radwa = try #require(try app.env.accounts.account(email: "radwa@quranflow.test"))
        _ = try ProgrammeStore(database: app.env.database).reassignCoach(
            of: ID(sarah.id.rawValue), to: ID(radwa.id.rawValue), fromWeek: 9, by: admin.id, now: app.env.now)

        let terms = try ProgrammeStore(database: app.env.database).terms()
        let term = try #require(terms.first { $0.name.contains("Fall") } ?? terms.last)
        let page = "/admin/terms/\(term.id.rawValue)/weeks/3/videos"
        let video = try SubmissionUploadTests.make(
            "lesson.mov",
            ["-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=1.5", "-f", "lavfi", "-i", "sine=duration=1.5", "-shortest"]
                + ["-c:v", "mpeg4", "-c:a", "pcm_s16le"])
        let office = app.client()
        office.signIn("admin@quranflow.test")
        let token = office.csrfToken(in: office.get(page)) ?? ""
        let form = MultipartForm(
            fields: [("_csrf", token), ("title", "Makhārij review")],
            file: .init(field: "video", name: "lesson.mov", type: "video/quicktime", bytes: video))
        let uploaded = office.send(.post, page, body: form.body, headers: [("Content-Type", form.contentType)])
        #expect(uploaded.status == .seeOther, "\(uploaded.status) \(uploaded.text.prefix(300))")
        return (app, folder, sent)
    }

    static func closures(_ app: TestApp) throws -> Int {
        try app.env.database.read { db in try db.queryOne("SELECT COUNT(*) AS n FROM revoke_window_closures", [])?.int("n") ?? -1 }
    }

    @Test func twoProcessesRacingThroughAnEventfulWeekRunEveryOtherKindOnce() throws {
        let (app, folder, sent) = try Self.eventfulWorld()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let kindsBefore = try Self.kindsDone(app)
        let closuresBefore = try Self.closures(app)
        let (_, failures) = Self.race(Self.runners(app, count: 2), through: app.env.now)
        #expect(failures.isEmpty, "\(failures)")
        let kinds = try Self.kindsDone(app).reduce(into: [String: Int]()) { $0[$1.key] = $1.value - (kindsBefore[$1.key] ?? 0) }
        print("jobs across processes, every other kind: \(sent) recitations sent; done in the race by kind: \(kinds)")
        for kind in Self.eventKinds {
            #expect((kinds[kind] ?? 0) > 0, "no \(kind) job ran: \(kinds)")
        }
        #expect(kinds[SubmissionStore.closeWindowJob] == sent, "one window closing per recitation: \(kinds)")
        let twice = try Self.claimedTwiceOrFailed(app)
        #expect(twice.isEmpty, "\(twice)")
        let duplicates = try Self.duplicates(app)
        #expect(duplicates.isEmpty, "\(duplicates)")
        // What each job did, done once: a closure per recitation, one processed video (one attempt), the reassignment
        // applied, the announcement out.
        let closures = try Self.closures(app) - closuresBefore
        let (videos, mediaJobs, applied, published) = try app.env.database.read { db in
            (
                try db.queryOne("SELECT COUNT(*) AS n FROM media WHERE kind = 'lessonVideo' AND title = $1", [.text("Makhārij review")])?
                    .int("n") ?? -1,
                try db.query("SELECT state, attempts FROM media_jobs", []).map { "\(try $0.string("state")) ×\(try $0.int("attempts"))" },
                try db.queryOne("SELECT COUNT(*) AS n FROM coach_reassignments WHERE applied_at IS NOT NULL", [])?.int("n") ?? -1,
                try db.queryOne("SELECT COUNT(*) AS n FROM notifications WHERE title = $1", [.text("Circle moved")])?.int("n") ?? -1
            )
        }
        #expect(closures == sent, "\(closures) windows closed for \(sent) recitations")
        #expect(videos == 1 && mediaJobs == ["done ×1"], "\(videos) videos, media jobs \(mediaJobs)")
        #expect(applied == 1)
        #expect(published > 0)
    }
}
