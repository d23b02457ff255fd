import Routing

/// Today's level picker (``JamaalRoute/setLevel``) and category filter (``JamaalRoute/setFilter``).
public struct TodayForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case level, category }
    /// A ``JamaalCore/CapacityLevel`` raw value.
    public let level: FormText
    /// A category id, or empty for All.
    public let category: FormText
}

/// FS-03's finish and FS-05's settle (``JamaalRoute/finishFocus``, ``JamaalRoute/settleFocus``).
public struct FocusForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case choice, note, next }
    /// A ``JamaalCore/SettleChoice`` raw value.
    public let choice: FormText
    /// Done's one-line note.
    public let note: FormText
    /// The task to begin next (settle).
    public let next: FormText
}

/// WB-02's suggested action (``JamaalRoute/applyWellbeingAction``): `lighten` a day from a level to another, or `move`
/// a task from a day to another, as the person saw it; a deferral reason when moving needs one.
public struct WellbeingActionForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case action, day, from, level, task, to, reason }
    public let action: FormText
    public let day: FormText
    public let from: FormText
    public let level: FormText
    public let task: FormText
    public let to: FormText
    public let reason: FormText
}

/// SB-04's restore (``JamaalRoute/restoreSubscription``): a signed transaction as a file or pasted text.
public struct RestoreSubscriptionForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case transaction
        case signedTransaction = "signed_transaction"
    }

    public let transaction: FormUpload
    public let signedTransaction: FormText
}

/// SY-01's banner (``JamaalRoute/notificationsBanner``): Dismiss for the day it was shown on, or Don't remind me.
public struct NotificationsBannerForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case choice, day }
    /// `dismiss` (then ``day``) or `never`.
    public let choice: FormText
    public let day: FormText
}
