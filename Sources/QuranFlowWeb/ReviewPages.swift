import HTML
import QuranFlowScreens

/// Full HTML documents of the weekly loop's review side: the coach's Review and Student record, the student's
/// Feedback and Practice, and the notifications sheet.
///
/// ```swift
/// LoopPages.review(screen, shell: CoachShell.make(current: .queue, destinations: .current), csrfToken: token)
/// ```
public enum ReviewPages {
    /// The coach's review workspace.
    public static func review(_ screen: CoachReviewScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: "Review", tabs: shell.tabs, navLabel: "Coach tabs", scripts: ["loop.js"]) {
            ReviewView.content(screen, csrfToken: csrfToken)
        }
    }

    /// The coach's record of one student.
    public static func studentRecord(_ screen: CoachStudentScreen, shell: CoachShell, csrfToken: String) -> String {
        ShellView.page(title: screen.name, tabs: shell.tabs, navLabel: "Coach tabs") {
            StudentRecordView.content(screen, csrfToken: csrfToken)
        }
    }

    /// The student's feedback on one submission.
    public static func feedback(_ screen: FeedbackScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Feedback", tabs: shell.tabs, navLabel: "Main", scripts: ["loop.js"]) {
            FeedbackView.content(screen, csrfToken: csrfToken)
        }
    }

    /// Practising one correction.
    public static func practice(_ screen: PracticeScreen, shell: StudentShell, csrfToken: String) -> String {
        ShellView.page(title: "Practice", tabs: shell.tabs, navLabel: "Main", scripts: ["loop.js"]) {
            FeedbackView.practice(screen, csrfToken: csrfToken)
        }
    }

    /// The notifications sheet.
    public static func notifications(_ sheet: NotificationSheet, tabs: [TabItem], csrfToken: String) -> String {
        ShellView.page(title: "Notifications", tabs: tabs, navLabel: "Main") {
            NotificationView.content(sheet, csrfToken: csrfToken)
        }
    }
}
