import Identifiers
import JamaalCore
import Routing

/// AN-05 opened from a preset (`?preset=schoolRun`) and, from OB-08, `&from=onboarding`. The preset travels as an
/// identifier rather than a closed choice: a name that is no preset names no form, which is a 404 like any address
/// with nothing at it (the route reads ``AnchorPreset`` from it).
///
/// ```swift
/// JamaalRoute.newScheduledAnchor.path(query: ScheduledAnchorQuery(preset: .binNight, from: .onboarding))
/// // "/habits/anchors/new/scheduled?preset=binNight&from=onboarding"
/// ```
public struct ScheduledAnchorQuery: RouteQuery {
    public var preset: ID<AnchorPreset>?
    public var from: AnchorFormOrigin?

    public init(preset: ID<AnchorPreset>? = nil, from: AnchorFormOrigin? = nil) {
        self.preset = preset
        self.from = from
    }

    /// The query naming `preset`.
    public init(preset: AnchorPreset, from: AnchorFormOrigin? = nil) {
        self.init(preset: ID(preset.rawValue), from: from)
    }

    /// The preset named, `custom` when none is; nil for a name that is no preset.
    public var chosenPreset: AnchorPreset? {
        guard let preset else { return .custom }
        return AnchorPreset(rawValue: preset.rawValue)
    }
}
