import Accounts
import Calendar
import Database
import Foundation
import Media
import QuranFlowMediaPipeline
import QuranFlowPersistence
import Synchronization

/// The demo world's real media (DESIGN.md §5), made by the background job `demo.media` that `DemoWorld.seed` enqueues,
/// so the server answers at once and the files appear over the next minute or two:
///
/// - the current term's lesson videos for every level, for each week that has started, uploaded as the demo's admin
///   through the admin's own use case (`MediaUpload`, then `MediaProcessing`, trusted: kept as made, measured, a poster
///   taken), each narrated by espeak-ng
///   from its lesson's script (`DemoLessonScripts`) and exactly as long as its narration (15–45 s), the script stored
///   as the video's transcript (WebVTT, each sentence at the time it is spoken, measured from the samples); a lesson
///   without a script gets a silent title card of its minutes split across its videos (capped at `videoCap` seconds)
///   and no transcript;
/// - a recitation for every submission (espeak-ng reading the assignment in Arabic when the `ar` voice exists),
///   padded to the student's usual length — and the submission's `duration_seconds` set to what was measured;
/// - a coach's voice note (1–3 minutes) for every submission past In review;
/// - audio recordings of the group sessions of the last two weeks that have ended (capped at `recordingCap` seconds).
///
/// Files go under `<data directory>/media/`, rows into `media` (`MediaStore`). Every duration is measured from the
/// file (audio decoded by `AudioInspector`, video probed), never typed in. Re-running skips what exists. Videos and
/// voices are made side by side on two threads, each running one tool at a time. For the 27 Oct 2026 world that is
/// 181 files (≈200 MB) in about 105 s of CPU, most of it FFmpeg starting (~0.06 s a run); the 33 narrated lesson videos
/// alone take about 25 s of CPU (31 s when they were 2-minute silent cards), each distinct sentence spoken once per run.
///
/// **Switch:** set the environment variable `QURANFLOW_DEMO_MEDIA=off` to skip it: `seed` then enqueues nothing
/// and a job already queued does nothing (for tests that don't need media and for the browser tests);
/// `QURANFLOW_DEMO_MEDIA=videos` makes the lesson videos only, the current week's first.
/// Without ffmpeg or espeak-ng the job fails with a log line naming the package to install; the world works without media.
///
/// ```swift
/// let summary = try DemoMedia.run(env, asOf: env.now)   // synchronous, for tests
/// ```
public enum DemoMedia {
    /// The job kind in the job table.
    public static let jobKind = MediaPreparation.jobKind
    /// The environment variable that switches demo media off (`off`, `0`, `false` or `no`).
    public static let switchVariable = "QURANFLOW_DEMO_MEDIA"
    /// Longest generated lesson video, in seconds.
    static let videoCap: TimeInterval = 120
    /// Longest generated session recording, in seconds.
    static let recordingCap: TimeInterval = 240

    /// Whether demo media are wanted, by `QURANFLOW_DEMO_MEDIA`.
    public static func isEnabled(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !["off", "0", "false", "no"].contains(environment[switchVariable]?.lowercased() ?? "")
    }

    /// Enqueues the job at the environment's clock, unless switched off or one is already waiting.
    public static func schedule(in env: StoreEnvironment, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard isEnabled(environment) else { return }
        if try JobQueue(database: env.database).waitingCount(kind: jobKind) == 0 {
            _ = try JobQueue(database: env.database).enqueue(kind: jobKind, payload: "", runAt: env.now, now: env.now)
        }
    }

    /// The job's handler: skips (and completes) when switched off or when the server has no data directory.
    public static var handlers: [String: JobHandler] {
        [
            jobKind: { job, env in
                guard isEnabled() else { return env.log("demo media: skipped (\(switchVariable)=off)") }
                guard !env.dataDirectory.isEmpty else { return env.log("demo media: skipped (the server has no data directory)") }
                env.log("demo media: making the demo world's media as of \(ISO8601.format(job.runAt))…")
                env.log(try run(env, asOf: job.runAt).description)
            }
        ]
    }

    /// What a run made and what it cost.
    public struct Summary: Sendable, CustomStringConvertible {
        /// Files made, by kind.
        public var made: [MediaKind: Int] = [:]
        /// Files that already existed and were left alone.
        public var skipped = 0
        public var bytes = 0
        /// Wall-clock seconds, and CPU seconds of this process plus the tools it ran.
        public var wallSeconds = 0.0
        public var cpuSeconds = 0.0
        /// Wall-clock seconds spent making each kind (videos and voices are made side by side).
        public var secondsByKind: [MediaKind: Double] = [:]

        public var totalMade: Int { made.values.reduce(0, +) }

        public var description: String {
            let parts = MediaKind.allCases.map { "\(made[$0] ?? 0) \($0.rawValue)" + String(format: " (%.1f s)", secondsByKind[$0] ?? 0) }
                .joined(separator: ", ")
            return "demo media: made \(parts) (\(bytes / 1_000_000) MB), skipped \(skipped) already there, in "
                + String(format: "%.1f s (CPU %.1f s)", wallSeconds, cpuSeconds)
        }
    }

