import Accounts
import Foundation
import Identifiers
import QuranFlowAdminScreens
import QuranFlowCore
import QuranFlowPersistence

/// The admin screens' inputs read from the stores: each store type turned into the plain values a screen model holds,
/// so the views in QuranFlowAdminWeb never see persistence.
enum AdminScreenInputs {
    /// One account on the Accounts page (a student's name links to their page).
    static func accountRow(_ account: Account) -> AdminAccountsScreen.Row {
        AdminAccountsScreen.Row(
            name: account.name, studentID: account.role == .student ? ID(account.id.rawValue) : nil, email: account.email,
            role: account.roleDescription, city: account.cityName)
    }

    /// Every role an account can have, as the create form offers them.
    static var roles: [(value: String, label: String)] {
        Role.allCases.map { ($0.rawValue, $0.displayName) }
    }

    /// One outgoing mail.
    static func mail(_ mail: OutgoingMail) -> AdminAccountsScreen.Mail {
        AdminAccountsScreen.Mail(
            subject: mail.subject, recipient: mail.recipient, state: mail.state, attempts: mail.attempts, lastError: mail.lastError,
            createdAt: mail.createdAt, body: mail.body)
    }

    /// One student on the Students list.
    static func studentRow(_ row: AdminStudentRow) -> AdminStudentsScreen.Row {
        AdminStudentsScreen.Row(id: row.id, name: row.name, email: row.email, coach: row.coach, cohorts: row.cohorts)
    }

    /// What is set for a student now.
    static func settings(_ settings: StudentSettings, id: ID<Student>) -> AdminStudentScreen.Settings {
        AdminStudentScreen.Settings(
            id: id, name: settings.account.name, email: settings.account.email, cityName: settings.account.cityName,
            zoneIdentifier: settings.account.zoneIdentifier, year: settings.account.studentYear, level: settings.level,
            coach: settings.coachID, cohorts: settings.cohortIDs)
    }

    /// A coach reassignment, the deciding admin named from `accounts`.
    static func reassignment(_ record: CoachReassignmentRecord, accounts: [Account]) -> AdminStudentScreen.Enrolment.Reassignment {
        AdminStudentScreen.Enrolment.Reassignment(
            fromCoach: record.fromCoach, toCoach: record.toCoach, fromWeek: record.fromWeek, effectiveAt: record.effectiveAt,
            decidedBy: accounts.first { $0.id == record.decidedBy }?.name, decidedAt: record.decidedAt, appliedAt: record.appliedAt,
            outcome: record.outcome)
    }

    /// The audited changes, on the admin's clock.
    static func changes(_ entries: [AuditEntry], zone: TimeZone) -> [AdminChange] {
        entries.map { AdminChange(detail: $0.detail, actor: $0.actor.name, at: $0.at, zone: zone) }
    }
}
