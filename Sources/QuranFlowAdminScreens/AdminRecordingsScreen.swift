import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// A live session's past meetings for the admin: each with its recording (duration) or the upload on its way, and
/// the form attaching a recording (audio or video) to one of them.
///
/// ```swift
/// AdminRecordingsScreen(session: qrc, meetings: []).heading   // "Sisters' Reading Circle · Recordings"
/// ```
public struct AdminRecordingsScreen: Sendable {
    /// A past meeting with what it has.
    public struct Meeting: Sendable {
        public let date: LocalDate
        /// The recording's duration in seconds, when there is one.
        public let recordingSeconds: TimeInterval?
        /// Uploads still on their way, oldest first.
        public let uploads: [AdminUpload]

        public init(date: LocalDate, recordingSeconds: TimeInterval?, uploads: [AdminUpload]) {
            self.date = date
            self.recordingSeconds = recordingSeconds
            self.uploads = uploads
        }
    }

    /// A meeting's line.
    public struct Row: Sendable {
        /// "2026-10-20".
        public let date: String
        /// "Recording, 1:02:05", the latest upload's state, or "No recording".
        public let status: String
    }

    public let title: String
    public let heading: String
    public let backPath: String
    /// Newest first.
    public let meetings: [Row]
    public let uploadPath: String

    /// The page of `session`'s `meetings`.
    public init(session: LiveSession, meetings: [Meeting]) {
        title = "Recordings · \(session.title)"
        heading = "\(session.title) · Recordings"
        backPath = QuranFlowRoute.adminVideos.path()
        self.meetings = meetings.map { meeting in
            let status: String =
                if let seconds = meeting.recordingSeconds {
                    "Recording, \(AdminUpload.duration(seconds))"
                } else if let job = meeting.uploads.last {
                    job.stateText
                } else {
                    "No recording"
                }
            return Row(date: meeting.date.description, status: status)
        }
        uploadPath = QuranFlowRoute.uploadSessionRecording.path(session.id)
    }
}
