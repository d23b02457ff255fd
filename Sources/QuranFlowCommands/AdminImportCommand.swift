import Accounts
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowServer

/// `quranflow admin import --file roster.csv --cohort "Fall 2026 · Level II" --by admin@… [--coach E] [--dry-run]`:
/// the roster import of `/admin/import` for bulk work — the same dry run (every row with its problems, nothing written)
/// and the same all-or-nothing import with invitations through the outbox, audited as the admin named by `--by`.
///
/// ```
/// quranflow admin import --data DIR --file fall.csv --cohort "Fall 2026 · Level II" --by admin@quranflow.test --dry-run
/// ```
enum AdminImportCommand {
    static let usage = """
        quranflow admin import --file ROSTER.csv --cohort "Fall 2026 · Level II" --by ADMIN-EMAIL [--coach COACH-EMAIL] [--dry-run] [--public-url URL]
        """

    static func run(_ arguments: Arguments, env: ServerEnvironment) throws {
        try arguments.rejectUnknown(["data", "database-url", "file", "cohort", "by", "coach", "dry-run", "public-url"])
        let path = try arguments.required("file")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            throw UsageError("--file: cannot read \(path).")
        }
        guard size <= RosterCSV.maximumBytes else { throw RosterImport.Refusal.file(.tooLarge(bytes: size)) }
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError("--file: cannot read \(path).") }
        let bytes = [UInt8](data)
        let store = ProgrammeStore(database: env.database)
        let cohortName = try arguments.required("cohort")
        guard let cohort = try store.cohorts().first(where: { $0.name == cohortName || $0.id.rawValue == cohortName }) else {
            throw UsageError("--cohort: no cohort is called “\(cohortName)” (see `quranflow admin list-cohorts`).")
        }
        let byEmail = try arguments.required("by")
        guard let admin = try env.accounts.account(email: byEmail), admin.role == .admin else {
            throw UsageError("--by: no admin has the email \(byEmail).")
        }
        var coach: ID<Coach>?
        if let coachEmail = arguments.value("coach") {
            guard let account = try env.accounts.account(email: coachEmail), account.role == .coach else {
                throw UsageError("--coach: no coach has the email \(coachEmail).")
            }
            coach = ID(account.id.rawValue)
        }
        let roster = RosterImport(environment: env.store)
        let rows = try roster.preview(bytes, cohort: cohort.id)
        let problems = rows.filter { !$0.isValid }
        if arguments.has("dry-run") || !problems.isEmpty {
            for row in rows {
                let verdict = row.isValid ? "ready" : row.problems.map(\.message).joined(separator: " ")
                print("line \(row.line)\t\(row.email.isEmpty ? "—" : row.email)\t\(verdict)")
            }
            print("\(rows.count - problems.count) of \(rows.count) rows ready for \(cohort.name); nothing was written.")
            if !problems.isEmpty { throw RosterImport.Refusal.rowsHaveProblems(problems.count) }
            return
        }
        let linkBase = (arguments.value("public-url") ?? env.publicBaseURL) + QuranFlowRoute.resetPassword.path()
        let made = try roster.run(bytes, cohort: cohort.id, coach: coach, linkBase: linkBase, by: admin.id, now: env.now)
        print(
            "imported \(made.count) \(made.count == 1 ? "student" : "students") into \(cohort.name); "
                + "each was sent an invitation to set a password (the link lasts 7 days).")
    }
}

extension RosterImport.Refusal: CustomStringConvertible {
    public var description: String { message }
}
