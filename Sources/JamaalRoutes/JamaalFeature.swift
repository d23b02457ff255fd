/// What a Jamaal route is as a destination: the feature a screen's control leads into. A route declares its own
/// (`feature: .anchors`), so a control made from the route is shown only while its feature is built
/// (`JamaalDestinations.built`, one line per feature).
///
/// ```swift
/// JamaalRoute.newOneOffAnchor.feature   // .addAnchor
/// ```
public enum JamaalFeature: String, Hashable, Sendable, CaseIterable {
    case today, addTask, addAnchor, taskDetail, editTask, deferTask, focus, habits, anchors, wellbeing, settings, capacitySettings
    case categorySettings, planTomorrow, dataSettings, timesSettings, syncStatus
    case subscription, devices, passkeys
}
