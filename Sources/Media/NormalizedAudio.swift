/// The one format every stored recording and generated voice is converted to: AAC-LC in an MP4 (`.m4a`)
/// container, mono, 48 kHz, 64 kb/s, with the index at the front (`+faststart`).
///
/// Why AAC/M4A rather than Opus/WebM: it is the one audio format that every browser plays natively — Safari on
/// macOS and iOS as well as Chrome, Edge and Firefox — while WebM/Opus playback came to Safari late and
/// unevenly. The encoder is FFmpeg's built-in `aac`, so no extra library is needed; `+faststart` lets a browser
/// seek with range requests before the whole file has arrived. Mono at 64 kb/s is plenty for a voice.
///
/// ```swift
/// response.contentType = NormalizedAudio.mimeType   // "audio/mp4"
/// ```
public enum NormalizedAudio {
    /// The kind of a normalised file.
    public static let kind = AudioKind.mp4AAC
    /// The MIME type to serve it with.
    public static let mimeType = "audio/mp4"
    /// The file extension to store it under.
    public static let fileExtension = "m4a"

    /// ffmpeg output options that encode to this format.
    static let encoderArguments = [
        "-c:a", "aac", "-b:a", "64k", "-ac", "1", "-ar", "48000", "-movflags", "+faststart", "-f", "mp4",
    ]
}