    /// A failure a person can act on.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { "demo media: " + message }
    }

    /// Makes whatever is missing, synchronously (it blocks: call it from a worker thread or a test).
    /// - Parameters:
    ///   - asOf: the instant the world is made as of (the seed's clock).
    ///   - toolbox: the tools; by default found on PATH.
    ///   - environment: the process environment, read for `QURANFLOW_DEMO_MEDIA`.
    @discardableResult
    public static func run(
        _ env: StoreEnvironment, asOf: Date, toolbox: MediaToolbox? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Summary {
        guard isEnabled(environment) else { return Summary() }
        let directory = env.dataDirectory
        guard !directory.isEmpty else { throw Failure("no data directory to put media in") }
        let started = Date()
        let cpuAtStart = cpuSeconds()
        let tools = try DemoMediaTools(toolbox: toolbox ?? MediaToolbox(timeout: 120, limits: .none, prlimitPath: nil))
        let mediaRoot = (directory as NSString).appendingPathComponent("media")
        guard let uploader = try env.accounts.account(email: DemoPeople.admin.email) else {
            throw Failure("the demo's admin (\(DemoPeople.admin.email)), who uploads the lesson videos, is not there")
        }
        var items = try DemoMediaPlan(env: env, asOf: asOf, arabic: try DemoMediaMaker.speaksArabic(tools)).items()
        // `QURANFLOW_DEMO_MEDIA=videos`: the lesson videos only (the browser tests play one without waiting for the voices).
        if environment[switchVariable]?.lowercased() == "videos" { items = items.filter { $0.kind == .lessonVideo } }
        // Two lanes, one per core: the videos, and the voices (which share their spoken parts, so stay in one lane).
        let lanes = [items.filter { $0.kind == .lessonVideo }, items.filter { $0.kind != .lessonVideo }]
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: lanes.count) { lane in
            let (summary, failures) = make(lanes[lane], env: env, tools: tools, mediaRoot: mediaRoot, uploader: uploader)
            collected.add(summary, failures)
        }
        var (summary, failures) = collected.result
        summary.wallSeconds = Date().timeIntervalSince(started)
        summary.cpuSeconds = cpuSeconds() - cpuAtStart
        if let first = failures.first {
            throw Failure("\(failures.count) of \(items.count) files could not be made (first: \(first)); \(summary)")
        }
        return summary
    }

    /// Makes one lane's missing files in order, saving each record as soon as its file is in place.
    /// Lesson videos are uploaded as `uploader` (the demo's admin).
    static func make(
        _ items: [DemoMediaItem], env: StoreEnvironment, tools: DemoMediaTools, mediaRoot: String, uploader: Account
    ) -> (Summary, [String]) {
        var summary = Summary()
        var failures: [String] = []
        guard !items.isEmpty else { return (summary, failures) }
        let maker: DemoMediaMaker
        do { maker = try DemoMediaMaker(tools: tools, mediaRoot: mediaRoot, files: env.mediaFiles) } catch {
            return (summary, ["\(error)"])
        }
        defer { maker.cleanUp() }
        let store = MediaStore(database: env.database)
        for item in items {
            do {
                if try maker.exists(item, in: store) {
                    summary.skipped += 1
                    continue
                }
                let began = Date()
                defer { summary.secondsByKind[item.kind, default: 0] += Date().timeIntervalSince(began) }
                let record: MediaRecord
                if item.kind == .lessonVideo {
                    record = try maker.upload(item, env: env, by: uploader)
                } else {
                    record = try maker.make(item, createdAt: env.now)
                    try env.mediaFiles.publish(fileAt: mediaRoot + "/" + record.path, as: record.path, contentType: record.contentType)
                    if let submission = item.submission, item.kind == .recitation {
                        try store.saveRecitation(record, of: submission)
                    } else {
                        try store.save(record)
                    }
                }
                // The demo's viewing history: who had watched this video through by now.
                let playback = PlaybackStore(database: env.database)
                for student in item.watchedBy {
                    try playback.record(
                        account: student.rawValue, media: record.id, position: record.duration, duration: record.duration, at: env.now)
                }
                summary.made[item.kind, default: 0] += 1
                summary.bytes += record.bytes
            } catch {
                failures.append("\(item.path): \(error)")
            }
        }
        return (summary, failures)
    }

    /// The lanes' results, merged under a lock.
    final class Collected: Sendable {
        private let state = Mutex<(Summary, [String])>((Summary(), []))

        func add(_ summary: Summary, _ failures: [String]) {
            state.withLock { total in
                total.0.made.merge(summary.made, uniquingKeysWith: +)
                total.0.secondsByKind.merge(summary.secondsByKind, uniquingKeysWith: +)
                total.0.skipped += summary.skipped
                total.0.bytes += summary.bytes
                total.1 += failures
            }
        }

        var result: (Summary, [String]) { state.withLock { $0 } }
    }

    /// User and system CPU seconds of this process and of its finished children.
    static func cpuSeconds() -> Double {
        func seconds(_ who: __rusage_who) -> Double {
            var usage = rusage()
            guard getrusage(__rusage_who_t(who.rawValue), &usage) == 0 else { return 0 }
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return seconds(RUSAGE_SELF) + seconds(RUSAGE_CHILDREN)
    }
}
