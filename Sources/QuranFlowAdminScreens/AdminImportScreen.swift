import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The roster import page (`/admin/import`): the upload form, then the dry run's table (each row, its problems, the
/// column named) and, when every row is clean, the confirm button that imports them all.
///
/// ```swift
/// AdminImportScreen(cohorts: cohorts, coaches: coaches, rows: rows, csv: text, cohort: fall.id, coach: nil).dryRun?.title
/// // "2. Dry run · 12 rows, 10 with problems"
/// ```
public struct AdminImportScreen: Equatable, Sendable {
    /// The dry run of a checked file.
    public struct DryRun: Equatable, Sendable {
        /// One line of the file.
        public struct Row: Equatable, Sendable {
            public let line: String
            public let name: String
            public let email: String
            public let level: String
            public let year: String
            /// The city found, or the text given.
            public let city: String
            /// Whether the row can be imported (then it says "Ready").
            public let isValid: Bool
            /// "email: Email is missing.", one per problem.
            public let problems: [String]

            public init(_ row: RosterRow) {
                line = String(row.line)
                name = row.name
                email = row.email
                level = row.levelText
                year = row.yearText
                city = row.city?.name ?? row.cityText
                isValid = row.isValid
                problems = row.problems.map { problem in (problem.column.map { "\($0.rawValue): " } ?? "") + problem.message }
            }
        }

        /// "2. Dry run · 12 rows, 10 with problems".
        public let title: String
        public let rows: [Row]
        /// "Import 2 students and send invitations" when every row is clean; nil when some have problems.
        public let confirm: String?
        /// The file's text, sent again to confirm.
        public let csv: String
    }

    public let notice: String?
    /// "A CSV (UTF-8) with a header row …".
    public let help: String
    public let error: String?
    public let cohorts: [AdminOption]
    public let cohortInvalid: Bool
    /// "No coach yet" (first), then every coach.
    public let coaches: [AdminOption]
    public let fileInvalid: Bool
    /// The chosen cohort and coach, sent again to confirm ("" for none).
    public let cohort: String
    public let coach: String
    public let dryRun: DryRun?

    public var previewAction: String { QuranFlowRoute.adminImportPreview.path() }
    public var confirmAction: String { QuranFlowRoute.adminImportConfirm.path() }

    /// `rows` are the dry run of `csv`, once a file has been checked.
    public init(
        cohorts: [Cohort], coaches: [Coach], rows: [RosterRow]?, csv: String, cohort: ID<Cohort>?, coach: ID<Coach>?,
        notice: String? = nil, error: String? = nil, errorField: String? = nil
    ) {
        self.notice = notice
        help =
            "A CSV (UTF-8) with a header row naming the columns name, email, level, year, city in any order, then one "
            + "student per row (at most \(RosterCSV.maximumRows)). Checking changes nothing."
        self.error = error
        self.cohorts = cohorts.map { item in
            // A cohort named by default ("Winter 2027 · Level I") already says its level.
            AdminOption(
                value: item.id.rawValue,
                label: item.name.hasSuffix(" · \(item.level.title)") ? item.name : "\(item.name) · \(item.level.title)",
                isSelected: item.id == cohort)
        }
        cohortInvalid = errorField == "cohort"
        self.coaches =
            [AdminOption(value: "", label: "No coach yet")]
            + coaches.map { AdminOption(value: $0.id.rawValue, label: $0.displayName, isSelected: $0.id == coach) }
        fileInvalid = errorField == "file"
        self.cohort = cohort?.rawValue ?? ""
        self.coach = coach?.rawValue ?? ""
        dryRun = rows.map { rows in
            let problems = rows.filter { !$0.isValid }.count
            return DryRun(
                title: "2. Dry run · \(rows.count) rows, \(problems) with problems", rows: rows.map(DryRun.Row.init),
                confirm: problems == 0 ? "Import \(rows.count) \(rows.count == 1 ? "student" : "students") and send invitations" : nil,
                csv: csv)
        }
    }
}
