import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import Media
import Places
import QuranFlowSchema
import Security

/// What the stores, the use cases, the jobs and the demo world depend on, passed in rather than reached for: the clock,
/// the database, where identifiers and files come from, the media tools, the log. The web app's environment carries one
/// (``StoreEnvironment/store`` in QuranFlowServer); tests build their own with a pinned clock and override field by field.
///
/// ```swift
/// let env = try StoreEnvironment.make(database: db, clock: TimeSource(fixedAt: now))
/// ```
public struct StoreEnvironment: Sendable {
    public var clock: TimeSource
    public var database: any Database
    public var hasher: PasswordHasher
    public var cities: WorldCities
    /// Where log lines go (stderr by default).
    public var log: @Sendable (String) -> Void
    /// Terms, lessons and sessions in memory, reloaded when the stored programme revision changes.
    public var programmeCache = ProgrammeCache()
    /// Where files live (`--data`); media go under `<dataDirectory>/media/`. Empty: no files (in-memory tests).
    public var dataDirectory = ""
    /// The address people reach the web app at, for links in mail ("http://localhost:8080").
    public var publicBaseURL = "http://localhost:8080"
    /// Where the media files are kept when not in `<dataDirectory>/media` itself (`--media-store s3://…`); nil: that
    /// directory (``mediaFiles``).
    public var mediaStore: (any MediaFileStore)?
    /// Where new identifiers come from (random; tests pin a sequence).
    public var ids: IDSource = .random
    /// The media tools an upload is checked and converted with (ffmpeg and ffprobe from the PATH, each run bounded by
    /// ``RecordingUpload/timeout``); a missing tool is a `MediaError` — a 503 for that upload, not a failed start.
    public var mediaTools: @Sendable () throws -> MediaToolbox = { try MediaToolbox.locate(timeout: RecordingUpload.timeout) }

    public init(
        clock: TimeSource, database: any Database, hasher: PasswordHasher = PasswordHasher(), cities: WorldCities = .shared,
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.clock = clock
        self.database = database
        self.hasher = hasher
        self.cities = cities
        self.log = log
    }

    /// The media store: ``mediaStore`` when one is configured, otherwise the directory `<dataDirectory>/media`.
    /// Uploads are validated and processed under that directory either way, then published here.
    public var mediaFiles: any MediaFileStore { mediaStore ?? LocalMediaFiles(root: mediaDirectory) }

    /// `<dataDirectory>/media`: the local store, and the working area for uploads and processing.
    public var mediaDirectory: String { dataDirectory + "/media" }

    /// The instant the clock reads now.
    public var now: Date { clock.now() }

    public var accounts: AccountStore { AccountStore(database: database, hasher: hasher, cities: cities) }
    public var sessions: SessionStore { SessionStore(database: database) }
    /// Outgoing mail, logged as it is queued.
    public var outbox: Outbox {
        let log = self.log
        return Outbox(database: database) { mail in log("mail: to=\(mail.recipient) subject=\"\(mail.subject)\"\n\(mail.body)") }
    }

    /// Migrates `database` to QuranFlow's schema and returns the environment over it.
    public static func make(
        database: any Database, clock: TimeSource, hasher: PasswordHasher = PasswordHasher(),
        cities: WorldCities = .shared, dataDirectory: String = "",
        log: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) throws
        -> StoreEnvironment
    {
        try Migrator.migrate(database, QuranFlowSchema.migrations, now: clock.now())
        var env = StoreEnvironment(clock: clock, database: database, hasher: hasher, cities: cities, log: log)
        env.dataDirectory = dataDirectory
        return env
    }
}
