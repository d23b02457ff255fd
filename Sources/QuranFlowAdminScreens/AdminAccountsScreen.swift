import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The admin's Accounts page (`/admin`): creating an account (the form as last sent, and what was refused), every
/// account, and the outbox of outgoing mail.
///
/// ```swift
/// AdminAccountsScreen(accounts: rows, roles: roles, mailStatus: status, mail: items).accountsTitle   // "Accounts · 7"
/// ```
public struct AdminAccountsScreen: Equatable, Sendable {
    /// The create form's values as last sent (empty, a student in Year 1, at first).
    public struct Form: Equatable, Sendable {
        public let name: String
        public let email: String
        public let role: String
        public let year: String
        public let city: String

        public init(name: String = "", email: String = "", role: String = "student", year: String = "1", city: String = "") {
            self.name = name
            self.email = email
            self.role = role
            self.year = year
            self.city = city
        }
    }

    /// One account.
    public struct Row: Equatable, Sendable {
        public let name: String
        /// The student's admin page; nil for anyone else.
        public let link: String?
        public let email: String
        /// "Student · Year 2", "Coach".
        public let role: String
        public let city: String

        /// `studentID` is given for a student, whose name links to their page.
        public init(name: String, studentID: ID<Student>?, email: String, role: String, city: String) {
            self.name = name
            self.link = studentID.map { QuranFlowRoute.adminStudent.path($0) }
            self.email = email
            self.role = role
            self.city = city
        }
    }

    /// One outgoing mail.
    public struct Mail: Equatable, Sendable {
        public let subject: String
        public let recipient: String
        /// "sent", "waiting", "waiting (retrying: …)", "failed: …".
        public let state: String
        /// The instant it was written, as ISO 8601.
        public let createdAt: String
        /// The plain-text part.
        public let body: String

        /// `state` is the outbox's ("pending", "sending", "sent", "failed"), worded with its attempts and last error.
        public init(subject: String, recipient: String, state: String, attempts: Int, lastError: String?, createdAt: Date, body: String) {
            self.subject = subject
            self.recipient = recipient
            self.state = Self.label(state: state, attempts: attempts, lastError: lastError)
            self.createdAt = ISO8601.format(createdAt)
            self.body = body
        }

        /// "sent", "waiting", "failed: …" — what happened to one mail.
        public static func label(state: String, attempts: Int, lastError: String?) -> String {
            switch state {
            case "sent": "sent"
            case "failed": "failed: \(lastError ?? "")"
            default: attempts > 0 ? "waiting (retrying: \(lastError ?? ""))" : "waiting"
            }
        }
    }

    public let notice: String?
    public let form: Form
    public let error: AdminFormError?
    /// The roles an account can have, the form's chosen.
    public let roles: [AdminOption]
    /// Year 1 and Year 2, the form's chosen.
    public let years: [AdminOption]
    /// "Accounts · 7".
    public let accountsTitle: String
    public let accounts: [Row]
    /// Whether mail leaves the machine, and how much waits.
    public let mailStatus: String
    public let mail: [Mail]

    /// The create form posts here.
    public var createAction: String { QuranFlowRoute.createAccount.path() }

    /// `roles` are every role's raw value and name, in order.
    public init(
        accounts: [Row], roles: [(value: String, label: String)], mailStatus: String, mail: [Mail], form: Form = Form(),
        error: AdminFormError? = nil, notice: String? = nil
    ) {
        self.notice = notice
        self.form = form
        self.error = error
        self.roles = AdminOption.list(roles, selected: form.role)
        self.years = AdminOption.list([("1", "Year 1"), ("2", "Year 2")], selected: form.year)
        self.accountsTitle = "Accounts · \(accounts.count)"
        self.accounts = accounts
        self.mailStatus = mailStatus
        self.mail = mail
    }
}
