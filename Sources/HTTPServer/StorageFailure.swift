import Foundation

/// What a request is told when something it sent cannot be written: no room (a full disk, a quota, a file-size limit)
/// is 507 Insufficient Storage, any other write failure 503; either way nothing of it was kept.
///
/// ```swift
/// StorageFailure.httpError(errno: ENOSPC).status.code   // 507
/// StorageFailure.answer(to: CocoaError(.fileWriteOutOfSpace))?.status.code   // 507
/// ```
public enum StorageFailure {
    /// The error numbers that mean "no room".
    public static let noRoom: Set<Int32> = [ENOSPC, EDQUOT, EFBIG]

    /// The answer for a failed write with `errno`.
    public static func httpError(errno code: Int32) -> HTTPError {
        noRoom.contains(code)
            ? HTTPError(
                .insufficientStorage,
                "There is no room on the server to store this right now, so nothing was saved. Please tell the programme's team.")
            : HTTPError(
                .serviceUnavailable,
                "The upload could not be stored (\(String(cString: strerror(code)))); nothing was saved. Please try again.")
    }

    /// The 507 for an error (Foundation's or POSIX's, or one wrapping such) that means "no room"; nil otherwise.
    public static func answer(to error: any Error) -> HTTPError? {
        var current: NSError? = error as NSError
        var depth = 0
        while let nsError = current, depth < 4 {
            if nsError.domain == NSCocoaErrorDomain, nsError.code == CocoaError.fileWriteOutOfSpace.rawValue {
                return httpError(errno: ENOSPC)
            }
            if nsError.domain == NSPOSIXErrorDomain, noRoom.contains(Int32(truncatingIfNeeded: nsError.code)) {
                return httpError(errno: Int32(truncatingIfNeeded: nsError.code))
            }
            current = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
            depth += 1
        }
        return nil
    }
}
