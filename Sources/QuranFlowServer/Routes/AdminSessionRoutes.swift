import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes

/// A group session as the admin JSON gives it.
struct AdminSessionJSON: Codable, Sendable {
    let id: String
    let kind: SessionKind
    let title: String
    let teacherID: String
    let weekday: Int
    let startTime: String
    let zone: String
    let durationMinutes: Int
    let meetingLink: String
    let covered: String
    let cancelledDates: [String]
    /// "2026-10-29 18:00" on the owner's calendar and clock.
    let extraMeetings: [String]
    let endedAt: Date?

    init(_ session: LiveSession) {
        id = session.id.rawValue
        kind = session.kind
        title = session.title
        teacherID = session.teacherID.rawValue
        weekday = session.weekday.rawValue
        startTime = String(session.startTime.description.prefix(5))
        zone = session.zoneIdentifier
        durationMinutes = session.durationMinutes
        meetingLink = session.meetingLink
        covered = session.covered
        cancelledDates = session.changes.cancelledDates.sorted().map(\.description)
        extraMeetings = session.changes.extraMeetings.map { "\($0.date) \($0.time.description.prefix(5))" }
        endedAt = session.changes.endedAt
    }
}

/// The programme admin's live sessions: weekly rules (create, edit, remove) and single meetings (cancel, add).
enum AdminSessionRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminSessions) { ctx, query in
            let store = ProgrammeStore(database: ctx.environment.database)
            // A new programme has no term yet: the page says where to make one (the navigation always links here).
            if query.term == nil, try store.terms().isEmpty { return .html(AdminSessionsPage.renderWithoutTerms()) }
            let term = try chosenTerm(query.term, store: store, now: ctx.now)
            return .html(
                try listPage(ctx, store: store, term: term, notice: query.created == true ? "Added the weekly session." : nil))
        }
        routes.add(QuranFlowRoute.apiAdminSessions, response: .json([AdminSessionJSON].self)) { ctx, query in
            let store = ProgrammeStore(database: ctx.environment.database)
            let term = try chosenTerm(query.term, store: store, now: ctx.now)
            return try .json(try store.allLiveSessions(ofTerm: term.id).filter { $0.1 == nil }.map { AdminSessionJSON($0.0) })
        }
        routes.add(QuranFlowRoute.createSessionRule) { ctx in
            let store = ProgrammeStore(database: ctx.environment.database)
            let form = try ctx.request.form(SessionRuleForm.self)
            let term = try chosenTerm(form.term.text.map { ID<Term>($0) }, store: store, now: ctx.now, strict: true)
            let draft = draft(form)
            do {
                let session = try draft.validated(
                    id: .random(), teachers: Set(try store.coaches().map(\.id)), term: term,
                    zoneIdentifier: try store.programme().programme.zoneIdentifier)
                try store.createSessionRule(session, term: term.id, by: try actor(ctx), at: ctx.now)
                return .redirect(to: QuranFlowRoute.adminSessions.path(query: AdminSessionsQuery(term: term.id, created: true)))
            } catch let error as SessionRuleError {
                return .html(try listPage(ctx, store: store, term: term, draft: draft, error: error), status: error.httpError.status)
            }
        }
        routes.add(QuranFlowRoute.adminSession) { ctx, query, id in
            let store = ProgrammeStore(database: ctx.environment.database)
            let (session, term) = try load(id, store: store)
            return .html(try sessionPage(ctx, store: store, session: session, term: term, notice: query.saved == true ? "Saved." : nil))
        }
        routes.add(QuranFlowRoute.updateSessionRule) { ctx, id in
            let store = ProgrammeStore(database: ctx.environment.database)
            let (session, term) = try load(id, store: store)
            let draft = draft(try ctx.request.form(SessionRuleForm.self))
            return try change(ctx, store: store, session: session, term: term, form: "rule", draft: draft) {
                let updated = try draft.validated(
                    id: session.id, teachers: Set(try store.coaches().map(\.id)), term: term, zoneIdentifier: session.zoneIdentifier)
                try store.updateSessionRule(updated, by: try actor(ctx), at: ctx.now)
            }
        }
        routes.add(QuranFlowRoute.addExtraMeeting) { ctx, id in
            let store = ProgrammeStore(database: ctx.environment.database)
            let (session, term) = try load(id, store: store)
            let form = try ctx.request.form(MeetingForm.self)
            return try change(ctx, store: store, session: session, term: term, form: "extra") {
                guard session.changes.endedAt == nil else { throw SessionRuleError(field: "session", "This session has been removed.") }
                let extra = try session.checkedExtraMeeting(date: form.date.or(""), time: form.time.or(""), term: term, now: ctx.now)
                try store.addExtraMeeting(extra, to: session.id, by: try actor(ctx), at: ctx.now)
            }
        }
        routes.add(QuranFlowRoute.cancelMeeting) { ctx, id in
            let store = ProgrammeStore(database: ctx.environment.database)
            let (session, term) = try load(id, store: store)
            let form = try ctx.request.form(MeetingForm.self)
            return try change(ctx, store: store, session: session, term: term, form: "cancel") {
                guard session.changes.endedAt == nil else { throw SessionRuleError(field: "session", "This session has been removed.") }
                let date = try session.checkedCancellation(date: form.date.or(""), term: term, now: ctx.now)
                try store.cancelMeeting(of: session.id, on: date, by: try actor(ctx), at: ctx.now)
            }
        }
        routes.add(QuranFlowRoute.removeSessionRule) { ctx, id in
            let store = ProgrammeStore(database: ctx.environment.database)
            let (session, term) = try load(id, store: store)
            return try change(ctx, store: store, session: session, term: term, form: "rule") {
                try store.endSessionRule(session.id, by: try actor(ctx), at: ctx.now)
            }
        }
    }

    /// Runs `body`; on success back to the session's page ("Saved."), on a refused value the page again with the
    /// error beside the form it came from (422).
    private static func change(
        _ ctx: RequestContext, store: ProgrammeStore, session: LiveSession, term: Term, form: String, draft: SessionRuleDraft? = nil,
        _ body: () throws -> Void
    ) throws -> Response {
        do {
            try body()
            return .redirect(to: QuranFlowRoute.adminSession.path(session.id, query: AdminSessionQuery(saved: true)))
        } catch let error as SessionRuleError {
            return .html(
                try sessionPage(ctx, store: store, session: session, term: term, draft: draft, error: error, errorForm: form),
                status: error.httpError.status)
        }
    }

    private static func listPage(
        _ ctx: RequestContext, store: ProgrammeStore, term: Term, draft: SessionRuleDraft? = nil, error: SessionRuleError? = nil,
        notice: String? = nil
    ) throws -> String {
        AdminSessionsPage.render(
            AdminSessionsScreen(
                term: term, terms: try store.terms(),
                sessions: try store.allLiveSessions(ofTerm: term.id).filter { $0.1 == nil }.map(\.0), coaches: try store.coaches(),
                zoneIdentifier: try store.programme().programme.zoneIdentifier, draft: draft, error: error, notice: notice),
            csrfToken: ctx.csrfToken)
    }

    private static func sessionPage(
        _ ctx: RequestContext, store: ProgrammeStore, session: LiveSession, term: Term, draft: SessionRuleDraft? = nil,
        error: SessionRuleError? = nil, errorForm: String? = nil, notice: String? = nil
    ) throws -> String {
        AdminSessionPage.render(
            AdminSessionScreen(
                session: session, term: term, coaches: try store.coaches(),
                history: try store.changeHistory(of: session.id).map {
                    AdminSessionScreen.Change(at: $0.at, actorName: $0.actorName, detail: $0.detail)
                }, now: ctx.now, zone: try adminZone(ctx), draft: draft, error: error, errorForm: errorForm, notice: notice),
            csrfToken: ctx.csrfToken)
    }

    private static func load(_ id: ID<LiveSession>, store: ProgrammeStore) throws -> (LiveSession, Term) {
        guard let found = try store.groupSession(id: id), let term = try store.term(id: found.term) else {
            throw ScheduleRefusal.noSuchGroupSession
        }
        return (found.session, term)
    }

    private static func draft(_ form: SessionRuleForm) -> SessionRuleDraft {
        SessionRuleDraft(
            kind: form.kind.or(""), teacher: form.teacher.or(""), weekday: form.weekday.or(""), time: form.time.or(""),
            duration: form.duration.or(""), title: form.title.or(""), covered: form.covered.or(""), link: form.link.or(""))
    }

    /// The signed-in admin, as the history names them.
    static func actor(_ ctx: RequestContext) throws -> SessionChangeActor {
        let account = try ctx.requireAccount()
        return SessionChangeActor(id: account.id.rawValue, name: account.name)
    }

    /// The admin's own zone: admin pages show times on their clock.
    static func adminZone(_ ctx: RequestContext) throws -> TimeZone {
        TimeZone(identifier: try ctx.requireAccount().zoneIdentifier) ?? .gmt
    }

    /// `id`'s term; without one, the term running at `now` on the programme's calendar, else the latest begun, else the
    /// first. `strict`: an unknown id is a 422 naming `term` (a form's value), otherwise a 404.
    static func chosenTerm(_ id: ID<Term>?, store: ProgrammeStore, now: Date, strict: Bool = false) throws -> Term {
        let terms = try store.terms()
        if let id {
            guard let term = terms.first(where: { $0.id == id }) else {
                if strict { throw SessionRuleError(field: "term", "There is no such term.") }
                throw NotFound("term")
            }
            return term
        }
        let today = ZonedCalendar.resolving(try store.programme().programme.zoneIdentifier).localDate(of: now)
        guard
            let term = terms.first(where: { $0.firstMonday <= today && today <= $0.lastDay })
                ?? terms.last(where: { $0.firstMonday <= today }) ?? terms.first
        else { throw Refusal.noTerm }
        return term
    }
}
