import JamaalRoutes
import Routing

/// OB-03's "Welcome back": a person who used Jamaal before brings their export (ST-08's file) back into this device's
/// empty store — the whole file or nothing — and lands on Today with the same plan.
///
///     WelcomeBackScreen(error: nil).action   // "/onboarding/welcome-back"
public struct WelcomeBackScreen: Codable, Hashable, Sendable {
    public let title: String
    public let lines: [String]
    /// Where the file is posted.
    public let action: String
    /// Back to OB-01.
    public let backPath: String
    /// A refusal: what was wrong with the file; nothing was imported.
    public let error: String?
    /// The largest file taken, in words.
    public let sizeLimit: String

    /// The largest export taken (16 MiB: years of a day's history are a few MiB).
    public static let maxBytes = 16 << 20

    public init(error: String? = nil) {
        title = "Welcome back"
        lines = [
            "If you exported your data from Jamaal before, choose that file and your plan comes back as it was: tasks, "
                + "habits, Anchors, history and settings.",
            "Nothing is sent anywhere: the file is read on this device.",
        ]
        action = JamaalRoute.importOnboarding.path()
        backPath = JamaalRoute.onboardingMeet.path()
        self.error = error
        sizeLimit = "Up to 16 MB, the .json file Export my data made."
    }
}
