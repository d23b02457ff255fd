import Accounts
import Foundation
import Media
import QuranFlowMediaPipeline
import QuranFlowPersistence
import QuranFlowScreens

/// Makes one planned file and measures it: videos with `MediaGenerator.narratedLessonVideo` (or `lessonVideo`), brought
/// in through the admin's upload use case (``upload(_:env:by:)``); voices from parts spoken by `MediaGenerator.speech` (normalised AAC, each distinct text once per run),
/// joined and read again after a breath until long enough by `DemoMediaTools.join`, then decoded by `AudioInspector.analyze` for the
/// duration and the waveform peaks.
final class DemoMediaMaker {
    let tools: DemoMediaTools
    let mediaRoot: String
    /// Where the made files are published (the media store; the local directory by default).
    let files: any MediaFileStore
    let generator: MediaGenerator
    let inspector: AudioInspector
    let scratch: String
    let roomTone: String
    /// Spoken parts already made in this run, by voice and text.
    private var speechCache: [String: (path: String, seconds: TimeInterval)] = [:]
    /// Narration sentences already spoken in this run (lesson videos share many).
    let narrationCache = SpeechCache()

    init(tools: DemoMediaTools, mediaRoot: String, files: any MediaFileStore) throws {
        self.tools = tools
        self.mediaRoot = mediaRoot
        self.files = files
        generator = MediaGenerator(toolbox: tools.toolbox)
        // Our own files: long recordings are fine; uploads keep the default policy.
        inspector = AudioInspector(toolbox: tools.toolbox, policy: AudioPolicy(maxBytes: 500_000_000, maxDuration: 4 * 3600))
        scratch = NSTemporaryDirectory() + "quranflow-demo-media-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: mediaRoot, withIntermediateDirectories: true)
        roomTone = scratch + "/room-tone.aac"
        try tools.makeRoomTone(at: roomTone)
    }

