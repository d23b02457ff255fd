import Foundation
import Media
import QuranFlowPersistence
import QuranFlowScreens

/// Makes one planned file under the media root and measures it: videos with `MediaGenerator.lessonVideo` and
/// `probeVideo`; voices from parts spoken by `MediaGenerator.speech` (normalised AAC, each distinct text once per run),
/// joined and read again after a breath until long enough by `DemoMediaTools.join`, then decoded by `AudioInspector.analyze` for the
/// duration and the waveform peaks.
final class DemoMediaMaker {
    let tools: DemoMediaTools
    let mediaRoot: String
    let generator: MediaGenerator
    let inspector: AudioInspector
    let scratch: String
    let roomTone: String
    /// Spoken parts already made in this run, by voice and text.
    private var speechCache: [String: (path: String, seconds: TimeInterval)] = [:]
    /// Narration sentences already spoken in this run (lesson videos share many).
    let narrationCache = SpeechCache()

    init(tools: DemoMediaTools, mediaRoot: String) throws {
        self.tools = tools
        self.mediaRoot = mediaRoot
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
    func exists(_ item: DemoMediaItem, in store: MediaStore) throws -> Bool {
        guard let record = try store.medium(item.kind, owner: item.owner, position: item.position), record.path == item.path else {
            return false
        }
        // A silent video made before the lessons were narrated is made again, with its narration and transcript.
        if case .video(_, _, .some) = item.source, record.transcript == nil { return false }
        return Self.size(of: mediaRoot + "/" + record.path) == record.bytes
    }

    /// Makes the file and returns its measured record (not yet saved).
    func make(_ item: DemoMediaItem, createdAt: Date) throws -> MediaRecord {
        let output = mediaRoot + "/" + item.path
        try FileManager.default.createDirectory(atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let durationMilliseconds: Int
        let peaks: [Float]?
        let contentType: String
        var transcript: String?
        switch item.source {
        case .video(let subtitle, let seconds, let script):
            if let script {
                let narration = try generator.narratedLessonVideo(
                    title: item.title, subtitle: subtitle,
                    sentences: script.map(DemoMediaScripts.speakable),
                    cache: narrationCache, to: output)
                transcript = try Self.transcript(script, narration)
            } else {
                try generator.lessonVideo(title: item.title, subtitle: subtitle, duration: seconds, to: output)
            }
            let info = try generator.probeVideo(fileAt: output)
            durationMilliseconds = Int((info.duration * 1000).rounded())
            peaks = nil
            contentType = "video/mp4"
        case .voice(let parts, let seconds):
            let segments = try parts.map { try spoken($0.text, voice: $0.voice) }
            try tools.join(
                segments.map(\.path), spokenSeconds: segments.map(\.seconds).reduce(0, +), roomTone: roomTone, to: seconds,
                output: output)
            let analysis = try inspector.analyze(fileAt: output, peakCount: 120)
            durationMilliseconds = Int((analysis.duration * 1000).rounded())
            peaks = analysis.peaks
            contentType = NormalizedAudio.mimeType
        }
        guard durationMilliseconds > 0 else { throw DemoMedia.Failure("\(item.path) measured as empty") }
        return MediaRecord(
            kind: item.kind, owner: item.owner, position: item.position, title: item.title, path: item.path,
            contentType: contentType, bytes: Self.size(of: output), durationMilliseconds: durationMilliseconds,
            peaks: peaks, createdAt: createdAt, transcript: transcript)
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
