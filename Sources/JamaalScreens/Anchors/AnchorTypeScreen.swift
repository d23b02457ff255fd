import JamaalCore
import JamaalRoutes
import Routing

/// AN-03 (Add rule — type) and OB-08 (First Anchor): Prayer times · School run · Bin night · Plant watering · Custom.
/// OB-08 is skippable: its "Not now" is the onboarding shell's (``OnboardingScreen/skipAction``).
///
/// ```swift
/// AnchorTypeScreen(onboarding: false).choices.map(\.label)   // ["Prayer times", "School run", "Bin night", "Plant watering", "Custom"]
/// ```
public struct AnchorTypeScreen: Codable, Hashable, Sendable {
    public struct Choice: Codable, Hashable, Sendable {
        public let label: String
        public let detail: String
        public let path: String
    }

    public let heading: String
    public let lead: String?
    public let choices: [Choice]
    public let cancelPath: String?

    public init(onboarding: Bool) {
        heading = onboarding ? "Your first Anchor" : "Add an Anchor"
        lead =
            onboarding
            ? "Anchors are the fixed points of your day — prayers, the school run. Today plans around them." : nil
        let from: AnchorFormOrigin? = onboarding ? .onboarding : nil
        func scheduled(_ preset: AnchorPreset) -> String {
            JamaalRoute.newScheduledAnchor.path(query: ScheduledAnchorQuery(preset: preset, from: from))
        }
        choices = [
            Choice(
                label: "Prayer times", detail: "The five prayers for your city",
                path: JamaalRoute.newPrayerAnchor.path(query: PrayerFormQuery(from: from))),
            Choice(label: "School run", detail: "Weekdays · Drop-off and Pick-up", path: scheduled(.schoolRun)),
            Choice(label: "Bin night", detail: "Weekly · Thursday evening", path: scheduled(.binNight)),
            Choice(label: "Plant watering", detail: "3–5 days after last done", path: scheduled(.plantWatering)),
            Choice(label: "Custom", detail: "Your own schedule", path: scheduled(.custom)),
        ]
        cancelPath = onboarding ? nil : JamaalRoute.anchors.path()
    }
}
