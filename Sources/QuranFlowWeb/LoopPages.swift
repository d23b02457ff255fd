import HTML
import QuranFlowScreens

/// Full HTML documents of the student's side of the weekly loop: Learn, a lesson, the video player, recording,
/// the confirmation, a submission in review and the archive.
///
/// ```swift
/// let html = LoopPages.learn(LearnScreen.make(world, outcome: outcome, destinations: .current),
///                            shell: StudentShell.make(current: .learn, destinations: .current))
/// ```
public enum LoopPages {
    /// Learn (SakLearn) inside the student shell.
    public static func learn(_ screen: LearnScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Learn", tabs: shell.tabs, navLabel: "Student tabs") { LearnView.content(screen) }
    }

    /// A week's lesson (SakLesson) inside the student shell.
    public static func lesson(_ screen: LessonScreen, shell: StudentShell) -> String {
        ShellView.page(
            title: screen.title, tabs: shell.tabs, navLabel: "Student tabs", scripts: screen.hearBack?.note == nil ? [] : ["loop.js"]
        ) {
            LessonView.content(screen)
        }
    }

    /// The video player (SakVideoPlayer); its script reports the position with `csrfToken`.
    public static func video(_ screen: VideoPlayerScreen, csrfToken: String) -> String {
        PageFrame.document(title: screen.title, bodyClass: "app drill", scripts: ["player.js"]) {
            main(.id("main"), .class("app-main")) { VideoPlayerView.content(screen, csrfToken: csrfToken) }
        }
    }

    /// Recording (SakRecReady and the states its script moves through, or SakRecNoAttempts).
    public static func recording(_ screen: RecordingScreen, csrfToken: String) -> String {
        PageFrame.document(title: "Submission", bodyClass: "app drill", scripts: ["recorder.js"]) {
            main(.id("main"), .class("app-main")) { RecordingView.content(screen, csrfToken: csrfToken) }
        }
    }

    /// The confirmation after submitting (SakRecSubmitted).
    public static func submitted(_ screen: RecordingSubmittedScreen) -> String {
        PageFrame.document(title: screen.title, bodyClass: "app drill") {
            main(.id("main"), .class("app-main")) { RecordingView.submitted(screen) }
        }
    }

    /// A submission in review with its revoke window (SakSubmissionPending).
    public static func pending(_ screen: SubmissionPendingScreen, csrfToken: String) -> String {
        PageFrame.document(title: "Your recording", bodyClass: "app drill", scripts: ["revoke.js"]) {
            main(.id("main"), .class("app-main")) { SubmissionViews.pending(screen, csrfToken: csrfToken) }
        }
    }

    /// The archive (SakSubmissions / SakSubmissionsEmpty) inside the student shell.
    public static func submissions(_ screen: SubmissionsScreen, shell: StudentShell) -> String {
        ShellView.page(title: "Your submissions", tabs: shell.tabs, navLabel: "Student tabs") { SubmissionViews.archive(screen) }
    }
}
