import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import QuranText
import Routing
import ServerSupport

/// The live class (SakLiveClass) from any Join, and the coach's live screen from Start: pages, JSON, server-sent
/// events, raise hand, and the coach's Start/End, verse and turn. Presence is the open event streams, stored per screen
/// so every server process sees the same room (``LiveClassHub``, ``LivePresenceStore``); attendance is logged from it;
/// the coach's hours run from Start to End.
enum LiveClassRoutes {
    /// One meeting as resolved for the caller.
    struct Meeting {
        let occurrence: SessionOccurrence
        let teacher: Coach?
        let viewer: LiveRoom.Participant
        let isCoach: Bool
        /// Group session or booked one-to-one (whose session id is the booking's).
        var rooms: LiveClassStore.Rooms = .group
        /// A booked one-to-one's term week (its Appointment detail's address).
        var bookingWeek: Int? = nil
        /// The meeting's day on the teacher's calendar (the coach's detail of it).
        var teacherDate: LocalDate? = nil
        var key: String { rooms.room(session: occurrence.session.id, on: occurrence.ownerDate) }
        func store(_ env: ServerEnvironment) -> LiveClassStore { LiveClassStore(database: env.database, rooms: rooms) }
        var base: String {
            isCoach ? QuranFlowRoute.coachLive.path(occurrence.session.id) : QuranFlowRoute.liveClass.path(occurrence.session.id)
        }
    }

    static func register(on routes: AppRoutes) {
        registerViewer(on: routes, page: QuranFlowRoute.liveClass, events: QuranFlowRoute.liveEvents, leave: QuranFlowRoute.leaveLive)
        registerViewer(
            on: routes, page: QuranFlowRoute.coachLive, events: QuranFlowRoute.coachLiveEvents, leave: QuranFlowRoute.coachLeaveLive)
        routes.add(QuranFlowRoute.raiseHand) { ctx, id in
            let meeting = try resolve(ctx, id)
            let raised = try SessionRoutes.onValue(try ctx.request.form(RaiseHandForm.self).raised.text)
            try ctx.environment.liveClasses.presence.setHand(room: meeting.key, account: meeting.viewer.id, at: raised ? ctx.now : nil)
            try changed(meeting, ctx)
            return answer(ctx, meeting)
        }
        routes.add(QuranFlowRoute.startLive) { ctx, id in
            let meeting = try resolve(ctx, id)
            try meeting.store(ctx.environment).start(
                session: meeting.occurrence.session.id, on: meeting.occurrence.ownerDate,
                by: try ctx.requireAccount().id, at: ctx.now)
            try changed(meeting, ctx)
            return answer(ctx, meeting)
        }
        routes.add(QuranFlowRoute.endLive) { ctx, id in
            let meeting = try resolve(ctx, id)
            let store = meeting.store(ctx.environment)
            guard try store.state(session: meeting.occurrence.session.id, on: meeting.occurrence.ownerDate).startedAt != nil else {
                throw ScheduleRefusal.notStarted
            }
            try store.end(session: meeting.occurrence.session.id, on: meeting.occurrence.ownerDate, at: ctx.now)
            try changed(meeting, ctx)
            return answer(ctx, meeting)
        }
        routes.add(QuranFlowRoute.setLiveVerse) { ctx, id in
            let meeting = try resolve(ctx, id)
            let form = try ctx.request.form(LiveVerseForm.self)
            let text = form.verse.text ?? "\(form.surah.or("")):\(form.ayah.or(""))"
            guard let verse = try? PassageReference.parse(text.trimmingCharacters(in: .whitespaces)), VerseCloser.make(verse) != nil else {
                throw FieldRefusal(form.verse, "The verse must be like 67:3 (sūrah:āyah).", malformed: true)
            }
            try meeting.store(ctx.environment).setVerse(verse, session: meeting.occurrence.session.id, on: meeting.occurrence.ownerDate)
            try changed(meeting, ctx)
            return answer(ctx, meeting)
        }
        routes.add(QuranFlowRoute.setLiveSpeaker) { ctx, id in
            let meeting = try resolve(ctx, id)
            let speaker = try ctx.request.form(LiveSpeakerForm.self).speaker.or("")
            let present = try ctx.environment.liveClasses.participants(room: meeting.key).map(\.id)
            guard speaker.isEmpty || present.contains(speaker) else {
                throw ScheduleRefusal.speakerNotPresent
            }
            try meeting.store(ctx.environment).setSpeaker(
                speaker.isEmpty ? nil : speaker, session: meeting.occurrence.session.id,
                on: meeting.occurrence.ownerDate)
            try changed(meeting, ctx)
            return answer(ctx, meeting)
        }
    }

