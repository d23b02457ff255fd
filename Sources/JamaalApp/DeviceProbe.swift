import Foundation
import JamaalCore

/// OB-03's check of this device before the first launch puts anything in the store: the data directory must be writable
/// and have room. A store in memory (tests) has nothing to check. Jamaal does not sync yet, so there is no account or
/// network to wait for: the check is about this device alone, and it is silent when fine.
///
///     DeviceProbe.check(dataDirectory: "/home/me/.jamaal")   // .fine
public enum DeviceProbe {
    /// The free space below which OB-03 speaks up.
    public static let minimumFreeBytes: Int64 = 20 * 1024 * 1024

    public static func check(dataDirectory: String) -> DeviceCheck {
        guard !dataDirectory.isEmpty else { return .fine }
        let files = FileManager.default
        guard files.isWritableFile(atPath: dataDirectory) else {
            return .problem("Jamaal cannot write to its folder on this device (\(dataDirectory)). Check its permissions.")
        }
        if let free = (try? files.attributesOfFileSystem(forPath: dataDirectory))?[.systemFreeSize] as? NSNumber,
            free.int64Value < minimumFreeBytes
        {
            return .problem("This device is almost out of storage, so Jamaal cannot save safely. Free some space.")
        }
        return .fine
    }
}
