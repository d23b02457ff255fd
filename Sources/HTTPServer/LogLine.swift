import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One structured log line in logfmt — `time`, `level`, `subsystem`, `event`, the request id when there is one, then
/// the event's own fields — so an operator can grep, sort and join the lines of one request
/// (docs/operations.md, "Logs").
///
/// ```swift
/// let line = LogLine(level: .info, subsystem: "http", event: "request", requestID: "9f2c…", fields: [("status", "200")])
/// line.text  // time=2026-12-06T21:30:00.125Z level=info subsystem=http event=request request_id=9f2c… status=200
/// ```
public struct LogLine: Sendable {
    /// How much an operator should care.
    public enum Level: String, Sendable {
        case debug, info, warning, error
    }

    public var time: Date
    public var level: Level
    public var subsystem: String
    public var event: String
    public var requestID: String?
    public var fields: [(String, String)]

    public init(
        time: Date = Date(), level: Level, subsystem: String, event: String, requestID: String? = nil, fields: [(String, String)] = []
    ) {
        self.time = time
        self.level = level
        self.subsystem = subsystem
        self.event = event
        self.requestID = requestID
        self.fields = fields
    }

    /// A free-form message from one of the products' `log` closures as a line: "media: removed 2 upload files" gives
    /// `subsystem=media event=message msg="media: removed 2 upload files"` (the words whole, as they were written and
    /// searched for); a message without a "word: " prefix keeps `fallbackSubsystem`. Messages saying something failed
    /// are warnings.
    ///
    /// ```swift
    /// LogLine.message("push: subscription s1 is gone; dropped", fallbackSubsystem: "quranflow").text
    /// ```
    public static func message(_ text: String, fallbackSubsystem: String, time: Date = Date()) -> LogLine {
        var subsystem = fallbackSubsystem
        if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 24 {
            let head = text[..<colon]
            if !head.isEmpty, head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) { subsystem = String(head) }
        }
        let lowered = text.lowercased()
        let failing = ["failed", "could not", "cannot", "won't", "unhandled", "unavailable"].contains { lowered.contains($0) }
        return LogLine(time: time, level: failing ? .warning : .info, subsystem: subsystem, event: "message", fields: [("msg", text)])
    }

    /// `text` as a structured line: a line already in this format (an access log line passed through a product's `log`)
    /// unchanged, anything else through ``message(_:fallbackSubsystem:time:)``.
    ///
    /// ```swift
    /// LogLine.structured("jamaal: shutting down", fallbackSubsystem: "jamaal")  // time=… level=info subsystem=jamaal …
    /// ```
    public static func structured(_ text: String, fallbackSubsystem: String) -> String {
        text.hasPrefix("time=") ? text : message(text, fallbackSubsystem: fallbackSubsystem).text
    }

    /// The logfmt text, one line (newlines inside values are escaped).
    public var text: String {
        var result = "time=\(Self.timestamp(time)) level=\(level.rawValue) subsystem=\(Self.value(subsystem)) event=\(Self.value(event))"
        if let requestID { result += " request_id=\(Self.value(requestID))" }
        for (key, value) in fields { result += " \(key)=\(Self.value(value))" }
        return result
    }

    /// A logfmt value: bare when it is a plain token, quoted with `\"`, `\\` and `\n` escapes otherwise.
    static func value(_ raw: String) -> String {
        let plain =
            !raw.isEmpty
            && raw.unicodeScalars.allSatisfy { scalar in
                scalar.value > 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "=" && scalar != "\\"
            }
        if plain { return raw }
        var quoted = "\""
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// RFC 3339 in UTC with milliseconds, formatted by hand (no shared formatter on every request).
    static func timestamp(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, interval > -62_135_596_800, interval < 253_402_300_800 else { return "0000-00-00T00:00:00.000Z" }
        let whole = interval.rounded(.down)
        var seconds = time_t(whole)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let millis = min(999, max(0, Int(((interval - whole) * 1000).rounded(.down))))
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let milliText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(milliText)Z"
    }

    /// Writes `line` to standard error.
    public static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
