import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// The coach's record of one student (SakCoachStudent) and its shared coach notes. Open to the student's own coach and
/// to every coach who has reviewed or taught the student (a one-to-one, a substitution, a review, a note).
enum StudentRecordRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let coach = Access.roles([.coach])
        routes.add(.GET, "/coach/students/:student", access: coach) { ctx in
            .html(ReviewPages.studentRecord(try screen(ctx), shell: CoachShell.make(current: .students, destinations: destinations),
                                          csrfToken: ctx.csrfToken))
        }
        routes.add(.GET, "/api/screens/coach/students/:student", access: coach, api: APIDoc(
            "A student's record (SakCoachStudent): Working on tags, history with practice takes, and the coach notes shared between their coaches.",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try screen(ctx))
        }
        routes.add(.POST, "/coach/students/:student/notes", access: coach) { ctx in
            let (student, viewer) = try allowed(ctx)
            let text = ReviewRoutes.trimmed(try ctx.request.formData()["text"], limit: 2000)
            guard !text.isEmpty else { throw HTTPError(.badRequest, "Write the note first.", field: "text") }
            try ProgrammeStore(database: ctx.environment.database).addNote(about: student.id, by: viewer.id, body: text, shared: true, at: ctx.now)
            return .redirect(to: Destination.studentRecord(student.id).path)
        }
        routes.add(.POST, "/coach/students/:student/reopen", access: coach) { ctx in
            try reopen(ctx)
            return .redirect(to: Destination.studentRecord(try allowed(ctx).0.id).path)
        }
        routes.add(.POST, "/api/coach/students/:student/reopenings", access: coach, api: APIDoc(
            "The student's own coach reopens a closed week of the current term until a time in the student's zone "
                + "(form fields `week`, `until` as 2026-11-26T23:59). 201 with the reopening; 403 not your student, "
                + "409 the week is still open or the end is not in the future.",
            response: .object([("week", .integer), ("until", .string())], required: ["week", "until"]), status: 201)) { ctx in
            try .json(try reopen(ctx), status: .created)
        }
    }

    /// Reads the form and stores the reopening (the rule decides; see ``ReopeningStore``).
    @discardableResult
    static func reopen(_ ctx: RequestContext) throws -> WeekReopening {
        let (student, viewer) = try allowed(ctx)
        guard viewer.id == student.coachID else {
            throw HTTPError(.forbidden, LoopError.notYourStudent(studentFirstName: student.firstName).message)
        }
        let form = try ctx.request.formData()
        guard let raw = form["week"], raw.count <= 3, let week = Int(raw) else {
            throw HTTPError(.badRequest, "Choose the week to reopen.", field: "week")
        }
        guard let text = form["until"], text.count <= 32,
              let until = WeekReopenControl.instant(fromLocal: text, zoneIdentifier: student.zoneIdentifier) else {
            throw HTTPError(.badRequest, "Give the date and time the week closes again.", field: "until")
        }
        return try ReopeningStore(database: ctx.environment.database).reopen(week: week, of: student.id, by: viewer.id, until: until, at: ctx.now)
    }

    /// The student and the viewing coach, or 403 for a coach who has neither reviewed nor taught them.
    static func allowed(_ ctx: RequestContext) throws -> (Student, Coach) {
        let account = try ctx.requireAccount()
        let programme = ProgrammeStore(database: ctx.environment.database)
        guard let raw = ctx.request.pathParameters["student"], raw.count <= 64,
              let student = try programme.student(id: ID(raw), at: ctx.now)?.student else {
            throw HTTPError(.notFound, "There is no such student.")
        }
        guard let viewer = try programme.coach(id: ID(account.id.rawValue)) else {
            throw HTTPError(.conflict, "Your coach profile is still being set up by your programme admin.")
        }
        let worked = student.coachID == viewer.id ? true : try hasWorkedWith(student.id, coach: viewer.id, in: ctx.environment)
        guard worked else {
            throw HTTPError(.forbidden, "Only coaches who have reviewed or taught \(student.firstName) can open this record.")
        }
        return (student, viewer)
    }

    static func hasWorkedWith(_ student: ID<Student>, coach: ID<Coach>, in env: ServerEnvironment) throws -> Bool {
        try env.database.read { db in
            let params: [SQLValue] = [.text(student.rawValue), .text(coach.rawValue)]
            return try db.queryOne("""
                SELECT 1 AS x FROM reviews r JOIN submissions s ON s.id = r.submission_id WHERE s.student_id = $1 AND r.coach_id = $2
                UNION SELECT 1 AS x FROM live_sessions l WHERE l.student_id = $1 AND l.teacher_id = $2
                UNION SELECT 1 AS x FROM session_substitutions u JOIN live_sessions l ON l.id = u.session_id
                      WHERE l.student_id = $1 AND u.teacher_id = $2
                UNION SELECT 1 AS x FROM student_notes n WHERE n.student_id = $1 AND n.author_id = $2
                """, params) != nil
        }
    }

    static func screen(_ ctx: RequestContext) throws -> CoachStudentScreen {
        let (student, viewer) = try allowed(ctx)
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        guard let term = try programme.student(id: student.id, at: ctx.now)?.term else { throw HTTPError(.notFound, "There is no such student.") }
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
        let semester = try env.database.read { db in
            try db.queryOne("""
                SELECT COUNT(*) AS n FROM enrolments e JOIN cohorts c ON c.id = e.cohort_id JOIN terms t ON t.id = c.term_id
                WHERE e.student_id = $1 AND t.first_monday <= $2
                """, [.text(student.id.rawValue), .text(term.firstMonday.description)])?.int("n") ?? 1
        }
        identity.append(CoachStudentScreen.semesterLabel(max(1, semester)))
        let reopen = WeekReopenControl.make(student: student, term: term,
                                            reopenings: try ReopeningStore(database: env.database).reopenings(ofStudent: student.id, term: term.id),
                                            viewer: viewer, now: ctx.now)
        return CoachStudentScreen.make(student: student, identity: identity.joined(separator: " · "), history: history, reviews: sent,
                                       notes: notes, viewer: viewer, now: ctx.now, reopen: reopen, destinations: destinations)
    }
}
