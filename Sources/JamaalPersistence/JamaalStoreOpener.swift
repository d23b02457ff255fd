import Database
import Foundation

/// Opens this device's store at start-up and tells a store that will not open (SY-05) from one that will: a file that
/// cannot be read, one that is not a database or fails SQLite's quick integrity check, one written by a newer Jamaal
/// (checked before migrating, so nothing is changed), a migration that fails, and a person whose settings this version
/// can't use (``StoreProblem/unusableRecord(detail:)``: every page reads them, so none could be served).
///
///     switch JamaalStoreOpener.open(path: dir + "/jamaal.sqlite", now: now) {
///     case .success(let database): serve(database)
///     case .failure(let problem): serveRecovery(problem)
///     }
public enum JamaalStoreOpener {
    /// The highest migration this version knows.
    public static var knownVersion: Int { JamaalSchema.migrations.map(\.version).max() ?? 0 }

    /// Opens, checks and migrates the store at `path`; on failure nothing is left open.
    public static func open(path: String, now: Date) -> Result<SQLiteDatabase, StoreProblem> {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return .failure(.unreadable(detail: "\(path) is a folder")) }
            if !FileManager.default.isReadableFile(atPath: path) || !FileManager.default.isWritableFile(atPath: path) {
                return .failure(.unreadable(detail: "\(path) can't be read and written by this user"))
            }
        }
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: path)
        } catch let error as DatabaseError {
            return .failure(classify(error))
        } catch {
            return .failure(.unreadable(detail: "\(error)"))
        }
        if let problem = check(database) {
            database.close()
            return .failure(problem)
        }
        do {
            try Migrator.migrate(database, JamaalSchema.migrations, now: now)
        } catch {
            database.close()
            return .failure(.migrationFailed(detail: "\(error)"))
        }
        if let problem = unusablePerson(database) {
            database.close()
            return .failure(problem)
        }
        return .success(database)
    }

    /// The integrity and version checks on an opened store (`nil`: fine).
    public static func check(_ database: any Database) -> StoreProblem? {
        do {
            let verdict = try database.read { connection in
                try connection.queryOne("PRAGMA quick_check", []).map { try $0.string("quick_check") } ?? "ok"
            }
            guard verdict == "ok" else { return .corrupt(detail: verdict) }
            let found = try Migrator.appliedVersions(database).max() ?? 0
            if found > knownVersion { return .newerSchema(found: found, known: knownVersion) }
            return nil
        } catch let error as DatabaseError {
            return classify(error)
        } catch {
            return .corrupt(detail: "\(error)")
        }
    }

    /// The store's first person's record (a single-person Jamaal's), when it is stored but can't be read or holds a value
    /// outside its bounds (`nil`: fine).
    public static func unusablePerson(_ database: any Database) -> StoreProblem? {
        let store = JamaalStore(database: database, owner: Person.firstID)
        guard (try? store.read({ try $0.hasUnreadablePerson() })) == true else { return nil }
        let body = (try? store.read { try $0.queryOne("SELECT body FROM person WHERE person_id = :me", [])?.string("body") }) ?? nil
        let problem = body.flatMap { try? JSONDecoder().decode(Person.self, from: Data($0.utf8)) }.flatMap { person -> String? in
            do { try person.checkBounds() } catch { return "person.\(error)" }
            return nil
        }
        return .unusableRecord(detail: problem ?? "person: this version can't read it")
    }

    /// SQLite's "not a database" and "malformed" are damage; failing to open or read is unreadable.
    static func classify(_ error: DatabaseError) -> StoreProblem {
        let message = error.message.lowercased()
        if message.contains("not a database") || message.contains("malformed") || message.contains("corrupt") {
            return .corrupt(detail: error.message)
        }
        return .unreadable(detail: error.message)
    }
}
