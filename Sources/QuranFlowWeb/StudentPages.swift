import HTML
import QuranFlowScreens

/// Full HTML documents of the student screens, for the server to send.
///
/// ```swift
/// let html = StudentPages.today(TodayScreen.make(world, destinations: .current),
///                               shell: StudentShell.make(current: .today, destinations: .current))
/// ```
public enum StudentPages {
    /// Today in any of its states, inside the student shell.
    public static func today(_ screen: TodayScreen, shell: StudentShell) -> String {
        ShellView.page(
            title: "Today", tabs: shell.tabs, navLabel: "Student tabs",
            bodyClass: screen.hero.state == "rest" ? "app" : "app today"
        ) {
            TodayView.content(screen)
        }
    }

    /// Profile inside the student shell; `csrfToken` goes into the Sign out form.
    ///
    /// ```swift
    /// StudentPages.profile(ProfileScreen.make(world, destinations: .current), shell: shell, csrfToken: token)
    /// ```
    public static func profile(_ screen: ProfileScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Profile", tabs: shell.tabs, navLabel: "Student tabs") {
            ProfileView.content(screen, csrfToken: csrfToken)
        }
    }

    /// Coach detail (SakCoach).
    public static func coachDetail(_ screen: CoachDetailScreen, shell: StudentShell, csrfToken: String) -> String {
        CoachDetailView.page(screen, shell: shell, csrfToken: csrfToken)
    }

    /// Today's content alone (no document), for embedding and tests.
    public static func todayNode(_ screen: TodayScreen) -> Node {
        TodayView.content(screen)
    }
}

extension StudentPages {
    /// Sessions (SakSchedule) inside the student shell.
    ///
    /// ```swift
    /// StudentPages.sessions(SessionsScreen.make(world, day: nil, reminders: [], destinations: .current), shell: shell)
    /// ```
    public static func sessions(_ screen: SessionsScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Sessions", tabs: shell.tabs, navLabel: "Student tabs") {
            SessionsView.content(screen)
        }
    }
}
