import HTML
import JamaalScreens

/// The calm sheet a locked control opens in read-only: a sheet on compact, a panel beside the list on regular (SY-04).
///
/// ```swift
/// LockedSheetView.render(LockedSheet())
/// ```
public enum LockedSheetView {
    public static func render(_ sheet: LockedSheet) -> Node {
        div(.class("jm-locked"), .id("locked-sheet")) {
            div(.class("jm-sheet-head")) {
                h2 { sheet.title }
                a(.href(sheet.notNowPath), .class("jm-link-button")) { sheet.notNowLabel }
            }
            p { sheet.text }
            p(.class("jm-muted")) { sheet.stillWorks }
            div(.class("jm-actions")) {
                a(.href(sheet.subscribePath), .class("jm-button primary")) { sheet.subscribeLabel }
                a(.href(sheet.restorePath), .class("jm-button")) { sheet.restoreLabel }
            }
        }
    }
}
