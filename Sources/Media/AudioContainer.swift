/// A container recognised from a file's first bytes.
enum AudioContainer: String, Sendable, Equatable {
    case matroska
    case mp4
    case ogg
    case wav
    case mp3

    /// The ffmpeg demuxer to force, so ffmpeg never guesses a format (a guess could pick a playlist demuxer
    /// that opens other files or URLs).
    var demuxer: String {
        switch self {
        case .matroska: "matroska"
        case .mp4: "mov"
        case .ogg: "ogg"
        case .wav: "wav"
        case .mp3: "mp3"
        }
    }

    /// ffmpeg input options for this container, before `-f`. An MP4's edit list is ignored: a MediaRecorder writes its
    /// header (durations, edit list) before the recording ends, so the list can claim 1 s of a 4-second take; the
    /// samples the file holds are the recording.
    var inputOptions: [String] {
        self == .mp4 ? ["-ignore_editlist", "1"] : []
    }

    /// A name for messages.
    var displayName: String {
        switch self {
        case .matroska: "WebM"
        case .mp4: "MP4"
        case .ogg: "Ogg"
        case .wav: "WAV"
        case .mp3: "MP3"
        }
    }

    /// The audio kind this container holds when its first audio stream uses `codec` (ffprobe's codec_name).
    func kind(codec: String) -> AudioKind? {
        switch (self, codec) {
        case (.matroska, "opus"): .webmOpus
        case (.mp4, "aac"): .mp4AAC
        case (.ogg, "opus"): .oggOpus
        case (.wav, let pcm) where pcm.hasPrefix("pcm_"): .wav
        case (.mp3, "mp3"): .mp3
        default: nil
        }
    }
}
