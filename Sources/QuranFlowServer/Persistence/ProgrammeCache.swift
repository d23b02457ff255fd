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
        let revision = try store.database.read { db in
            try db.queryOne("SELECT revision FROM programme_revision WHERE id = 'programme'", [])?.int64("revision") ?? 0
        }
        if let cached = current.withLock({ $0 }), cached.revision == revision { return cached }
        let fresh = try load(store, revision: revision)
        current.withLock { $0 = fresh }
        return fresh
    }

    private func load(_ store: ProgrammeStore, revision: Int64) throws -> Snapshot {
        let terms = try store.terms()
        var lessons: [ID<Term>: [Lesson]] = [:]
        var groups: [ID<Term>: [LiveSession]] = [:]
        var oneToOnes: [ID<Term>: [ID<Student>: [LiveSession]]] = [:]
        for term in terms {
            lessons[term.id] = try store.lessons(ofTerm: term.id)
            for (session, student) in try store.allLiveSessions(ofTerm: term.id) {
                if let student {
                    oneToOnes[term.id, default: [:]][student, default: []].append(session)
                } else {
                    groups[term.id, default: []].append(session)
                }
            }
        }
        return Snapshot(revision: revision, terms: Dictionary(uniqueKeysWithValues: terms.map { ($0.id, $0) }), lessons: lessons,
                        groupSessions: groups, oneToOnes: oneToOnes)
    }
}
