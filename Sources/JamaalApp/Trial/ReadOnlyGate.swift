import Foundation
import HTTPServer
import JamaalCore
import JamaalScreens
import JamaalWeb
import ServerSupport

/// F12's enforcement on the server: a route declared ``JamaalRoutes/JamaalAccess/shaping`` is refused while the device
/// is read-only — before its handler runs, so nothing changes. People get the calm sheet as a page (403); JSON callers
/// get the error body (403).
enum ReadOnlyGate {
    /// What a refused request is told.
    static let message = "Jamaal is read-only since the trial ended: \(TrialCopy.locked) \(TrialCopy.stillWorks)"

    /// nil when the request may go on; otherwise the 403 answer.
    static func refusal(_ req: JamaalRequest) throws -> Response? {
        guard try DeviceEntitlement.load(req.store, now: req.now).entitlement.isReadOnly else { return nil }
        if wantsJSON(req.request) {
            return try .json(ErrorBody(StoreRefusal.readOnly.httpError), status: .forbidden)
        }
        // The calm sheet as a sheet on compact, a panel on regular (SY-04), beside SB-03's banner.
        return try JamaalShell.page(req, title: "Read-only", tab: .today, status: .forbidden) {
            TrialBanner(.readOnly(day: 15)).map(TrialBannerView.render) ?? .empty
        } panel: {
            LockedSheetView.render(LockedSheet())
        }
    }

    static func wantsJSON(_ request: Request) -> Bool {
        if request.path.hasPrefix("/api/") { return true }
        let accept = request.headers["Accept"] ?? ""
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}
