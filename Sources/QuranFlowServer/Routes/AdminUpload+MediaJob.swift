import QuranFlowAdminScreens
import QuranFlowPersistence

extension AdminUpload {
    /// An unfinished upload as the admin's media pages show it.
    init(_ job: MediaJob) {
        let state: State =
            switch job.state {
            case .queued: .queued
            case .running: .running
            case .done: .done
            case .failed: .failed
            }
        self.init(id: job.id, title: job.title, state: state, progress: job.progress, failure: job.failure)
    }
}
