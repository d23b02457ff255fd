import Calendar
import Foundation

/// The words reminders say (F13, ST-03): calm, short, no exclamation marks.
public enum ReminderCopy {
    public static let planningTitle = "Plan tomorrow"
    public static let planningBody = "A few minutes now and tomorrow starts ready."
    public static let morningTitle = "Today's plan"
    public static let morningBody = "Your list for today is ready."

    /// "Salah · Open until 13:45." (the group when the title does not carry it) — or "Open now." when the window closes on a later date.
    public static func anchorBody(_ instance: AnchorInstance, calendar: ZonedCalendar) -> String {
        let group = instance.group.flatMap { instance.title.hasPrefix($0) ? nil : "\($0) · " } ?? ""
        guard calendar.localDate(of: instance.window.lastSecond) == calendar.localDate(of: instance.window.start) else {
            return group + "Open now."
        }
        return group + "Open until \(calendar.localTime(of: instance.window.end).hourMinute)."
    }

    /// "Morning — the reminder you set." for a named time of day, "The reminder you set." otherwise.
    public static func habitBody(_ time: TimeOfDay, count: Int) -> String {
        time.name == TimeOfDay.anyTime.name && count == 1 ? "The reminder you set." : "\(time.name) — the reminder you set."
    }
}
