/// What OB-03 learns about this device's store before the person puts anything in it: fine (the step stays silent and is
/// passed over) or a problem the person must see, in words that say the data is safe and what to do.
///
/// ```swift
/// DeviceCheck.fine.problem   // nil
/// ```
public enum DeviceCheck: Hashable, Sendable {
    case fine
    case problem(String)

    /// The problem's words, or nil when fine.
    public var problem: String? {
        if case .problem(let words) = self { return words }
        return nil
    }
}
