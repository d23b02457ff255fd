import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranFlowWeb

/// Recordings (SakScheduleRecordings): the list, a player, the Range-served audio (only to students who may see that
/// session), and the progress the player posts.
enum RecordingRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: RouteTable) {
        let student = Access.roles([.student])
        let shell = StudentShell.make(current: .sessions, destinations: destinations)

        routes.add(.GET, "/sessions/recordings", access: student) { ctx in
            .html(StudentPages.recordings(try screen(ctx), shell: shell))
        }
        routes.add(.GET, "/api/screens/sessions/recordings", access: student, api: APIDoc(
            "The Recordings state of Sessions (SakScheduleRecordings): past meetings with a recording, by week, with progress.",
            response: .object([("screenID", .string())], required: []))) { ctx in
            try .json(try screen(ctx))
        }
        routes.add(.GET, "/sessions/recordings/:id", access: student) { ctx in
            let (row, record, position) = try allowed(ctx)
            let player = RecordingPlayer(row: row, source: "/media/recordings/\(record.id)", resumeSeconds: position / 1000,
                                         progressURL: "/api/recordings/\(record.id)/progress")
            return .html(StudentPages.recordingPlayer(player, csrfToken: ctx.csrfToken, shell: shell))
        }
        routes.add(.GET, "/media/recordings/:id", access: student) { ctx in
            let (_, record, _) = try allowed(ctx)
            let directory = ctx.environment.dataDirectory
            guard !directory.isEmpty else { throw HTTPError(.notFound, "That recording's file is not available.") }
            let path = directory + "/media/" + record.path
            guard FileManager.default.fileExists(atPath: path) else { throw HTTPError(.notFound, "That recording's file is not available.") }
            return try Response.file(at: path, contentType: record.contentType, for: ctx.request)
        }
        routes.add(.POST, "/api/recordings/:id/progress", access: student, api: APIDoc(
            "Records how far the signed-in student has played a recording: {\"positionSeconds\": 90}. Progress only moves forward.",
            request: .object([("positionSeconds", .number)], required: ["positionSeconds"]),
            response: .object([("percent", .integer), ("label", .string())], required: ["percent"]))) { ctx in
            let (_, record, _) = try allowed(ctx)
            struct Body: Decodable { let positionSeconds: Double }
            let body = try ctx.request.decodeJSON(Body.self)
            guard body.positionSeconds.isFinite, body.positionSeconds >= 0 else {
                throw HTTPError(.badRequest, "positionSeconds must be a number of seconds from 0.", field: "positionSeconds")
            }
            let millis = Int(min(body.positionSeconds * 1000, Double(record.durationMilliseconds)))
            let stored = try RecordingProgressStore(database: ctx.environment.database)
                .record(positionMilliseconds: millis, of: record.id, by: try ctx.requireAccount().id, now: ctx.now)
            let progress = WatchProgress(positionMilliseconds: stored, durationMilliseconds: record.durationMilliseconds)
            struct Answer: Encodable { let percent: Int; let label: String? }
            return try .json(Answer(percent: progress.isWatched ? 100 : progress.percent, label: progress.label))
        }
    }

    /// The student's world and every recording of a meeting they may see, with their progress.
    static func inputs(_ ctx: RequestContext) throws -> (StudentWorld, [RecordingsScreen.Recording], [String: MediaRecord]) {
        let account = try ctx.requireAccount()
        let world = try WorldLoader(environment: ctx.environment, now: ctx.now).studentWorld(for: account)
        let positions = try RecordingProgressStore(database: ctx.environment.database).positions(of: account.id)
        let visible = Set(world.sessions.filter { $0.kind != .oneToOne }.map(\.id.rawValue))
        var records: [String: MediaRecord] = [:]
        var items: [RecordingsScreen.Recording] = []
        for record in try MediaStore(database: ctx.environment.database).all(.sessionRecording) {
            // Owner key: "session:<id>/<YYYY-MM-DD>".
            let key = record.owner.key
            guard key.hasPrefix("session:"), let slash = key.lastIndex(of: "/") else { continue }
            let sessionID = String(key[key.index(key.startIndex, offsetBy: 8)..<slash])
            guard visible.contains(sessionID), let date = LocalDate(iso: String(key[key.index(after: slash)...])) else { continue }
            records[record.id] = record
            items.append(RecordingsScreen.Recording(id: record.id, sessionID: ID(sessionID), ownerDate: date,
                                                    durationMilliseconds: record.durationMilliseconds,
                                                    positionMilliseconds: positions[record.id] ?? 0))
        }
        return (world, items, records)
    }

    static func screen(_ ctx: RequestContext) throws -> RecordingsScreen {
        let (world, items, _) = try inputs(ctx)
        return RecordingsScreen.make(world, recordings: items, destinations: destinations)
    }

    /// The recording named in the path, if it is on the student's Recordings screen (else 404: no trace).
    static func allowed(_ ctx: RequestContext) throws -> (RecordingsScreen.Row, MediaRecord, Int) {
        let (world, items, records) = try inputs(ctx)
        let id = ctx.request.pathParameters["id"] ?? ""
        let screen = RecordingsScreen.make(world, recordings: items.filter { $0.id == id }, destinations: destinations)
        guard let row = screen.groups.first?.rows.first, let record = records[id] else {
            throw HTTPError(.notFound, "That recording was not found.")
        }
        return (row, record, items.first { $0.id == id }?.positionMilliseconds ?? 0)
    }
}
