import Foundation
import JamaalRoutes
import Routing

/// ST-08 About, privacy, your data: the privacy statement, what is kept in the account, Export my data (always
/// available) and Delete my data behind two confirmations.
///
/// ```swift
/// DataSettingsScreen(counts: ["tasks": 12], deleteStep: 0).exportPath   // "/settings/data/export"
/// ```
public struct DataSettingsScreen: Codable, Hashable, Sendable {
    public struct Kept: Codable, Hashable, Sendable {
        public let label: String
        public let count: Int
    }

    public let privacy: [String]
    /// What the account keeps, with counts.
    public let kept: [Kept]
    public let exportPath: String
    /// "JSON, schema version 1 (docs/jamaal-export.schema.json in the source)".
    public let exportLine: String
    /// 0 none; 1 the first confirmation; 2 the second.
    public let deleteStep: Int
    public let deleteAction: String
    public let startDeletePath: String
    public let cancelPath: String
    public let error: String?

    public init(counts: [String: Int], schemaVersion: Int, deleteStep: Int, error: String? = nil) {
        privacy = [
            "Jamaal keeps your data in your account, for you alone: the devices you sign in on read it, and nobody else can. "
                + "Nothing is sent anywhere else: there are no analytics and no advertising.",
            "Your wellbeing score is read only from what you do in the app — plans, budgets, tasks, focus sessions, Anchors "
                + "and habits. Nothing you type enters it, and Jamaal never asks for your mood.",
            "You can take everything with you at any time, and delete it all — your account with it.",
        ]
        let labels: [(String, String)] = [
            ("tasks", "Tasks, with every time one was moved"), ("focusSessions", "Focus sessions"), ("habits", "Habits"),
            ("habitEntries", "Habit log entries"), ("anchorRules", "Anchors"), ("anchorMarks", "Anchor outcomes"),
            ("nightPlanningSessions", "Night Planning sessions"), ("dayRecords", "Days read for the wellbeing score"),
            ("categories", "Categories"),
        ]
        kept = labels.map { Kept(label: $0.1, count: counts[$0.0] ?? 0) }
        exportPath = JamaalRoute.exportData.path()
        exportLine = "One JSON file, schema version \(schemaVersion) — it works in every mode, and a new device can import it."
        self.deleteStep = Swift.min(Swift.max(deleteStep, 0), 2)
        deleteAction = JamaalRoute.deleteData.path()
        startDeletePath = JamaalRoute.dataSettings.path(query: DataSettingsQuery(delete: 1))
        cancelPath = JamaalRoute.dataSettings.path()
        self.error = error
    }
}
