import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowJobs
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// Recordings (SakScheduleRecordings): the list, a player, the Range-served audio (only to students who may see that
/// session), and the progress the player posts.
enum RecordingRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        let shell = StudentShell.make(current: .sessions, destinations: destinations)

        routes.screen(
            QuranFlowRoute.recordings, model: { ctx in try screen(ctx) },
            page: { _, screen in .html(StudentPages.recordings(screen, shell: shell)) })
        routes.add(QuranFlowRoute.recordingPlayer) { ctx, id in
            let (row, record, position) = try allowed(ctx, id)
            let player = RecordingPlayer(
                row: row, source: QuranFlowRoute.recordingFile.path(ID(record.id)), resumeSeconds: position / 1000,
                progressURL: QuranFlowRoute.apiRecordingProgress.path(ID(record.id)))
            return .html(StudentPages.recordingPlayer(player, csrfToken: ctx.csrfToken, shell: shell))
        }
        routes.add(QuranFlowRoute.recordingFile) { ctx, id in
            let (_, record, _) = try allowed(ctx, id)
            let directory = ctx.environment.dataDirectory
            guard !directory.isEmpty else { throw Refusal.recordingFileMissing }
            do {
                return try MediaResponse.serve(
                    record.path, contentType: record.contentType, cacheControl: "private, max-age=3600", ctx: ctx)
            } catch let error as HTTPError where error.status == .notFound {
                throw Refusal.recordingFileMissing
            }
        }
        routes.add(QuranFlowRoute.apiRecordingProgress, body: .json(ProgressBody.self), response: .json(ProgressAnswer.self)) { ctx, id in
            let (_, record, _) = try allowed(ctx, id)
            let body = try ctx.request.decodeJSON(ProgressBody.self)
            guard body.positionSeconds.isFinite, body.positionSeconds >= 0 else {
                throw FieldRefusal(
                    ProgressBody.CodingKeys.positionSeconds, "positionSeconds must be a number of seconds from 0.", malformed: true)
            }
            // Clamped to the recording before any conversion: no position can overflow an Int.
            let millis = Int(min(body.positionSeconds * 1000, Double(record.durationMilliseconds)))
            let stored = try RecordingProgressStore(database: ctx.environment.database)
                .record(positionMilliseconds: millis, of: record.id, by: try ctx.requireAccount().id, now: ctx.now)
            let progress = WatchProgress(positionMilliseconds: stored, durationMilliseconds: record.durationMilliseconds)
            return try .json(ProgressAnswer(percent: progress.isWatched ? 100 : progress.percent, label: progress.label))
        }
    }

    /// How far the player is.
    struct ProgressBody: Codable, Sendable {
        enum CodingKeys: String, CodingKey { case positionSeconds }
        let positionSeconds: Double
    }
    /// What the player shows after.
    struct ProgressAnswer: Codable, Sendable { let percent: Int; let label: String? }

    /// The student's world and every recording of a meeting they may see, with their progress.
    static func inputs(_ ctx: RequestContext) throws -> (StudentWorld, [RecordingsScreen.Recording], [String: MediaRecord]) {
        let account = try ctx.requireAccount()
        let world = try WorldLoader(environment: ctx.environment.store, now: ctx.now).studentWorld(for: account)
        let positions = try RecordingProgressStore(database: ctx.environment.database).positions(of: account.id)
        var records: [String: MediaRecord] = [:]
        var items: [RecordingsScreen.Recording] = []
        for (record, sessionID, date) in try recordedMeetings(ctx, world: world) {
            records[record.id] = record
            items.append(
                RecordingsScreen.Recording(
                    id: record.id, sessionID: ID(sessionID), ownerDate: date,
                    durationMilliseconds: record.durationMilliseconds,
                    positionMilliseconds: positions[record.id] ?? 0))
        }
        return (world, items, records)
    }

    /// Every recording of a group meeting `world`'s student may see, with its session and the meeting's date on the
    /// owner's calendar (one-to-ones are not on the Recordings screen).
    static func recordedMeetings(_ ctx: RequestContext, world: StudentWorld) throws -> [(MediaRecord, String, LocalDate)] {
        let visible = Set(world.sessions.filter { $0.kind != .oneToOne }.map(\.id.rawValue))
        return try MediaStore(database: ctx.environment.database).all(.sessionRecording).compactMap { record in
            // Owner key: "session:<id>/<YYYY-MM-DD>".
            let key = record.owner.key
            guard key.hasPrefix("session:"), let slash = key.lastIndex(of: "/") else { return nil }
            let sessionID = String(key[key.index(key.startIndex, offsetBy: 8)..<slash])
            guard visible.contains(sessionID), let date = LocalDate(iso: String(key[key.index(after: slash)...])) else { return nil }
            return (record, sessionID, date)
        }
    }

    static func screen(_ ctx: RequestContext) throws -> RecordingsScreen {
        let (world, items, _) = try inputs(ctx)
        let preparing = try items.isEmpty && MediaPreparation.isRunning(in: ctx.environment.database)
        return RecordingsScreen.make(world, recordings: items, destinations: destinations, preparing: preparing)
    }

    /// Recording `requested`, if it is on the student's Recordings screen (else 404: no trace).
    static func allowed(_ ctx: RequestContext, _ requested: ID<MediaItem>) throws -> (RecordingsScreen.Row, MediaRecord, Int) {
        let (world, items, records) = try inputs(ctx)
        let id = requested.rawValue
        let screen = RecordingsScreen.make(world, recordings: items.filter { $0.id == id }, destinations: destinations)
        guard let row = screen.groups.first?.rows.first, let record = records[id] else {
            throw LoopRefusal.noSuchRecording
        }
        return (row, record, items.first { $0.id == id }?.positionMilliseconds ?? 0)
    }
}
