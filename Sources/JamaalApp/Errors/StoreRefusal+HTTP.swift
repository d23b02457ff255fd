import HTTPServer

/// What Jamaal refuses because of this device's store — it won't open, can't be read, already holds a plan, holds a
/// person this version can't use, or is read-only since the trial ended — each said once with its status.
///
/// ```swift
/// guard let data = exportDocument(path: path, now: req.now) else { throw StoreRefusal.nothingReadable }   // 409
/// ```
enum StoreRefusal: HTTPResponseError, Equatable {
    /// An API call while the store won't open (the browser shows the recovery screen instead).
    case wontOpen
    /// A recovery export when none of the store can be read.
    case nothingReadable
    /// A recovery reset that could not move the old file aside; `reason` is the file system's.
    case couldNotSetAside(reason: String)
    /// Bringing an export back into a device that already has a plan.
    case alreadyHasPlan
    /// Any page while the stored person holds a value this version doesn't accept.
    case unusablePerson
    /// A change asked for by an API caller while the device is read-only.
    case readOnly

    var httpError: HTTPError {
        switch self {
        case .wontOpen: HTTPError(.serviceUnavailable, "This device's store won't open; open Jamaal in the browser to recover it.")
        case .nothingReadable: HTTPError(.conflict, "None of this device's data can be read for an export.")
        case .couldNotSetAside(let reason):
            HTTPError(.serviceUnavailable, "Jamaal couldn't set the old file aside (\(reason)); nothing was changed.")
        case .alreadyHasPlan:
            HTTPError(
                .conflict, "This device already has a plan, so an export can't be brought back into it. Delete my data first.")
        case .unusablePerson:
            HTTPError(
                .serviceUnavailable,
                "Update Jamaal to see this: your day settings hold a value this version doesn't accept. Nothing was changed — "
                    + "restart Jamaal to export your data or reset it.")
        case .readOnly: HTTPError(.forbidden, ReadOnlyGate.message)
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [StoreRefusal] = [
        .wontOpen, .nothingReadable, .couldNotSetAside(reason: "Permission denied"), .alreadyHasPlan, .unusablePerson, .readOnly,
    ]
}
