/// The command-line tools this module runs, with the Debian package that provides each.
enum MediaTool: String, Sendable {
    case ffmpeg
    case ffprobe
    case espeakNG = "espeak-ng"
    case prlimit

    /// What to `apt-get install` when the tool is missing.
    var debianPackage: String {
        switch self {
        case .ffmpeg, .ffprobe: "ffmpeg"
        case .espeakNG: "espeak-ng"
        case .prlimit: "util-linux"
        }
    }
}
