import Calendar
import Database
import Foundation
import HTTPServer
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport
import Synchronization

/// SY-05: what the server serves when this device's store will not open at start-up. Until it opens, every page is the
/// recovery screen (``JamaalRecoveryRoute``); Try again opens it once more, Export my data first reads what still can be,
/// and Reset sets the file aside and starts fresh. The moment a store opens, ``application`` serves the whole of Jamaal —
/// no restart, no crash, never a blank 500.
///
///     let recovery = try StoreRecovery(path: path, problem: problem, clock: clock) { database in
///         JamaalApplication(environment: try JamaalEnvironment.make(database: database, clock: clock))
///     }
///     let server = HTTPServer(application: recovery.application, host: "127.0.0.1", port: 8090)
public final class StoreRecovery: Sendable {
    /// Builds Jamaal over a store that opened.
    public typealias Opening = @Sendable (any Database) throws -> JamaalApplication

    struct State: Sendable {
        var problem: StoreProblem
        var canExport: Bool
        var stillFailing = false
        var live: JamaalApplication?
        var database: SQLiteDatabase?
    }

    /// The state every handler shares (a class, so closures can hold it).
    final class Shared: Sendable {
        let mutex: Mutex<State>
        init(_ state: State) { mutex = Mutex(state) }
        func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T { try mutex.withLock { try body(&$0) } }
    }

    /// The store's file.
    public let path: String
    /// What the server serves: the recovery screens until the store opens, then Jamaal.
    public let application: Application
    private let state: Shared

    public init(
        path: String, problem: StoreProblem, clock: TimeSource, log: @escaping @Sendable (String) -> Void = { _ in },
        accessLog: Bool = true, proxyTrust: ProxyTrust = .none, opening: @escaping Opening
    ) throws {
        let state = Shared(State(problem: problem, canExport: Self.readableForExport(path: path, problem: problem)))
        let recoveryEnvironment = try JamaalEnvironment.make(
            database: try SQLiteDatabase(path: ":memory:", poolSize: 1), clock: clock, log: log)
        let routes = JamaalRouteTable(product: JamaalProduct(environment: recoveryEnvironment))
        Self.register(on: routes, path: path, state: state, clock: clock, log: log, opening: opening)
        var middlewares: [any Middleware] = [
            TransportSecurity(trust: proxyTrust), SecurityHeaders(permissionsPolicy: PermissionsPolicy.locating), LoopbackOnly(),
            Compression(),
        ]
        if accessLog { middlewares.insert(AccessLog { log($0) }, at: 0) }
        let recovery = routes.application(middlewares: middlewares)

        let router = Router()
        let dispatch: Handler = { request in
            let live = state.withLock { $0.live }
            return (live?.application ?? recovery).respond(to: request)
        }
        for method in [HTTPMethod.get, .head, .post, .put, .patch, .delete] {
            router.add(method, "/", dispatch)
            router.add(method, "/*path", dispatch)
        }
        self.path = path
        self.state = state
        application = Application(router: router)
    }

    /// Whether the store has opened and Jamaal is served.
    public var isRecovered: Bool { state.withLock { $0.live != nil } }

    /// Closes the store Jamaal opened after recovering (at shutdown).
    public func close() { state.withLock { $0.database?.close() } }

