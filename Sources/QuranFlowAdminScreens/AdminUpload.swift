import Foundation

/// An upload still on its way (a lesson video or a session recording): its title and where its processing stands, in
/// words ("Processing 40%", "Failed: …").
///
/// ```swift
/// AdminUpload(id: "j1", title: "Qalqalah", state: .running, progress: 0.4, failure: nil).stateText   // "Processing 40%"
/// ```
public struct AdminUpload: Equatable, Sendable {
    /// Where the processing stands.
    public enum State: Equatable, Sendable {
        case queued
        case running
        case done
        case failed
    }

    public let id: String
    public let title: String
    /// 0…1.
    public let progress: Double
    /// "Waiting to start", "Processing 40%", "Done" or "Failed: <reason>".
    public let stateText: String
    /// Queued or running: the page polls until it is done.
    public let isPending: Bool

    public init(id: String, title: String, state: State, progress: Double, failure: String?) {
        self.id = id
        self.title = title
        self.progress = progress
        stateText =
            switch state {
            case .queued: "Waiting to start"
            case .running: "Processing \(Int(progress * 100))%"
            case .done: "Done"
            case .failed: "Failed: \(failure ?? "unknown reason")"
            }
        isPending = state == .queued || state == .running
    }

    /// "4:05": a measured duration in minutes and seconds.
    public static func duration(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        return String(format: "%d:%02d", total / 60, total % 60)
    }
}
