import Foundation

/// File helpers shared by the inspector and the generator.
enum MediaFiles {
    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// An ffmpeg URL for a local file: the `file:` prefix keeps a name like `http:x` or `-y` from being read as
    /// a protocol or an option.
    static func ffmpegURL(_ path: String) -> String { "file:" + absolute(path) }

    /// Runs `produce` with a temporary path beside `output`, then moves the result into place, so a failed or
    /// killed run never leaves a half-written file under the final name.
    static func writeAtomically(to output: String, _ produce: (String) throws -> Void) throws {
        let final = absolute(output)
        let directory = (final as NSString).deletingLastPathComponent
        let temporary = directory + "/.partial-\(UUID().uuidString)-" + (final as NSString).lastPathComponent
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try produce(temporary)
        guard FileManager.default.fileExists(atPath: temporary) else {
            throw MediaError.failed("Writing \(output)", detail: "the tool wrote nothing")
        }
        if rename(temporary, final) != 0 {
            throw MediaError.failed("Writing \(output)", detail: String(cString: strerror(errno)))
        }
    }

    /// A fresh private directory for intermediate files, removed by the caller.
    static func scratchDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "media-\(UUID().uuidString)"
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MediaError.failed("Making a temporary directory", detail: "\(error)")
        }
        return path
    }
}
