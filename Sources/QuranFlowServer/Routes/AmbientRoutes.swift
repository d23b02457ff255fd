import Accounts
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAmbient
import QuranFlowCore
import QuranFlowJobs
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import Routing

/// The ambient layer's web side: the board (`/ambient`), the JSON a widget extension reads (`/api/ambient`, one widget at
/// `/api/ambient/widgets/<kind>`, readable with a widget device token), the board's invalidation stream, the App
/// Intents as addresses (`/intents/<intent>`, also the installed web app's shortcuts) and the web app manifest.
///
/// The snapshot is a function of the database and the minute, so it is kept by (account, minute) while the database's
/// change counter stands; the timelines are computed from it at the request's own instant (well under a millisecond).
enum AmbientRoutes {
    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.ambient, model: { ctx in try board(ctx) },
            page: { ctx, board in
                let account = try ctx.requireAccount()
                return .html(
                    account.role == .coach
                        ? CoachPages.ambient(board, shell: CoachShell.make(current: .you, destinations: ShellRoutes.destinations))
                        : StudentPages.ambient(board, shell: StudentShell.make(current: .profile, destinations: ShellRoutes.destinations)))
            })
        routes.add(QuranFlowRoute.apiAmbient, response: .json(AmbientBoard.self)) { ctx in
            try kept(ctx, widget: nil) { board in try encoded(board) }
        }
        routes.add(QuranFlowRoute.apiAmbientWidget, response: .json(AmbientTimelines.self)) { ctx, kind in
            try kept(ctx, widget: kind) { board in
                guard let one = board.timelines.only(kind) else { throw DeviceRefusal.noWidget(kind: kind.rawValue) }
                return try encoded(one)
            }
        }
        routes.add(QuranFlowRoute.ambientEvents) { ctx in try events(ctx) }
        routes.add(QuranFlowRoute.ambientIntent) { ctx, intent in
            .redirect(to: try destination(of: intent, ctx).path)
        }
        routes.add(QuranFlowRoute.webManifest) { _ in
            var response = Response(
                status: .ok, headers: ["Content-Type": "application/manifest+json; charset=utf-8"], body: .bytes(manifest))
            response.headers.set(name: "Cache-Control", value: "public, max-age=3600")
            return response
        }
        WidgetDeviceRoutes.register(on: routes)
    }

    // MARK: The board

    /// The signed-in person's board at the request's instant.
    static func board(_ ctx: RequestContext) throws -> AmbientBoard {
        try board(for: try ctx.requireAccount(), environment: ctx.environment, now: ctx.now, counter: ctx.changeCounter)
    }

    /// A board's JSON, computed at the request's whole second and kept for that second while the database is unchanged:
    /// a widget (or a wall of them) asking many times a second costs one computation. The timelines' `now` is then at
    /// most a second behind, which the board's clock and a widget's entries absorb.
    static func kept(_ ctx: RequestContext, widget: AmbientWidgetKind?, render: (AmbientBoard) throws -> SharedBytes) throws -> Response {
        let account = try ctx.requireAccount()
        let second = Date(timeIntervalSince1970: ctx.now.timeIntervalSince1970.rounded(.down))
        let key = AmbientJSONKey(account: account.id, second: second, widget: widget)
        let type = "application/json; charset=utf-8"
        if let bytes = ctx.environment.ambientJSON.value(for: key, counter: ctx.changeCounter) { return .shared(bytes, contentType: type) }
        let bytes = try render(try board(for: account, environment: ctx.environment, now: second, counter: ctx.changeCounter))
        ctx.environment.ambientJSON.store(bytes, for: key, counter: ctx.changeCounter)
        return .shared(bytes, contentType: type)
    }

    /// `value` as the JSON API writes it.
    static func encoded(_ value: some Encodable) throws -> SharedBytes {
        guard case .bytes(let bytes) = try Response.json(value).body else { return SharedBytes("{}") }
        return SharedBytes(bytes)
    }

    static func board(for account: Account, environment: ServerEnvironment, now: Date, counter: Int64) throws -> AmbientBoard {
        switch account.role {
        case .coach:
            let world = try WorldLoader(environment: environment.store, now: now).queueWorld(for: account)
            let queue = ReviewQueue(coachID: world.coach.id, students: world.students, submissions: world.submissions, at: now)
            return .coach(
                waiting: queue.entries.count, oldestSince: queue.entries.first?.submission.revokeWindowClosesAt,
                zone: world.coach.zoneIdentifier, now: now)
        case .student:
            return .student(try snapshot(for: account, environment: environment, now: now, counter: counter), now: now)
        case .admin:
            throw DeviceRefusal.widgetsNotForAdmins
        }
    }

    /// The student's snapshot at `now`'s minute, kept while the database is unchanged.
    static func snapshot(for account: Account, environment: ServerEnvironment, now: Date, counter: Int64) throws -> AmbientSnapshot {
        let key = StudentWorldKey(account: account.id, minute: StudentWorldKey.minute(of: now))
        if let kept = environment.ambientSnapshots.value(for: key, counter: counter) { return kept }
        let world = try WorldLoader(environment: environment.store, now: key.minute).studentWorld(for: account)
        let store = AmbientStore(database: environment.database)
        let progress = try store.lessonProgress(account: account.id, term: world.term.id).mapValues {
            (videos: $0.videos, watched: $0.watched)
        }
        let snapshot = AmbientSnapshotMaker.make(world, progress: progress, practice: try store.practiceEvents(account: account.id))
        environment.ambientSnapshots.store(snapshot, for: key, counter: counter)
        return snapshot
    }

    // MARK: Invalidation

    /// The board's event stream: `invalidate` when what its timelines were computed from changed, `clock` when the test
    /// clock moved.
    static func events(_ ctx: RequestContext) throws -> Response {
        let account = try ctx.requireAccount()
        let environment = ctx.environment
        let hub = environment.ambient
        let fingerprint: @Sendable () -> String? = {
            let now = environment.now
            guard let counter = try? environment.database.changeCounter(),
                let board = try? board(for: account, environment: environment, now: now, counter: counter)
            else { return nil }
            return Self.fingerprint(board)
        }
        let id = hub.makeID()
        let stream = EventStream(retry: 2000) { hub.remove(id) }
        hub.add(AmbientHub.Viewer(id: id, stream: stream, fingerprint: fingerprint, last: fingerprint()))
        var response = Response.eventStream(stream)
        response.headers.set(name: "Cache-Control", value: "no-store")
        return response
    }

    /// What a board was computed from, without the instants it was computed at: the student's snapshot (the loop's
    /// status words, the meetings, the latest submission), or the coach's queue depth and oldest.
    static func fingerprint(_ board: AmbientBoard) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        if let snapshot = board.snapshot {
            let data = try? encoder.encode(
                AmbientSnapshot(
                    zone: snapshot.zone, term: snapshot.term, weeks: snapshot.weeks, sessions: snapshot.sessions,
                    submission: snapshot.submission, practice: [], takenAt: .distantPast))
            return data.map { String(decoding: $0, as: UTF8.self) }
        }
        let queue = board.timelines.coachQueue?.entries.first?.entry
        return "\(queue?.headline ?? "") \(board.timelines.coachQueue?.entries.count ?? 0)"
    }

    // MARK: Intents

    /// Where `intent` lands for the signed-in student now: the same resolution as the This Week button's.
    static func destination(of intent: AmbientIntent, _ ctx: RequestContext) throws -> Destination {
        let account = try ctx.requireAccount()
        let snapshot = try snapshot(for: account, environment: ctx.environment, now: ctx.now, counter: ctx.changeCounter)
        switch intent.resolve(snapshot, at: ctx.now) {
        case .lesson(let week): return Destination(QuranFlowRoute.lesson, week)
        case .record(let week): return Destination(QuranFlowRoute.record, week)
        case .feedback(let week):
            let world = try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: account)
            guard let reviewed = world.recordingState(week: week).submissions.last(where: { $0.status != .inReview }) else {
                throw DeviceRefusal.noFeedbackWaiting(week: week)
            }
            return Destination(QuranFlowRoute.feedback, reviewed.id)
        case .unavailable(let reason):
            throw DeviceRefusal.destinationUnavailable(reason)
        }
    }

    // MARK: The manifest

    /// The web app manifest: QuranFlow's name, its icon, and the three intents as the installed app's shortcuts.
    static let manifest: [UInt8] = {
        let shortcuts = AmbientIntent.allCases.map { intent in
            [
                "name": intent.title, "short_name": intent.title, "url": QuranFlowRoute.ambientIntent.path(intent),
                "description": intent.shortcutDescription,
            ]
        }
        let object: [String: Any] = [
            "name": "QuranFlow", "short_name": "QuranFlow", "id": QuranFlowRoute.today.path(), "start_url": QuranFlowRoute.today.path(),
            "scope": "/", "display": "standalone", "background_color": "#f6f1e7", "theme_color": "#2b1d3a",
            "icons": [
                ["src": QuranFlowRoute.staticFile.path("icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"],
                ["src": QuranFlowRoute.staticFile.path("icon-192.png"), "sizes": "192x192", "type": "image/png", "purpose": "any"],
                ["src": QuranFlowRoute.staticFile.path("icon-512.png"), "sizes": "512x512", "type": "image/png", "purpose": "any"],
            ],
            "shortcuts": shortcuts,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data("{}".utf8)
        return Array(data)
    }()
}

extension AmbientIntent {
    /// The shortcut's description in the installed app's menu.
    var shortcutDescription: String {
        switch self {
        case .continueLesson: "Open this week's lesson where you left off"
        case .recordRecitation: "Open the recorder for this week's passage"
        case .playFeedback: "Hear your coach's feedback on this week's recitation"
        }
    }
}

/// One person's ambient JSON (the whole board, or one widget) at one second.
struct AmbientJSONKey: Hashable, Sendable {
    let account: ID<Account>
    let second: Date
    let widget: AmbientWidgetKind?
}
