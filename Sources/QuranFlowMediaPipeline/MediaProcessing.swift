import Database
import Foundation
import Media
import QuranFlowPersistence

/// The media-processing job: takes a ``MediaJob``'s raw upload, checks and converts it (a video with
/// ``LessonVideoProcessor``: H.264/AAC MP4 with fast start and a poster; a recording that has no picture with
/// ``AudioInspector``: AAC in M4A with its waveform) and, in one transaction, creates its `media` row and marks the
/// job done. A refused or damaged file marks the job failed with its reason and leaves no row and no file behind.
/// Progress is written as the tool reports it, renewing the worker's lease; a worker that dies leaves the job
/// `running` until its lease passes, and the generic job queue runs it again.
///
/// ```swift
/// try MediaProcessing(environment: env).run(jobID: id, worker: "quranflow-42")
/// ```
public struct MediaProcessing: Sendable {
    /// The generic job kind whose payload is a media job's id.
    public static let jobKind = MediaJob.queueKind
    /// How long a worker holds a media job without reporting progress.
    public static let lease: TimeInterval = 120
    /// The longest session recording accepted.
    public static let maxRecordingDuration: TimeInterval = 3 * 3600

    public let environment: StoreEnvironment

    public init(environment: StoreEnvironment) { self.environment = environment }

    /// The handler for ``jobKind``.
    public static var handlers: [String: JobHandler] {
        [jobKind: { job, env in try MediaProcessing(environment: env).run(jobID: job.payload, worker: job.worker) }]
    }

    /// A video's poster, relative to `<data>/media/`.
    public static func posterPath(of mediaID: String) -> String { MediaRecord.posterPath(of: mediaID) }

    /// Where raw uploads wait for their job, relative to `<data>/media/`.
    public static let rawDirectory = "raw"

    /// Runs job `jobID` if it can be claimed (queued, or running with an expired lease); returns whether it ran.
    ///
    /// - Parameter trusted: for files the server made itself (the demo world's videos): a video already web-playable is
    ///   kept without the checking decode (``LessonVideoProcessor/process(fileAt:to:poster:trusted:progress:)``).
    @discardableResult
    public func run(jobID: String, worker: String, trusted: Bool = false) throws -> Bool {
        let store = MediaJobStore(database: environment.database)
        guard try store.claim(jobID, worker: worker, now: environment.now, lease: Self.lease),
            let job = try store.job(id: jobID)
        else { return false }
        guard !environment.dataDirectory.isEmpty else {
            try store.fail(jobID, worker: worker, reason: StoreError.noDataDirectory.message, now: environment.now)
            return true
        }
        let root = environment.mediaDirectory + "/"
        let files = environment.mediaFiles
        let mediaID = RandomName.make()
        var written: [String] = []
        // From the media store to a local file ffmpeg can read (the stored file itself for the local directory). The
        // copy is a locked scratch file: another process's start-up sweep leaves it while this job runs, and takes it
        // once this process is gone (killed mid-job, on a data folder of its own, nobody else would).
        try FileManager.default.createDirectory(atPath: root + Self.rawDirectory, withIntermediateDirectories: true)
        let scratch = try ScratchFile(in: root + Self.rawDirectory, suffix: "")
        defer { scratch.remove() }
        let source = try files.localCopy(of: job.sourcePath, scratchPath: scratch.path)
        if source != scratch.path { scratch.remove() }  // the stored file itself: no copy to keep while the job runs
        do {
            let record = try convert(
                job, source: source, mediaID: mediaID, root: root, worker: worker, trusted: trusted, written: &written)
            // The results go to the media store before the row that points at them exists.
            try files.publish(fileAt: root + record.path, as: record.path, contentType: record.contentType)
            if record.contentType == "video/mp4" {
                try files.publish(fileAt: root + Self.posterPath(of: mediaID), as: Self.posterPath(of: mediaID), contentType: "image/jpeg")
            }
            let replaced: MediaRecord?
            do {
                replaced = try store.finish(job, worker: worker, record: record, now: environment.now)
            } catch {
                try? files.delete(record.path)
                try? files.delete(Self.posterPath(of: mediaID))
                throw error
            }
            if let replaced {
                AudioUpload.remove(replaced.path, in: environment)
                AudioUpload.remove(Self.posterPath(of: replaced.id), in: environment)
            }
            try? files.delete(job.sourcePath)
            return true
        } catch let error as MediaError where error.kind != .toolMissing {
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            try? files.delete(job.sourcePath)
            try store.fail(jobID, worker: worker, reason: error.message, now: environment.now)
            return true
        } catch {
            // A missing tool, the media store or the database failing: the job stays claimed and runs again once its
            // lease passes.
            for path in written { try? FileManager.default.removeItem(atPath: path) }
            throw error
        }
    }

    private func convert(
        _ job: MediaJob, source: String, mediaID: String, root: String, worker: String, trusted: Bool, written: inout [String]
    ) throws -> MediaRecord {
        let tools = try environment.mediaTools()
        let processor = LessonVideoProcessor(toolbox: LessonVideoProcessor.transcodingToolbox(tools))
        let store = MediaJobStore(database: environment.database)
        let environment = self.environment
        var lastWrite = Date.distantPast
        let report: (Double) -> Void = { fraction in
            let now = Date()
            guard now.timeIntervalSince(lastWrite) >= 0.5 || fraction >= 1 else { return }
            lastWrite = now
            _ = try? store.report(job.id, worker: worker, progress: fraction, now: environment.now, lease: Self.lease)
        }
        var isVideo = true
        if job.kind == .sessionRecording {
            do {
                _ = try processor.probe(fileAt: source)
            } catch let error as MediaError where error.kind == .unsupportedType {
                isVideo = false
            }
        }
        try FileManager.default.createDirectory(atPath: root + "videos", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "posters", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "recordings", withIntermediateDirectories: true)
        if isVideo {
            let folder = job.kind == .lessonVideo ? "videos" : "recordings"
            let relative = "\(folder)/\(mediaID).mp4"
            written += [root + relative, root + Self.posterPath(of: mediaID)]
            let result = try processor.process(
                fileAt: source, to: root + relative, poster: root + Self.posterPath(of: mediaID), trusted: trusted,
                progress: report)
            return MediaRecord(
                id: mediaID, kind: job.kind, owner: job.owner, position: job.kind == .lessonVideo ? max(job.position, 1) : 1,
                title: job.title, path: relative, contentType: "video/mp4", bytes: result.bytes,
                durationMilliseconds: max(1, Int((result.duration * 1000).rounded())), peaks: nil, createdAt: environment.now)
        }
        let inspector = AudioInspector(
            toolbox: tools.withTimeout(1800),
            policy: AudioPolicy(
                maxBytes: LessonVideoProcessor.maxBytes, maxDuration: Self.maxRecordingDuration, allowed: Set(AudioKind.allCases)))
        let analysis = try inspector.analyze(fileAt: source)
        report(0.5)
        let relative = "recordings/\(mediaID).m4a"
        written.append(root + relative)
        try inspector.normalize(fileAt: source, to: root + relative)
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: root + relative))?[.size] as? NSNumber)?.intValue ?? 1
        return MediaRecord(
            id: mediaID, kind: .sessionRecording, owner: job.owner, position: 1, title: job.title, path: relative,
            contentType: "audio/mp4", bytes: max(1, bytes), durationMilliseconds: max(1, Int((analysis.duration * 1000).rounded())),
            peaks: analysis.peaks, createdAt: environment.now)
    }
}