    static func register(
        on routes: JamaalRouteTable, path: String, state: Shared, clock: TimeSource, log: @escaping @Sendable (String) -> Void,
        opening: @escaping Opening
    ) {
        let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
        routes.add(JamaalRoute.staticFile) { req, file in try files.response(for: file, to: req.request) }
        routes.add(JamaalRoute.health) { _ in .text("recovery: this device's store won't open") }
        routes.add(JamaalRecoveryRoute.screen) { req in page(req, state: state) }
        routes.add(JamaalRecoveryRoute.anyPage) { req, _ in
            if req.isAPI {
                throw StoreRefusal.wontOpen
            }
            return .redirect(to: JamaalRecoveryRoute.screen.path())
        }
        routes.add(JamaalRecoveryRoute.confirmReset) { req in page(req, state: state, confirmingReset: true) }
        routes.add(JamaalRecoveryRoute.retry) { _ in
            try state.withLock { current in
                if current.live == nil {
                    try open(path: path, into: &current, clock: clock, log: log, opening: opening)
                }
            }
            return .redirect(to: isOpen(state) ? JamaalRoute.today.path() : JamaalRecoveryRoute.screen.path())
        }
        routes.add(JamaalRecoveryRoute.export) { req in
            if isOpen(state) { return .redirect(to: JamaalRoute.exportData.path()) }
            guard let data = exportDocument(path: path, now: req.now) else {
                throw StoreRefusal.nothingReadable
            }
            var response = Response(status: .ok, body: .bytes(Array(data)))
            response.headers["Content-Type"] = "application/json; charset=utf-8"
            response.headers["Content-Disposition"] = "attachment; filename=\"jamaal-export-\(ISO8601.format(req.now).prefix(10)).json\""
            return response
        }
        routes.add(JamaalRecoveryRoute.reset) { req in
            guard try req.request.form(RecoveryResetForm.self).confirm.is("reset") else {
                return page(
                    req, state: state, confirmingReset: true, status: .unprocessableEntity,
                    error: "Choose “Reset and start fresh” to reset — nothing was changed.")
            }
            try state.withLock { current in
                guard current.live == nil else { return }
                try setAside(path: path, now: req.now)
                log("jamaal: reset this device's data; the unreadable store was set aside")
                try open(path: path, into: &current, clock: clock, log: log, opening: opening)
            }
            return .redirect(to: isOpen(state) ? JamaalRoute.today.path() : JamaalRecoveryRoute.screen.path())
        }
    }

    static func isOpen(_ state: Shared) -> Bool { state.withLock { $0.live != nil } }

    /// Opens the store and builds Jamaal over it; on failure records the new problem (and that it still fails).
    static func open(
        path: String, into current: inout State, clock: TimeSource, log: @Sendable (String) -> Void, opening: Opening
    ) throws {
        switch JamaalStoreOpener.open(path: path, now: clock.now()) {
        case .success(let database):
            do {
                current.live = try opening(database)
                current.database = database
                log("jamaal: the store opened; serving Jamaal")
            } catch {
                database.close()
                current.problem = .migrationFailed(detail: "\(error)")
                current.stillFailing = true
            }
        case .failure(let problem):
            current.problem = problem
            current.canExport = readableForExport(path: path, problem: problem)
            current.stillFailing = true
            log("jamaal: the store still won't open: \(problem)")
        }
    }

    /// Moves the store's files aside (`jamaal.sqlite.unreadable-20261203T101500Z`, with its `-wal` and `-shm`), never
    /// deleting them.
    static func setAside(path: String, now: Date) throws {
        let stamp = ISO8601.format(now).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        let files = FileManager.default
        for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
            do {
                try files.moveItem(atPath: path + suffix, toPath: "\(path).unreadable-\(stamp)\(suffix)")
            } catch {
                throw StoreRefusal.couldNotSetAside(reason: error.localizedDescription)
            }
        }
    }

    /// Only a file SQLite can open may still be read; a file that isn't a database, or can't be read, can't.
    static func readableForExport(path: String, problem: StoreProblem) -> Bool {
        if case .unreadable = problem { return false }
        return exportDocument(path: path, now: Date()) != nil
    }

    /// The export of what can still be read, or `nil`.
    static func exportDocument(path: String, now: Date) -> Data? {
        guard let database = try? SQLiteDatabase(path: path, poolSize: 1) else { return nil }
        defer { database.close() }
        // The single-person Jamaal's data: a store of many people is recovered from its backups (docs/operations.md).
        return try? JamaalStore(database: database, owner: Person.firstID).read { db in
            try JamaalExport.document(db, appVersion: DataRoutes.appVersion, exportedAt: now)
        }
    }

    static func page(
        _ req: JamaalRequest, state: Shared, confirmingReset: Bool = false, status: HTTPStatus = .serviceUnavailable,
        error: String? = nil
    ) -> Response {
        let current = state.withLock { $0 }
        let screen = RecoveryScreen(
            headline: current.problem.headline, explanation: current.problem.explanation, detail: current.problem.description,
            canExport: current.canExport, confirmingReset: confirmingReset, stillFailing: current.stillFailing, error: error)
        return .html(RecoveryView.render(screen, csrf: req.csrfToken, appearance: JamaalShell.appearance(req)), status: status)
    }
}
