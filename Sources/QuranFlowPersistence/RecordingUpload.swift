import Foundation
import Media

/// The server's checks on an uploaded recitation, before anything is stored: the declared type, the size cap,
/// then `AudioInspector` (magic numbers, ffprobe, one full decode — isolated under `prlimit`, time-limited) for the
/// real type, the 10-minute cap, the duration and the waveform peaks. Every refusal is a 4xx naming the problem.
///
/// ```swift
/// let analysis = try RecordingUpload.validate(fileAt: temporary, declaredType: "audio/webm;codecs=opus")
/// ```
public enum RecordingUpload {
    /// What is accepted: WebM/Opus (Chrome, Edge, Firefox) and MP4/AAC (`.m4a`, Safari), up to 10 minutes.
    static let policy = AudioPolicy(maxBytes: maxBytes, maxDuration: 600, allowed: [.webmOpus, .mp4AAC])
    /// 20 MB: ten minutes of Opus at a generous 256 kb/s is 19.2 MB.
    static let maxBytes = 20_000_000
    /// The upload route's body cap: the file plus room for the multipart framing.
    public static let maxBodyBytes = maxBytes + 64 * 1024
    /// Peaks kept for the waveform.
    static let peakCount = 120
    /// Wall-clock seconds each tool run may take.
    static let timeout: TimeInterval = 20

    /// Declared content types that may carry a recording (parameters like `;codecs=opus` ignored).
    static let declaredTypes: [String: Set<AudioKind>] = [
        "audio/webm": [.webmOpus], "video/webm": [.webmOpus],
        "audio/mp4": [.mp4AAC], "audio/m4a": [.mp4AAC], "audio/x-m4a": [.mp4AAC], "audio/aac": [.mp4AAC], "video/mp4": [.mp4AAC],
    ]

    /// Refuses a declared type that is not a recording we take, before writing anything.
    static func checkDeclared(_ contentType: String) throws {
        let base = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard declaredTypes[base] != nil else {
            throw MediaError(
                .unsupportedType,
                "Send the recording as WebM (Opus) or MP4/M4A (AAC) audio — “\(base.isEmpty ? "no type" : base)” is not accepted.")
        }
    }

    /// The same policy with a shorter cap on length (a voice message's two minutes).
    static func policy(maxDuration: TimeInterval) -> AudioPolicy {
        AudioPolicy(maxBytes: maxBytes, maxDuration: min(maxDuration, policy.maxDuration), allowed: policy.allowed)
    }

    /// Decodes and measures the file; refuses one whose bytes are not what it was declared as.
    static func validate(
        fileAt path: String, declaredType: String, toolbox: MediaToolbox, policy: AudioPolicy = policy
    ) throws -> AudioAnalysis {
        let base = declaredType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let analysis = try AudioInspector(toolbox: toolbox, policy: policy).analyze(fileAt: path, peakCount: peakCount)
        if let expected = declaredTypes[base], !expected.contains(analysis.kind) {
            throw MediaError(
                .unsupportedType, "The file is labelled \(base) but holds \(analysis.kind.displayName) — send it with its own type.")
        }
        return analysis
    }
}
