import Accounts
import Foundation
import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb
import ServerSupport

/// The Qur'an script picker (SakFontPicker) for every signed-in account: the page (a plain form, live with its script)
/// and the save, which redirects back with the saved choice shown. The choice reaches every page of the account through
/// ``QuranFlowProduct/handle(_:_:)``, which classes the page's body with it.
enum ScriptRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.screen(
            QuranFlowRoute.quranScript,
            model: { ctx, query in
                let account = try ctx.requireAccount()
                return QuranScriptScreen.make(
                    choice: try choice(of: account, in: ctx), saved: query.saved == true, back: back(for: account.role))
            },
            page: { ctx, screen in
                let account = try ctx.requireAccount()
                let shell = tabs(for: account.role)
                return .html(ScriptPages.picker(screen, tabs: shell.tabs, navLabel: shell.label, csrfToken: ctx.csrfToken))
            })
        routes.add(QuranFlowRoute.saveQuranScript) { ctx in
            let account = try ctx.requireAccount()
            let form = try ctx.request.form(QuranScriptForm.self)
            let choice = try parse(font: form.font.text, size: form.size.text)
            try QuranScriptStore(database: ctx.environment.database).save(choice, for: account.id, now: ctx.now)
            return .redirect(to: QuranFlowRoute.quranScript.path(query: ScriptQuery(saved: true)))
        }
    }

    /// The account's saved choice, or the standard one.
    static func choice(of account: Account, in ctx: RequestContext) throws -> QuranScriptChoice {
        try QuranScriptStore(database: ctx.environment.database).choice(of: account.id) ?? .standard
    }

    /// A form's choice, or 422 naming the field at fault.
    static func parse(font: String?, size: String?) throws -> QuranScriptChoice {
        try QuranScriptChoice.parse(font: font, size: size)
    }

    /// Back to where the picker is listed: Profile for a student, You for a coach, the admin page for an admin.
    static func back(for role: Role) -> ScreenAction? {
        switch role {
        case .student: destinations.action("Profile", to: Destination(QuranFlowRoute.profile))
        case .coach: destinations.action("You", to: Destination(QuranFlowRoute.coachYou))
        case .admin: nil
        }
    }

    /// The tab bar the picker sits in: the student's (Profile current), the coach's (You current), none for an admin.
    static func tabs(for role: Role) -> (tabs: [TabItem], label: String) {
        switch role {
        case .student: (StudentShell.make(current: .profile, destinations: destinations).tabs, "Student tabs")
        case .coach: (CoachShell.make(current: .you, destinations: destinations).tabs, "Coach tabs")
        case .admin: ([], "Admin")
        }
    }
}