    /// A viewer's page and JSON, its event stream and its leaving — the student's and the coach's the same way.
    private static func registerViewer(
        on routes: AppRoutes, page: QuranFlowEndpoint<LiveQuery, ID<LiveSession>>, events: QuranFlowEndpoint<NoQuery, ID<LiveSession>>,
        leave: QuranFlowEndpoint<NoQuery, ID<LiveSession>>
    ) {
        routes.screen(
            page, model: { ctx, query, id in try screen(try resolve(ctx, id), ctx, from: query.from) },
            page: { ctx, screen in .html(LivePages.live(screen, csrfToken: ctx.csrfToken)) })
        routes.add(events) { ctx, id in
            try Self.events(try resolve(ctx, id), ctx)
        }
        // Sent by the page as it goes away (Leave, back, closing the tab), so presence drops at once.
        routes.add(leave) { ctx, id in
            let meeting = try resolve(ctx, id)
            try ctx.environment.liveClasses.leave(room: meeting.key, account: meeting.viewer.id)
            try changed(meeting, ctx)
            return Response(status: .noContent)
        }
    }

    /// A script's request (it sends the CSRF header) gets 204; a plain form goes back to the live screen.
    static func answer(_ ctx: RequestContext, _ meeting: Meeting) -> Response {
        ctx.request.headers["X-CSRF-Token"] != nil ? Response(status: .noContent) : .redirect(to: meeting.base)
    }

    /// Sends everyone in the room their updated screen: viewers in this process now; other processes see the room's
    /// version move (bumped with the change) within their next poll.
    static func changed(_ meeting: Meeting, _ ctx: RequestContext) throws {
        try ctx.environment.liveClasses.refresh(room: meeting.key)
    }

    static func screen(_ meeting: Meeting, _ ctx: RequestContext, from origin: LiveOrigin?) throws -> LiveClassScreen {
        let store = meeting.store(ctx.environment)
        let state = try store.state(session: meeting.occurrence.session.id, on: meeting.occurrence.ownerDate)
        let room = try ctx.environment.liveClasses.room(meeting.key, state: state)
        return render(
            meeting, room: room, registered: try store.registeredCount(session: meeting.occurrence.session.id),
            back: backPath(meeting, from: origin), now: ctx.now)
    }

    static func render(_ meeting: Meeting, room: LiveRoom, registered: Int, back: String, now: Date) -> LiveClassScreen {
        LiveClassScreen.make(
            occurrence: meeting.occurrence, room: room, viewerID: meeting.viewer.id, isCoachView: meeting.isCoach,
            registered: registered, teacher: meeting.teacher, back: back, now: now)
    }

    /// Leave returns to the screen Join or Start was tapped on (`?from=`, a closed set parsed at the edge), else
    /// Sessions or the schedule (``LiveClassScreen/leavePath(from:isCoach:appointment:coachDetail:)``).
    static func backPath(_ meeting: Meeting, from origin: LiveOrigin?) -> String {
        LiveClassScreen.leavePath(
            from: origin, isCoach: meeting.isCoach,
            appointment: meeting.bookingWeek.map { (ID(meeting.occurrence.session.id.rawValue), $0) },
            coachDetail: meeting.teacherDate.map { (meeting.occurrence.session.id, $0) })
    }

