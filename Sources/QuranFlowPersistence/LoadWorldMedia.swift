import Database
import Foundation
import Identifiers
import Media

/// The load world's media (`quranflow admin seed-queue-bench --media-pool DIR`): every submission without a recording
/// gets one, and every reviewed submission without a coach's note gets one, each its own `media` row whose file is a
/// hard link to one of a small pool of real recordings — thousands of playable rows for the price of a few files.
///
/// ```swift
/// let made = try LoadWorldMedia(environment: env).attach(pool: ["/tmp/pool/a.webm", "/tmp/pool/b.webm"], at: now)
/// ```
public struct LoadWorldMedia: Sendable {
    public let environment: StoreEnvironment

    public init(environment: StoreEnvironment) { self.environment = environment }

    /// One measured pool file: where it lies under the media root, and what an upload of it would have measured.
    struct PoolFile {
        let relative: String
        let analysis: AudioAnalysis
        let bytes: Int
    }

    /// Copies `pool` (WebM/Opus or MP4/AAC recordings) under `<media>/load-pool/`, measures each as an upload would be,
    /// and attaches them round-robin. Returns how many recitation and note rows it made.
    public func attach(pool paths: [String], at now: Date) throws -> (recitations: Int, notes: Int) {
        guard !environment.dataDirectory.isEmpty else { throw StoreError.noRecordingsPlace }
        guard !paths.isEmpty else { throw StoreError.emptyRecording }
        let root = (environment.dataDirectory as NSString).appendingPathComponent("media")
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/load-pool", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/load", withIntermediateDirectories: true)
        let tools = try environment.mediaTools()
        var pool: [PoolFile] = []
        for (index, path) in paths.sorted().enumerated() {
            let name = "load-pool/\(index)-" + (path as NSString).lastPathComponent
            let target = root + "/" + name
            if !manager.fileExists(atPath: target) { try manager.copyItem(atPath: path, toPath: target) }
            let analysis = try RecordingUpload.validate(fileAt: target, declaredType: Self.declaredType(of: path), toolbox: tools)
            let size = (try manager.attributesOfItem(atPath: target)[.size] as? NSNumber)?.intValue ?? 0
            pool.append(PoolFile(relative: name, analysis: analysis, bytes: size))
        }
        let missing = try environment.database.read { db in
            (
                recitations: try db.query(
                    """
                    SELECT s.id FROM submissions s
                    WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.kind = 'recitation' AND m.owner = 'submission:' || s.id)
                    ORDER BY s.id
                    """, []
                ).map { try $0.string("id") },
                notes: try db.query(
                    """
                    SELECT r.submission_id AS id FROM reviews r
                    WHERE r.sent_at IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM media m WHERE m.kind = 'coachNote' AND m.owner = 'submission:' || r.submission_id)
                    ORDER BY r.submission_id
                    """, []
                ).map { try $0.string("id") }
            )
        }
        var records: [MediaRecord] = []
        for (kind, ids) in [(MediaKind.recitation, missing.recitations), (.coachNote, missing.notes)] {
            for (index, id) in ids.enumerated() {
                let file = pool[index % pool.count]
                let relative = "load/\(id)-\(kind.rawValue).\(file.analysis.kind.fileExtension)"
                let link = root + "/" + relative
                if !manager.fileExists(atPath: link) { try manager.linkItem(atPath: root + "/" + file.relative, toPath: link) }
                records.append(
                    MediaRecord(
                        kind: kind, owner: .submission(ID(id)), title: kind == .recitation ? "Recitation" : "Coach's note",
                        path: relative, contentType: file.analysis.kind.mimeType, bytes: file.bytes,
                        durationMilliseconds: max(1, Int((file.analysis.duration * 1000).rounded())), peaks: file.analysis.peaks,
                        createdAt: now))
            }
        }
        try environment.database.write { db in
            for record in records { try MediaStore.save(record, in: db) }
        }
        return (missing.recitations.count, missing.notes.count)
    }

    static func declaredType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "m4a", "mp4": return "audio/mp4"
        default: return "audio/webm"
        }
    }
}
