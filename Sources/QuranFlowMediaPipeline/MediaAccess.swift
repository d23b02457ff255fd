import Accounts
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence

/// Who may fetch a stored media file — the single rule `/media/:id` and the position reports apply:
///
/// - a lesson video: students whose current term it belongs to, once its week has begun (the term's welcome lesson at
///   any time); coaches and admins;
/// - a recitation or coach's note: the submission's student and that student's coach;
/// - a coach's welcome note: the coach, the coach's students and admins;
/// - a session recording: students whose current term holds the session; coaches and admins.
///
/// ```swift
/// let record = try MediaAccess(environment: env).allowedRecord("m1", for: sarah, at: now)   // or 404
/// ```
public struct MediaAccess {
    let environment: StoreEnvironment

    /// The record with `id` if `account` may have it; 404 both when there is none and when it is someone else's, so
    /// nothing tells one from the other.
    public func allowedRecord(_ id: String, for account: Account, at now: Date) throws -> MediaRecord {
        let database = environment.database
        let missing = StoreError.noSuchMedia
        guard let record = try MediaStore(database: database).record(id: id) else { throw missing }
        guard try allows(account, record, at: now) else { throw missing }
        return record
    }

    private func allows(_ account: Account, _ record: MediaRecord, at now: Date) throws -> Bool {
        let key = record.owner.key
        let store = ProgrammeStore(database: environment.database)
        switch record.kind {
        case .coachNote where key.hasPrefix("coach:"):
            return try CoachWelcomeNotes(database: environment.database).mayHear(key: key, account: account)
        case .recitation, .coachNote:
            guard key.hasPrefix("submission:") else { return false }
            let submission = String(key.dropFirst("submission:".count))
            guard let people = try MediaStore(database: environment.database).people(ofSubmission: submission) else { return false }
            return people.student == account.id.rawValue || people.coach == account.id.rawValue
        case .lessonVideo:
            if account.role != .student { return true }
            guard let (student, term, _) = try store.student(id: ID(account.id.rawValue), at: now) else { return false }
            if key == MediaOwner.welcome(term: term.id).key { return true }
            guard key.hasPrefix("term:\(term.id.rawValue)/week:"),
                let week = Int(key.split(separator: ":").last ?? "")
            else { return false }
            return term.weeks.contains(week) && WeekArc(term: term, student: student).interval(ofWeek: week).start <= now
        case .sessionRecording:
            if account.role != .student { return true }
            guard let (_, term, _) = try store.student(id: ID(account.id.rawValue), at: now), key.hasPrefix("session:"),
                let session = key.dropFirst("session:".count).split(separator: "/").first
            else { return false }
            return try store.allLiveSessions(ofTerm: term.id).contains { $0.0.id.rawValue == String(session) && $0.1 == nil }
        }
    }

    public init(environment: StoreEnvironment) {
        self.environment = environment
    }
}