    /// Whether espeak-ng speaks Arabic here (has the `ar` voice): one word, spoken into a temporary file.
    static func speaksArabic(_ tools: DemoMediaTools) throws -> Bool {
        let probe = NSTemporaryDirectory() + "quranflow-arabic-probe-\(UUID().uuidString).m4a"
        defer { try? FileManager.default.removeItem(atPath: probe) }
        return (try? MediaGenerator(toolbox: tools.toolbox).speech("سلام", voice: "ar", to: probe)) != nil
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: scratch) }

    /// Whether the item's record exists and its file is there with the recorded size.
    /// (A lesson video is wherever its upload put it, so only its place and title are compared.)
    func exists(_ item: DemoMediaItem, in store: MediaStore) throws -> Bool {
        guard let record = try store.medium(item.kind, owner: item.owner, position: item.position),
            item.kind == .lessonVideo ? record.title == item.title : record.path == item.path
        else { return false }
        // A silent video made before the lessons were narrated is made again, with its narration and transcript.
        if case .video(_, _, .some) = item.source, record.transcript == nil { return false }
        return try files.size(of: record.path) == record.bytes
    }

    /// Makes a lesson video and brings it in as an admin's upload does (DESIGN.md §5, issue 20): ``MediaUpload`` (raw
    /// file, probe, job, audited as `uploader`), then the job run here and now by ``MediaProcessing`` — trusted, so the
    /// web-playable MP4 is kept without a checking decode, then measured and given its poster — and the narration's
    /// transcript saved as the admin's transcript form saves one. A video already at the item's place (one made before
    /// the narration) is removed first, as the admin would. Returns the saved record.
    func upload(_ item: DemoMediaItem, env: StoreEnvironment, by uploader: Account) throws -> MediaRecord {
        guard case .video(let subtitle, let seconds, let script) = item.source else {
            throw DemoMedia.Failure("\(item.path) is not a video")
        }
        let made = scratch + "/upload-\(item.position)-\(UUID().uuidString).mp4"
        defer { try? FileManager.default.removeItem(atPath: made) }
        var transcript: String?
        if let script {
            let narration = try generator.narratedLessonVideo(
                title: item.title, subtitle: subtitle, sentences: script.map(DemoMediaScripts.speakable), cache: narrationCache,
                to: made)
            transcript = try Self.transcript(script, narration)
        } else {
            try generator.lessonVideo(title: item.title, subtitle: subtitle, duration: seconds, to: made)
        }
        let actor = AuditActor(account: uploader)
        let catalog = LessonVideoCatalog(environment: env)
        if let old = try MediaStore(database: env.database).medium(.lessonVideo, owner: item.owner, position: item.position) {
            try catalog.remove(old.id, by: actor, at: env.now)
        }
        let job = try MediaUpload(environment: env).submit(
            kind: .lessonVideo, owner: item.owner, position: item.position, title: item.title, by: uploader.id, now: env.now
        ) { path in try Self.move(made, to: path) }
        let jobs = MediaJobStore(database: env.database)
        if !(try MediaProcessing(environment: env).run(jobID: job.id, worker: "demo-media", trusted: true)) {
            // The server's job runner claimed it first: it processes it the same way (with the checking decode).
            let deadline = Date().addingTimeInterval(300)
            while let current = try jobs.job(id: job.id), current.state == .queued || current.state == .running, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        guard let done = try jobs.job(id: job.id), done.state == .done, let mediaID = done.mediaID,
            try catalog.video(id: mediaID) != nil
        else {
            let reason = try jobs.job(id: job.id)?.failure ?? "it did not finish"
            throw DemoMedia.Failure("\(item.title) could not be processed: \(reason)")
        }
        if let transcript { try catalog.setTranscript(transcript, of: mediaID, by: actor, at: env.now) }
        guard let record = try catalog.video(id: mediaID) else { throw DemoMedia.Failure("\(item.title) vanished") }
        return record
    }

    /// Moves `source` to `destination` (copying across file systems: the scratch folder may be on another disk).
    static func move(_ source: String, to destination: String) throws {
        if rename(source, destination) == 0 { return }
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        try? FileManager.default.removeItem(atPath: source)
    }

    /// Makes a voice's file and returns its measured record (not yet saved).
    func make(_ item: DemoMediaItem, createdAt: Date) throws -> MediaRecord {
        guard case .voice(let parts, let seconds) = item.source else {
            throw DemoMedia.Failure("\(item.path): a lesson video comes in through upload(_:env:by:)")
        }
        let output = mediaRoot + "/" + item.path
        try FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let segments = try parts.map { try spoken($0.text, voice: $0.voice) }
        try tools.join(
            segments.map(\.path), spokenSeconds: segments.map(\.seconds).reduce(0, +), roomTone: roomTone, to: seconds, output: output)
        let analysis = try inspector.analyze(fileAt: output, peakCount: 120)
        let durationMilliseconds = Int((analysis.duration * 1000).rounded())
        guard durationMilliseconds > 0 else { throw DemoMedia.Failure("\(item.path) measured as empty") }
        return MediaRecord(
            kind: item.kind, owner: item.owner, position: item.position, title: item.title, path: item.path,
            contentType: NormalizedAudio.mimeType, bytes: Self.size(of: output), durationMilliseconds: durationMilliseconds,
            peaks: analysis.peaks, createdAt: createdAt)
    }

    /// The stored transcript (WebVTT) of a narrated video: each sentence as written, at the time it was spoken.
    static func transcript(_ script: [String], _ narration: Narration) throws -> String {
        guard script.count == narration.sentences.count else {
            throw DemoMedia.Failure("the narration has \(narration.sentences.count) sentences for a script of \(script.count)")
        }
        return Transcript(cues: zip(script, narration.sentences).map { Transcript.Cue(start: $1.start, end: $1.end, text: $0) }).webVTT
    }

    /// `text` spoken by `voice` as ADTS AAC, made once per run and shared (two students reading the same passage, the
    /// same coach's closing words).
    func spoken(_ text: String, voice: String) throws -> (path: String, seconds: TimeInterval) {
        let key = voice + "\u{1}" + text
        if let cached = speechCache[key] { return cached }
        let name = scratch + "/speech-\(speechCache.count)"
        defer { try? FileManager.default.removeItem(atPath: name + ".m4a") }
        try generator.speech(text, voice: voice, to: name + ".m4a")
        try tools.copyToADTS(name + ".m4a", name + ".aac")
        let made = (path: name + ".aac", seconds: DemoMediaTools.adtsDuration(name + ".aac"))
        speechCache[key] = made
        return made
    }

    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? -1
    }
}
