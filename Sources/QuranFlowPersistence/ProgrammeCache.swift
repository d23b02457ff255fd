import Database
import Foundation
import Identifiers
import QuranFlowCore
import Synchronization

/// The programme's slow-changing data (terms, lessons, sessions) held in memory, reloaded whenever the stored
/// programme revision moves on — so every process sees another process's changes on its next request.
public final class ProgrammeCache: Sendable {
    /// One consistent copy of the cached data.
    public struct Snapshot: Sendable {
        public let revision: Int64
        public let terms: [ID<Term>: Term]
        public let lessons: [ID<Term>: [Lesson]]
        public let groupSessions: [ID<Term>: [LiveSession]]
        /// One-to-ones by term and student.
        public let oneToOnes: [ID<Term>: [ID<Student>: [LiveSession]]]
    }

    private let current = Mutex<Snapshot?>(nil)

    public init() {}

    /// The snapshot for the stored revision (one small query when nothing changed).
    public func snapshot(_ store: ProgrammeStore) throws -> Snapshot {
        try store.database.read { db in try snapshot(store, in: db) }
    }

    /// The snapshot, checking the revision on a connection the caller already holds.
    func snapshot(_ store: ProgrammeStore, in db: any SQLConnection) throws -> Snapshot {
        let revision = try db.queryOne("SELECT revision FROM programme_revision WHERE id = 'programme'", [])?.int64("revision") ?? 0
        if let cached = current.withLock({ $0 }), cached.revision == revision { return cached }
        // Loaded on the caller's connection: asking the pool for a second one while holding one could deadlock.
        let fresh = try load(in: db, revision: revision)
        current.withLock { $0 = fresh }
        return fresh
    }

    private func load(in db: any SQLConnection, revision: Int64) throws -> Snapshot {
        let terms = try ProgrammeStore.terms(in: db)
        var lessons: [ID<Term>: [Lesson]] = [:]
        var groups: [ID<Term>: [LiveSession]] = [:]
        var oneToOnes: [ID<Term>: [ID<Student>: [LiveSession]]] = [:]
        for term in terms {
            lessons[term.id] = try ProgrammeStore.lessons(ofTerm: term.id, in: db)
            for (session, student) in try ProgrammeStore.allLiveSessions(ofTerm: term.id, in: db) {
                if let student {
                    oneToOnes[term.id, default: [:]][student, default: []].append(session)
                } else {
                    groups[term.id, default: []].append(session)
                }
            }
        }
        return Snapshot(
            revision: revision, terms: Dictionary(uniqueKeysWithValues: terms.map { ($0.id, $0) }), lessons: lessons,
            groupSessions: groups, oneToOnes: oneToOnes)
    }
}
