import HTML
import QuranFlowScreens

/// Full HTML documents of the coach screens, for the server to send.
///
/// ```swift
/// CoachPages.queue(CoachQueueScreen.make(world, sort: .oldestFirst, destinations: .current),
///                  shell: CoachShell.make(current: .queue, destinations: .current))
/// ```
public enum CoachPages {
    /// The review queue inside the coach shell.
    public static func queue(_ screen: CoachQueueScreen, shell: CoachShell) -> String {
        ShellView.page(title: "Queue", tabs: shell.tabs, navLabel: "Coach tabs") { CoachViews.queue(screen) }
    }

    /// The coach's students inside the coach shell.
    public static func students(_ screen: CoachStudentsScreen, shell: CoachShell) -> String {
        ShellView.page(title: "Students", tabs: shell.tabs, navLabel: "Coach tabs") { CoachViews.students(screen) }
    }

    /// The coach's You tab; `csrfToken` goes into the Sign out form.
    public static func you(_ screen: CoachYouScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: "You", tabs: shell.tabs, navLabel: "Coach tabs") { CoachViews.you(screen, csrfToken: csrfToken) }
    }

    /// The coach's profile form.
    public static func profileForm(_ screen: CoachProfileFormScreen, shell: CoachShell, csrfToken: String) -> String {
        CoachProfileView.formPage(screen, shell: shell, csrfToken: csrfToken)
    }
}
