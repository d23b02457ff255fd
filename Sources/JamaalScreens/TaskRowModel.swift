import Calendar
import JamaalCore
import JamaalRoutes
import Routing

/// One task row on Today: title, category label and effort (importance is never shown), the check and the row's tap.
public struct TaskRowModel: Codable, Hashable, Sendable {
    public struct CategoryLabel: Codable, Hashable, Sendable {
        public let name: String
        /// One of the five label colours (or the raw value from a newer version).
        public let color: String
    }

    public let id: String
    public let title: String
    /// "30m", "1h", "45 min".
    public let effortLabel: String
    public let category: CategoryLabel?
    /// "Daily" etc. for a repeating task.
    public let repeatLabel: String?
    /// "Someday", or the date for a task not dated today ("Yesterday" for one carried from an earlier day).
    public let whenLabel: String?
    /// Whether this task's focus session is live.
    public let isRunning: Bool
    /// POST: marks it done.
    public let donePath: String
    /// The detail sheet / panel (TK-02).
    public let detailPath: String

    public init(task: TaskItem, categories: CategoryList, today: LocalDate, runningTaskID: String?) {
        id = task.id.rawValue
        title = task.title
        effortLabel = task.effort.label
        category = task.categoryID.flatMap { categories.category($0) }.map {
            CategoryLabel(name: $0.name, color: $0.color.rawValue)
        }
        repeatLabel = task.repeatRule?.label
        switch task.schedule {
        case .date(let date): whenLabel = date == today ? nil : DayText.relative(date, today: today)
        case .someday: whenLabel = "Someday"
        case .backlog: whenLabel = nil
        }
        isRunning = runningTaskID == id
        donePath = JamaalRoute.markTaskDone.path(task.id)
        detailPath = JamaalRoute.task.path(task.id)
    }
}
