import Routing

/// A reminder's bell (the Week at a glance, ``QuranFlowRoute/reminders`` with the item; a session's page,
/// ``QuranFlowRoute/sessionReminder`` without; an appointment's page, ``QuranFlowRoute/appointmentReminder``, only
/// `on`): on or off, and the page to go back to.
public struct ReminderForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case item, on, back }
    /// A ``QuranFlowCore/ReminderItem`` raw value (a session or the deadline).
    public let item: FormText
    /// "1" turns the reminder on, "0" off.
    public let on: FormText
    /// The page to go back to (checked to be the student's own).
    public let back: FormText
}

/// "Reset link" for the calendar feed on the Week at a glance (``QuranFlowRoute/resetCalendarFeed``): the page to go back
/// to.
public struct CalendarFeedResetForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case back }
    public let back: FormText
}
