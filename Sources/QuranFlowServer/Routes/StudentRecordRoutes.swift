import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The coach's record of one student (SakCoachStudent) and its shared coach notes. Open to the student's own coach and
/// to every coach who has reviewed or taught the student (a one-to-one, a substitution, a review, a note).
enum StudentRecordRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.studentRecord, model: { ctx, id in try screen(ctx, id) },
            page: { ctx, screen in
                .html(
                    ReviewPages.studentRecord(
                        screen, shell: CoachShell.make(current: .students, destinations: destinations), csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.addStudentNote) { ctx, id in
            let (student, viewer) = try allowed(ctx, id)
            let field = try ctx.request.form(StudentNoteForm.self).text
            let text = ReviewRoutes.trimmed(field.text, limit: 2000)
            guard !text.isEmpty else { throw FieldRefusal(field, "Write the note first.", malformed: true) }
            try ProgrammeStore(database: ctx.environment.database).addNote(
                about: student.id, by: viewer.id, body: text, shared: true, at: ctx.now)
            return .redirect(to: QuranFlowRoute.studentRecord.path(student.id))
        }
        routes.add(QuranFlowRoute.reopenWeek) { ctx, id in
            try reopen(ctx, id)
            return .redirect(to: QuranFlowRoute.studentRecord.path(try allowed(ctx, id).0.id))
        }
        routes.add(
            QuranFlowRoute.apiReopenWeek,
            body: .form(.object([(ReopenWeekForm.name(.week), .integer), (ReopenWeekForm.name(.until), .string())])),
            response: .json(WeekReopening.self, status: 201)
        ) { ctx, id in
            try .json(try reopen(ctx, id), status: .created)
        }
    }

    /// Reads the form and stores the reopening (the rule decides; see ``ReopeningStore``).
    @discardableResult
    static func reopen(_ ctx: RequestContext, _ id: ID<Student>) throws -> WeekReopening {
        let (student, viewer) = try allowed(ctx, id)
        guard viewer.id == student.coachID else { throw noSuchStudent }
        let form = try ctx.request.form(ReopenWeekForm.self)
        guard let raw = form.week.text, raw.count <= 3, let week = Int(raw) else {
            throw FieldRefusal(form.week, "Choose the week to reopen.", malformed: true)
        }
        guard let text = form.until.text, text.count <= 32,
            let until = WeekReopenControl.instant(fromLocal: text, zoneIdentifier: student.zoneIdentifier)
        else {
            throw FieldRefusal(form.until, "Give the date and time the week closes again.", malformed: true)
        }
        try RequestField.check(until, field: "until")
        return try ReopeningStore(database: ctx.environment.database).reopen(
            week: week, of: student.id, by: viewer.id, until: until, at: ctx.now)
    }

    /// The student and the viewing coach, or 404 for a coach who has neither reviewed nor taught them.
    static func allowed(_ ctx: RequestContext, _ id: ID<Student>) throws -> (Student, Coach) {
        let account = try ctx.requireAccount()
        let programme = ProgrammeStore(database: ctx.environment.database)
        guard let student = try programme.student(id: id, at: ctx.now)?.student else { throw noSuchStudent }
        guard let viewer = try programme.coach(id: ID(account.id.rawValue)) else {
            throw Refusal.coachProfilePendingWithAdmin
        }
        let worked = student.coachID == viewer.id ? true : try hasWorkedWith(student.id, coach: viewer.id, in: ctx.environment)
        guard worked else { throw noSuchStudent }
        return (student, viewer)
    }

    /// What a coach who has neither reviewed nor taught a student hears about them — the same as for no student (404).
    static let noSuchStudent = NotFound("student")

    static func hasWorkedWith(_ student: ID<Student>, coach: ID<Coach>, in env: ServerEnvironment) throws -> Bool {
        try ProgrammeStore(database: env.database).hasWorked(with: student, coach: coach)
    }

    static func screen(_ ctx: RequestContext, _ id: ID<Student>) throws -> CoachStudentScreen {
        let (student, viewer) = try allowed(ctx, id)
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        guard let term = try programme.student(id: student.id, at: ctx.now)?.term else {
            throw NotFound("student")
        }
        let reviews = ReviewStore(database: env.database)
        let practice = PracticeStore(database: env.database)
        let sent = try reviews.sentReviews(ofStudent: student.id)
        let byID = Dictionary(sent.map { ($0.submissionID, $0) }, uniquingKeysWith: { a, _ in a })
        let history = try programme.submissions(ofStudent: student.id, term: term.id).filter { !$0.isRevoked }.map { submission in
            let marks = byID[submission.id]?.marks ?? []
            let takes = try practice.takes(of: submission.id).map { take in
                let title = marks.indices.contains(take.markNumber - 1) ? " · " + marks[take.markNumber - 1].title : ""
                return CoachStudentScreen.Take(label: "Correction \(take.markNumber)\(title)", audio: LoopSubject.takeCard(take))
            }
            return CoachStudentScreen.HistoryItem(submission: submission, takes: takes)
        }
        let stored = try programme.notes(about: student.id).filter(\.isShared)
        let authors = try programme.coaches(ids: Set(stored.map(\.authorID)))
        let notes = stored.compactMap { note in
            authors[note.authorID].map { CoachStudentScreen.NoteItem(author: $0, body: note.body, createdAt: note.createdAt) }
        }
        var identity = [student.level.title]
        if case .during(let week, _) = WeekArc(term: term, student: student).position(at: ctx.now) { identity.append("Week \(week)") }
        let semester = try programme.semesterCount(of: student.id, through: term)
        identity.append(CoachStudentScreen.semesterLabel(max(1, semester)))
        let reopen = WeekReopenControl.make(
            student: student, term: term,
            reopenings: try ReopeningStore(database: env.database).reopenings(ofStudent: student.id, term: term.id),
            viewer: viewer, now: ctx.now)
        return CoachStudentScreen.make(
            student: student, identity: identity.joined(separator: " · "), history: history, reviews: sent,
            notes: notes, viewer: viewer, now: ctx.now, reopen: reopen, destinations: destinations)
    }
}
