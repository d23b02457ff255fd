import HTML
import JamaalScreens

/// TD-05's trial status and SB-03's read-only banner at the top of Today.
///
/// ```swift
/// if let banner = screen.trial { TrialBannerView.render(banner) }
/// ```
public enum TrialBannerView {
    public static func render(_ banner: TrialBanner) -> Node {
        section(.class("jm-trial-banner \(banner.kind == .readOnly ? "read-only" : "trial")"), .aria("label", banner.title)) {
            p(.class("jm-trial-banner-title")) { banner.title }
            p(.class("jm-trial-banner-text")) { banner.text }
            a(.href(banner.actionPath), .class("jm-link-button")) { banner.actionLabel }
        }
    }
}