    /// Opens an event stream, joins the room (presence, attendance), and tells everyone.
    static func events(_ meeting: Meeting, _ ctx: RequestContext) throws -> Response {
        let env = ctx.environment
        let hub = env.liveClasses
        let store = meeting.store(env)
        let registered = try store.registeredCount(session: meeting.occurrence.session.id)
        // The stream's screens carry the default Leave (the page keeps the one it was opened with).
        let back = backPath(meeting, from: nil)
        let id = hub.makeID()
        let key = meeting.key
        let session = meeting.occurrence.session.id
        let date = meeting.occurrence.ownerDate
        let account = ID<Account>(meeting.viewer.id)
        let stream = EventStream(retry: 2000) {
            guard hub.remove(room: key, id: id) else { return }
            try? store.markPresent(account, session: session, on: date, at: env.now)
            try? hub.refresh(room: key)
        }
        let encoder = JSONEncoder()
        try store.markPresent(account, session: session, on: date, at: ctx.now)
        try hub.add(
            room: key, source: .init(store: store, session: session, date: date), id: id, participant: meeting.viewer,
            stream: stream
        ) { room, now in
            let screen = render(meeting, room: room, registered: registered, back: back, now: now)
            return (try? encoder.encode(screen)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }
        do {
            try changed(meeting, ctx)
        } catch {
            stream.close()  // never handed out: its close removes the screen here and its row
            throw error
        }
        var response = Response.eventStream(stream)
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }

    /// The meeting named by the path for the caller: a student's own session that can be joined now (15 minutes before
    /// until the end, or while the coach has it running); a coach's own session from 15 minutes before until three
    /// hours after its end. Anything else is a 404 (not theirs) or a 409 (not now), naming the problem.
    static func resolve(_ ctx: RequestContext, _ sessionID: ID<LiveSession>) throws -> Meeting {
        let account = try ctx.requireAccount()
        let id = sessionID.rawValue
        let now = ctx.now
        let env = ctx.environment
        let programme = ProgrammeStore(database: env.database)
        if let meeting = try resolveBooking(id, account: account, ctx: ctx) { return meeting }
        if account.role == .coach {
            guard let me = try programme.coach(id: ID(account.id.rawValue)) else {
                throw Refusal.noSuchSession
            }
            let snapshot = try env.programmeCache.snapshot(programme)
            let all = snapshot.groupSessions.values.flatMap { $0 } + snapshot.oneToOnes.values.flatMap { $0.values.flatMap { $0 } }
            guard let session = all.first(where: { $0.id.rawValue == id && $0.teacherID == me.id }) else {
                throw Refusal.noSuchSession
            }
            let term = snapshot.groupSessions.first { $0.value.contains { $0.id == session.id } }.flatMap { snapshot.terms[$0.key] }
            let meeting = try current(session, ctx: ctx, after: 3 * 3600)
            // Titled for its week, as the students in it see it.
            let occurrence = term.map { meeting.titled(lessons: snapshot.lessons[$0.id] ?? [], term: $0) } ?? meeting
            return Meeting(
                occurrence: occurrence, teacher: me,
                viewer: LiveRoom.Participant(id: account.id.rawValue, name: me.displayName, isCoach: true, joinedAt: now),
                isCoach: true, teacherDate: ZonedCalendar.resolving(me.zoneIdentifier).localDate(of: occurrence.start))
        }
        let (world, session) = try SessionRoutes.sessionOfWorld(ctx, sessionID)
        let occurrence = try current(session, ctx: ctx, after: 0).titled(lessons: world.lessons, term: world.term)
        return Meeting(
            occurrence: occurrence, teacher: world.teachers[session.teacherID],
            viewer: LiveRoom.Participant(id: account.id.rawValue, name: world.student.shortName, isCoach: false, joinedAt: now),
            isCoach: false)
    }

    /// A booked one-to-one's live class, when `id` names a booking: its student and the coach who takes that week
    /// are in it (anyone else: 404), during the week's meeting as for a group session (else 409). `nil`: not a booking.
    static func resolveBooking(_ id: String, account: Account, ctx: RequestContext) throws -> Meeting? {
        let env = ctx.environment
        let bookings = BookingStore(database: env.database)
        guard !id.isEmpty, let termID = try bookings.term(ofBooking: id),
            let term = try env.programmeCache.snapshot(ProgrammeStore(database: env.database)).terms[termID]
        else { return nil }
        let programme = ProgrammeStore(database: env.database)
        let isCoach = account.role == .coach
        let mine = try bookings.ledger(term: termID).booked(in: term).filter { booked in
            booked.bookingID == id
                && (isCoach ? booked.teacherID.rawValue == account.id.rawValue : booked.studentID.rawValue == account.id.rawValue)
        }
        guard !mine.isEmpty else { throw NotFound("one-to-one") }
        let teacherID = mine[0].teacherID
        let teacher = try programme.coach(id: teacherID)
        let name: String
        if isCoach {
            name = teacher?.displayName ?? account.name
        } else {
            guard OneToOneAccess.allows(try SessionRoutes.world(ctx).student, .view) else {
                throw BookingError.yearOneStudent
            }
            name = try programme.student(id: ID(account.id.rawValue), at: ctx.now)?.student.shortName ?? account.name
        }
        let occurrences = mine.map { $0.sessionOccurrence(teacher: $0.teacherID, meetingLink: teacher?.meetingLink ?? "") }
        let store = LiveClassStore(database: env.database, rooms: .oneToOne)
        let occurrence = try current(occurrences, title: "Your one-to-one", store: store, now: ctx.now, after: isCoach ? 3 * 3600 : 0)
        return Meeting(
            occurrence: occurrence, teacher: teacher,
            viewer: LiveRoom.Participant(id: account.id.rawValue, name: name, isCoach: isCoach, joinedAt: ctx.now),
            isCoach: isCoach, rooms: .oneToOne,
            bookingWeek: mine.first { $0.occurrence.start == occurrence.start }?.occurrence.week,
            teacherDate: teacher.map { ZonedCalendar.resolving($0.zoneIdentifier).localDate(of: occurrence.start) })
    }

    /// This week's meeting of `session` if it can be joined now (or is running); else 409.
    static func current(_ session: LiveSession, ctx: RequestContext, after grace: TimeInterval) throws -> SessionOccurrence {
        let now = ctx.now
        let candidates = session.occurrences(
            from: now.addingTimeInterval(-Double(session.durationMinutes * 60) - grace - 86400),
            to: now.addingTimeInterval(SessionPhase.joinLead + 1))
        return try current(
            candidates, title: session.title, store: LiveClassStore(database: ctx.environment.database), now: now, after: grace)
    }

    /// The meeting among `candidates` that can be joined at `now` (15 minutes before until the end plus `grace`), or is
    /// running; else 409.
    static func current(
        _ candidates: [SessionOccurrence], title: String, store: LiveClassStore, now: Date,
        after grace: TimeInterval
    ) throws -> SessionOccurrence {
        for occurrence in candidates.sorted(by: { $0.start < $1.start }).reversed() {
            let open = now >= occurrence.start.addingTimeInterval(-SessionPhase.joinLead) && now < occurrence.end.addingTimeInterval(grace)
            if open { return occurrence }
            guard occurrence.start < now.addingTimeInterval(SessionPhase.joinLead + 1) else { continue }
            let state = try store.state(session: occurrence.session.id, on: occurrence.ownerDate)
            if state.startedAt != nil && state.endedAt == nil { return occurrence }
        }
        throw ScheduleRefusal.notLive(title: title)
    }
}
