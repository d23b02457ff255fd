import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing
import ServerSupport

/// Announcements (SakAnnouncements): the student's board (viewing marks its posts seen), and the authors' page and JSON
/// routes — create, edit, unpublish, pin, scheduled publishing, "preview as" a student. A coach posts to Everyone or the
/// levels they teach and changes only their own posts; an admin signs "QF Team" and may address any audience. A student
/// only ever sees, counts or is notified of posts in their audience (``AnnouncementBoard``).
enum AnnouncementRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.announcements, model: { ctx, query in try studentBoard(ctx, filter: query.filter ?? .all) },
            page: { _, screen in
                .html(AnnouncementPages.board(screen, shell: StudentShell.make(current: .today, destinations: destinations)))
            })
        routes.screen(
            QuranFlowRoute.manageAnnouncements, model: { ctx, query in try manage(ctx, query: query) },
            page: { ctx, screen in try managePage(ctx, screen, status: .ok) })
        routes.add(QuranFlowRoute.createAnnouncement, form: AnnouncementForm.self) { ctx, form in
            do {
                try create(ctx, form)
                return .redirect(to: QuranFlowRoute.manageAnnouncements.path())
            } catch let error as AnnouncementError {
                return try refused(ctx, error, form: form, editing: nil)
            }
        }
        routes.add(QuranFlowRoute.editAnnouncement, form: AnnouncementForm.self) { ctx, form, id in
            do {
                try edit(ctx, id, form)
                return .redirect(to: QuranFlowRoute.manageAnnouncements.path())
            } catch let error as AnnouncementError {
                return try refused(ctx, error, form: form, editing: id)
            }
        }
        routes.add(QuranFlowRoute.unpublishAnnouncement) { ctx, id in
            try unpublish(ctx, id)
            return .redirect(to: QuranFlowRoute.manageAnnouncements.path())
        }
        routes.add(QuranFlowRoute.pinAnnouncement) { ctx, id in
            try pin(ctx, id, true)
            return .redirect(to: QuranFlowRoute.manageAnnouncements.path())
        }
        routes.add(QuranFlowRoute.unpinAnnouncement) { ctx, id in
            try pin(ctx, id, false)
            return .redirect(to: QuranFlowRoute.manageAnnouncements.path())
        }
        let fields = RequestBodyDoc.form(.object(AnnouncementForm.fieldNames.map { ($0, .string()) }))
        routes.add(QuranFlowRoute.apiCreateAnnouncement, body: fields, response: .json(Announcement.self, status: 201)) { ctx in
            try .json(try create(ctx, try ctx.request.form(AnnouncementForm.self)), status: .created)
        }
        routes.add(QuranFlowRoute.apiEditAnnouncement, body: fields, response: .json(Announcement.self)) { ctx, id in
            try .json(try edit(ctx, id, try ctx.request.form(AnnouncementForm.self)))
        }
        routes.add(QuranFlowRoute.apiUnpublishAnnouncement, response: .json(Announcement.self)) { ctx, id in
            try .json(try unpublish(ctx, id))
        }
        routes.add(QuranFlowRoute.apiPinAnnouncement, response: .json(Announcement.self)) { ctx, id in try .json(try pin(ctx, id, true)) }
        routes.add(QuranFlowRoute.apiUnpinAnnouncement, response: .json(Announcement.self)) { ctx, id in
            try .json(try pin(ctx, id, false))
        }
        routes.add(
            QuranFlowRoute.apiMoveMeeting,
            body: .form(.object(MoveMeetingForm.fieldNames.map { ($0, .string()) })),
            response: .json(MovedMeeting.self)
        ) { ctx, id in
            let move = try moveMeeting(ctx, id, try ctx.request.form(MoveMeetingForm.self))
            return try .json(
                MovedMeeting(
                    session: id.rawValue, originalDate: move.originalDate.description, date: move.date.description,
                    time: move.time.description))
        }
    }

    // MARK: The student's board

    /// The board of student `student` at the request's instant (nil when they are not a student).
    static func board(_ ctx: RequestContext, student: String) throws -> AnnouncementBoard? {
        let store = AnnouncementStore(database: ctx.environment.database)
        guard let reader = try store.reader(of: student), let account = try ctx.environment.accounts.account(id: ID(student)) else {
            return nil
        }
        return AnnouncementBoard(
            posts: try store.live(at: ctx.now), reader: reader, seen: try store.seen(by: student), zoneIdentifier: account.zoneIdentifier,
            now: ctx.now)
    }

    /// The signed-in student's board under `filter`; viewing it marks what it shows seen (the dots show this once).
    static func studentBoard(_ ctx: RequestContext, filter: AnnouncementBoard.Filter) throws -> AnnouncementsScreen {
        let world = try SessionRoutes.world(ctx)
        let student = world.student.id.rawValue
        let screen = try boardScreen(ctx, student: student, coachID: world.student.coachID, filter: filter)
        try AnnouncementStore(database: ctx.environment.database).markSeen(screen.shownIDs, by: student, at: ctx.now)
        return screen
    }

    static func boardScreen(_ ctx: RequestContext, student: String, coachID: ID<Coach>, filter: AnnouncementBoard.Filter) throws
        -> AnnouncementsScreen
    {
        guard let board = try board(ctx, student: student) else { throw AnnouncementError.noSuchStudent }
        return AnnouncementsScreen.make(board, filter: filter, coachID: coachID, cohortNames: try cohortNames(ctx))
    }

    static func cohortNames(_ ctx: RequestContext) throws -> [String: String] {
        Dictionary(
            try ProgrammeStore(database: ctx.environment.database).cohorts().map { ($0.id.rawValue, $0.name) },
            uniquingKeysWith: { a, _ in a })
    }

    // MARK: Authors

    /// The signed-in author: an admin signs "QF Team"; a coach their display name, with the levels they teach.
    static func author(_ ctx: RequestContext) throws -> AnnouncementAuthor {
        let account = try ctx.requireAccount()
        if account.role == .admin {
            return AnnouncementAuthor(id: account.id.rawValue, displayName: AnnouncementAuthor.teamName, role: .admin)
        }
        guard let coach = try ProgrammeStore(database: ctx.environment.database).coach(id: ID(account.id.rawValue)) else {
            throw Refusal.coachProfilePending
        }
        let levels = try AnnouncementStore(database: ctx.environment.database).levelsTaught(by: account.id.rawValue)
        return AnnouncementAuthor(id: account.id.rawValue, displayName: coach.displayName, role: .coach(levelsTaught: levels))
    }

    /// The audiences the author may choose (the levels and cohorts that exist).
    static func audiences(_ ctx: RequestContext, _ author: AnnouncementAuthor) throws -> [AnnouncementAudience] {
        let programme = ProgrammeStore(database: ctx.environment.database)
        return author.audiences(levels: try programme.levels().map(\.number), cohorts: try programme.cohorts().map(\.id.rawValue))
    }

    /// The form's fields as a draft, each value parsed and bounded (a 4xx naming the field otherwise), and the author's
    /// audience rule applied.
    static func draft(_ ctx: RequestContext, _ form: AnnouncementForm, author: AnnouncementAuthor) throws -> AnnouncementDraft {
        let audience = try AnnouncementAudience(parsing: form.audience.or("everyone"))
        guard try audiences(ctx, AnnouncementAuthor(id: "", displayName: "", role: .admin)).contains(audience) else {
            throw AnnouncementError.unknownAudience(audience.rawValue)
        }
        try author.check(audience, cohortNames: try cohortNames(ctx))
        let kindText = form.kind.or("general")
        guard let kind = AnnouncementKind(rawValue: kindText.isEmpty ? "general" : kindText) else {
            throw AnnouncementError.unknownKind(kindText)
        }
        let pinned: Bool
        switch form.pinned.or("") {
        case "", "0", "false", "off": pinned = false
        case "1", "true", "on": pinned = true
        case let other: throw AnnouncementError.unknownPinned(other)
        }
        let zone = try ctx.requireAccount().zoneIdentifier
        return try AnnouncementDraft(
            title: form.title.or(""), body: form.body.or(""), audience: audience, kind: kind, pinned: pinned,
            publishAt: try AnnouncementPublishTime.parse(form.publishAt.text, zoneIdentifier: zone))
    }

    @discardableResult
    static func create(_ ctx: RequestContext, _ form: AnnouncementForm) throws -> Announcement {
        let author = try author(ctx)
        let draft = try draft(ctx, form, author: author)
        let post = try AnnouncementStore(database: ctx.environment.database).create(
            draft, author: author, boardLink: QuranFlowRoute.announcements.path(), at: ctx.now
        ).post
        try AnnouncementJobs.schedule(post, in: ctx.environment.store)
        return post
    }

    /// Post `id` if the author may change it: an admin any, a coach their own; else 404.
    static func owned(_ ctx: RequestContext, _ id: ID<Announcement>, author: AnnouncementAuthor) throws -> Announcement {
        guard let post = try AnnouncementStore(database: ctx.environment.database).announcement(id.rawValue),
            author.role == .admin || post.authorID == author.id
        else { throw AnnouncementError.noSuchAnnouncement }
        return post
    }

    @discardableResult
    static func edit(_ ctx: RequestContext, _ id: ID<Announcement>, _ form: AnnouncementForm) throws -> Announcement {
        let author = try author(ctx)
        _ = try owned(ctx, id, author: author)
        let post = try AnnouncementStore(database: ctx.environment.database).edit(
            id.rawValue, to: try draft(ctx, form, author: author), at: ctx.now)
        try AnnouncementJobs.schedule(post, in: ctx.environment.store)
        return post
    }

    @discardableResult
    static func unpublish(_ ctx: RequestContext, _ id: ID<Announcement>) throws -> Announcement {
        let author = try author(ctx)
        _ = try owned(ctx, id, author: author)
        let store = AnnouncementStore(database: ctx.environment.database)
        try store.unpublish(id.rawValue, at: ctx.now)
        return try owned(ctx, id, author: author)
    }

    @discardableResult
    static func pin(_ ctx: RequestContext, _ id: ID<Announcement>, _ pinned: Bool) throws -> Announcement {
        let author = try author(ctx)
        _ = try owned(ctx, id, author: author)
        try AnnouncementStore(database: ctx.environment.database).setPinned(id.rawValue, pinned, at: ctx.now)
        return try owned(ctx, id, author: author)
    }

    /// The students an author may preview: an admin all; a coach theirs and those of the levels they teach.
    static func previewable(_ ctx: RequestContext, _ author: AnnouncementAuthor) throws -> [AnnouncementStore.StudentChoice] {
        let all = try AnnouncementStore(database: ctx.environment.database).students()
        guard case .coach(let levels) = author.role else { return all }
        return all.filter { levels.contains($0.level) || $0.coachID == author.id }
    }

    static func manage(
        _ ctx: RequestContext, query: AnnouncementManageQuery, form: AnnouncementManageScreen.Form? = nil, error: AnnouncementError? = nil
    ) throws -> AnnouncementManageScreen {
        let author = try author(ctx)
        let account = try ctx.requireAccount()
        let store = AnnouncementStore(database: ctx.environment.database)
        let editing = try query.edit.map { try owned(ctx, $0, author: author) }
        let students = try previewable(ctx, author)
        var preview: (id: String, name: String, board: AnnouncementsScreen)?
        if let chosen = query.preview {
            guard let student = students.first(where: { $0.id == chosen.rawValue }) else { throw AnnouncementError.noSuchStudent }
            // Exactly the student's board as they would see it now (nothing is marked seen by a preview).
            preview = (
                student.id, student.name,
                try boardScreen(ctx, student: student.id, coachID: ID(student.coachID ?? ""), filter: .all)
            )
        }
        return AnnouncementManageScreen.make(
            try store.all(author: author.role == .admin ? nil : author.id), author: author, editing: editing,
            form: form ?? editing.map { AnnouncementManageScreen.form(of: $0, zoneIdentifier: account.zoneIdentifier) } ?? .blank,
            audiences: try audiences(ctx, author), cohortNames: try cohortNames(ctx),
            students: students.map { ($0.id, $0.name) }, preview: preview, zoneIdentifier: account.zoneIdentifier,
            now: ctx.now, error: error)
    }

    static func managePage(_ ctx: RequestContext, _ screen: AnnouncementManageScreen, status: HTTPStatus) throws -> Response {
        let account = try ctx.requireAccount()
        let shell: CoachShell? = account.role == .coach ? CoachShell.make(current: .you, destinations: destinations) : nil
        return .html(AnnouncementPages.manage(screen, shell: shell, csrfToken: ctx.csrfToken), status: status)
    }

    /// The page again, with what was typed and the refusal beside its field, answering the error's status.
    static func refused(_ ctx: RequestContext, _ error: AnnouncementError, form: AnnouncementForm, editing: ID<Announcement>?) throws
        -> Response
    {
        let typed = AnnouncementManageScreen.Form(
            title: form.title.or(""), body: form.body.or(""), audience: form.audience.or("everyone"),
            kind: form.kind.or("general"), pinned: ["1", "true", "on"].contains(form.pinned.or("")),
            publishAt: form.publishAt.or(""))
        let screen = try manage(
            ctx, query: AnnouncementManageQuery(edit: error == .noSuchAnnouncement ? nil : editing), form: typed, error: error)
        return try managePage(ctx, screen, status: error.httpError.status)
    }

    // MARK: Moving a meeting

    /// A moved meeting as the JSON route answers it: dates YYYY-MM-DD and the time HH:MM on the owner's calendar.
    struct MovedMeeting: Codable, Sendable {
        let session: String
        let originalDate: String
        let date: String
        let time: String
    }

    static func moveMeeting(_ ctx: RequestContext, _ id: ID<LiveSession>, _ form: MoveMeetingForm) throws -> SessionMove {
        func date(_ field: FormText) throws -> LocalDate {
            guard let date = LocalDate(iso: field.or("")), LocalDate.supportedRange.contains(date) else {
                throw FieldRefusal(field, "\(field.name) is a date, YYYY-MM-DD.")
            }
            return date
        }
        guard let time = LocalTime(iso: form.time.or("")) else {
            throw FieldRefusal(form.time, "time is a time of day, HH:MM.")
        }
        let move = SessionMove(originalDate: try date(form.originalDate), date: try date(form.date), time: time)
        try ProgrammeStore(database: ctx.environment.database).moveMeeting(
            of: id, move, by: try ctx.requireAccount().id.rawValue, at: ctx.now)
        return move
    }
}
