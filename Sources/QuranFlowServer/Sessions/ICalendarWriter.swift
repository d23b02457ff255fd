import Calendar
import Foundation
import QuranFlowCore
import Synchronization

/// Writes ``CalendarEvent``s as an iCalendar (RFC 5545) document: one VTIMEZONE per zone used (built from the system
/// tz database's transitions over the events' span), DTSTART/DTEND with TZID on the owner's wall clock, RRULE and
/// EXDATE for weekly series, a DISPLAY VALARM where a reminder is on, TEXT escaping and 75-octet line folding, CRLF.
///
/// ```swift
/// let ics = ICalendarWriter(name: "QuranFlow · Sarah", now: now).document(events)
/// ```
public struct ICalendarWriter: Sendable {
    /// The calendar's display name (X-WR-CALNAME).
    public let name: String
    /// DTSTAMP of every event.
    public let now: Date

    public init(name: String, now: Date) {
        self.name = name
        self.now = now
    }

    /// The whole document.
    public func document(_ events: [CalendarEvent]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//QuranFlow//Sessions//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + Self.escape(name),
        ]
        var spans: [String: (Date, Date)] = [:]
        for event in events {
            let last = event.recurrence?.until ?? event.end
            let span = spans[event.zoneIdentifier] ?? (event.start, last)
            spans[event.zoneIdentifier] = (min(span.0, event.start), max(span.1, last))
        }
        for zone in spans.keys.sorted() {
            lines += Self.timeZone(zone, from: spans[zone]!.0, to: spans[zone]!.1)
        }
        for event in events { lines += self.event(event) }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    func event(_ event: CalendarEvent) -> [String] {
        let calendar = Self.calendar(event.zoneIdentifier)
        var lines = [
            "BEGIN:VEVENT", "UID:" + Self.escape(event.uid), "DTSTAMP:" + BookingCopy.utcStamp(now, separators: false),
            "DTSTART;TZID=\(event.zoneIdentifier):" + Self.local(event.start, calendar),
            "DTEND;TZID=\(event.zoneIdentifier):" + Self.local(event.end, calendar),
            "SUMMARY:" + Self.escape(event.title),
        ]
        if let rule = event.recurrence { lines.append("RRULE:" + rule.value) }
        if !event.exceptionDates.isEmpty {
            lines.append(
                "EXDATE;TZID=\(event.zoneIdentifier):" + event.exceptionDates.map { Self.local($0, calendar) }.joined(separator: ","))
        }
        if let minutes = event.alarmMinutesBefore {
            lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + Self.escape(event.title), "TRIGGER:-PT\(minutes)M", "END:VALARM"]
        }
        lines.append("END:VEVENT")
        return lines
    }

    static func calendar(_ zone: String) -> ZonedCalendar {
        ZonedCalendar.resolving(zone)
    }

    /// "20261027T140000" on `calendar`'s wall clock.
    static func local(_ instant: Date, _ calendar: ZonedCalendar) -> String {
        let date = calendar.localDate(of: instant)
        let time = calendar.localTime(of: instant)
        return date.description.replacingOccurrences(of: "-", with: "") + "T" + pad(time.hour) + pad(time.minute) + pad(time.second)
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// "+0300", "-0430".
    static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + pad(minutes / 60) + pad(minutes % 60)
    }

    /// VTIMEZONE for `zone`: every offset change from a year before `from` to `to`, each as its own STANDARD or DAYLIGHT
    /// observance with an explicit DTSTART (wall clock before the change), so no rule needs guessing.
    static func timeZone(_ zone: String, from: Date, to: Date) -> [String] {
        // The same zone over the same days always gives the same lines: keep them (the feed asks on every request).
        let key = "\(zone)|\(Int(from.timeIntervalSince1970 / 86400))|\(Int(to.timeIntervalSince1970 / 86400))"
        if let cached = zoneCache.withLock({ $0[key] }) { return cached }
        let lines = buildTimeZone(zone, from: from, to: to)
        zoneCache.withLock { cache in
            if cache.count > 1000 { cache.removeAll() }
            cache[key] = lines
        }
        return lines
    }

    private static let zoneCache = Mutex<[String: [String]]>([:])

    static func buildTimeZone(_ zone: String, from: Date, to: Date) -> [String] {
        let calendar = calendar(zone)
        let start = from.addingTimeInterval(-366 * 86400)
        var transitions: [Date] = []
        var cursor = start
        var offset = calendar.utcOffset(at: cursor)
        // Offsets change at most a few times a year and never twice in a week: step a week, then narrow to the second.
        while cursor < to {
            let next = cursor.addingTimeInterval(7 * 86400)
            let nextOffset = calendar.utcOffset(at: next)
            if nextOffset != offset {
                // The change is in (cursor, next]: narrow to the second.
                var low = cursor.timeIntervalSince1970, high = next.timeIntervalSince1970
                while high - low > 1 {
                    let mid = ((low + high) / 2).rounded(.down)
                    if calendar.utcOffset(at: Date(timeIntervalSince1970: mid)) == offset { low = mid } else { high = mid }
                }
                transitions.append(Date(timeIntervalSince1970: high))
                offset = nextOffset
            }
            cursor = next
        }
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone)"]
        if transitions.isEmpty {
            let fixed = calendar.utcOffset(at: start)
            lines += [
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + Self.offset(fixed), "TZOFFSETTO:" + Self.offset(fixed),
                "TZNAME:" + escape(ZoneAbbreviation.abbreviation(for: zone, at: start)), "END:STANDARD",
            ]
        }
        for instant in transitions {
            let before = calendar.utcOffset(at: instant.addingTimeInterval(-1))
            let after = calendar.utcOffset(at: instant)
            let kind = calendar.zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
            let wall = local(instant, ZonedCalendar(zone: TimeZone(secondsFromGMT: before)!))
            lines += [
                "BEGIN:\(kind)", "DTSTART:\(wall)", "TZOFFSETFROM:" + Self.offset(before), "TZOFFSETTO:" + Self.offset(after),
                "TZNAME:" + escape(ZoneAbbreviation.abbreviation(for: zone, at: instant)), "END:\(kind)",
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newline.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n": result += "\\n"
            case "\r": continue
            default: result.append(character)
            }
        }
        return result
    }

    /// Folds a content line to at most 75 octets per physical line, never splitting a UTF-8 sequence (§3.1).
    public static func fold(_ line: String) -> String {
        var out = ""
        var count = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if count + size > 75 {
                out += "\r\n "
                count = 1
            }
            out.unicodeScalars.append(scalar)
            count += size
        }
        return out
    }
}
