import Calendar
import Foundation

/// A record whose every number, day and instant can be checked against the bounds the forms enforce — by the import
/// (a record outside them refuses the whole file) and by the store (a stored record outside them, written by another
/// version or by hand, reads as one this version cannot show: "Update Jamaal to see this"). Arithmetic on a record that
/// passed never overflows.
public protocol BoundsChecked {
    /// Throws the first field outside its bounds.
    func checkBounds() throws(BoundsProblem)
}

/// The bounds every stored value is held to, each one the same check a form makes (``Effort/init(minutes:)``,
/// ``CapacitySettings``'s init, ``checkedDate(year:month:day:)``, the habit and Anchor forms' ranges), plus the two no
/// form types: instants (moments the app itself records, between 1970 and 9999) and the lengths measured between them.
///
/// ```swift
/// try StoredBounds.instant(task.createdAt, "createdAt")
/// ```
public enum StoredBounds {
    /// The instants a record may hold: from 1970-01-01T00:00:00Z to 9999-01-01T00:00:00Z (a year short of the last day
    /// a date can name, so a day's arithmetic in any zone stays inside the calendar).
    public static let instants = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_370_764_800)

    /// The longest stretch of seconds a record may hold (a focus session's banked time): the span of ``instants``.
    public static let maxSeconds: TimeInterval = instants.upperBound.timeIntervalSince(instants.lowerBound)

    /// How many things of one kind a day record may count (items, deferrals, Anchors, habits).
    public static let counts = 0...1_000_000

    /// Minutes a closed day's figures may carry: ``EveningMath/minuteCeiling`` (the evening rules' own ceiling).
    public static let minutes = 0...EveningMath.minuteCeiling

    /// An instant inside ``instants`` (`NaN` and infinities are outside).
    public static func instant(_ date: Date, _ field: String) throws(BoundsProblem) {
        let seconds = date.timeIntervalSinceReferenceDate  // compared as numbers: a NaN date is "not after" either bound
        let range = instants.lowerBound.timeIntervalSinceReferenceDate...instants.upperBound.timeIntervalSinceReferenceDate
        guard seconds.isFinite, range.contains(seconds) else {
            throw BoundsProblem(field: field, message: "A moment has to fall between 1970 and 9999.")
        }
    }

    /// `date` moved inside ``instants`` (`NaN` reads as the lower bound): what the calendar is asked about an instant
    /// that got past the checks, since a day beyond the year 9999 can't be named and would trap.
    public static func clamped(_ date: Date) -> Date {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else { return seconds == .infinity ? instants.upperBound : instants.lowerBound }
        return Swift.min(Swift.max(date, instants.lowerBound), instants.upperBound)
    }

    /// An optional instant: checked when present.
    public static func instant(_ date: Date?, _ field: String) throws(BoundsProblem) {
        if let date { try instant(date, field) }
    }

    /// A logical day a form would accept (``checkedDate(year:month:day:)``: within ``LocalDate/supportedRange``).
    public static func day(_ day: LocalDate, _ field: String) throws(BoundsProblem) {
        do {
            _ = try checkedDate(year: day.year, month: day.month, day: day.day)
        } catch {
            throw BoundsProblem(field: field, message: error.message)
        }
    }

    /// An optional day: checked when present.
    public static func day(_ value: LocalDate?, _ field: String) throws(BoundsProblem) {
        if let value { try day(value, field) }
    }

    /// A whole number within `range`; `what` names it in the message ("The count", "Minutes").
    public static func integer(_ value: Int, in range: ClosedRange<Int>, _ field: String, what: String) throws(BoundsProblem) {
        guard range.contains(value) else {
            throw BoundsProblem(
                field: field, message: "\(what) has to be between \(range.lowerBound.formatted) and \(range.upperBound.formatted).")
        }
    }

    /// Seconds within `0…maxSeconds` (`NaN` and infinities are outside).
    public static func seconds(_ value: TimeInterval, _ field: String) throws(BoundsProblem) {
        guard value.isFinite, value >= 0, value <= maxSeconds else {
            throw BoundsProblem(field: field, message: "A length of time has to be between 0 and \(Int(maxSeconds).formatted) seconds.")
        }
    }

    /// Runs one of JamaalCore's own checks and names `field` on its refusal.
    public static func rule(_ field: String, _ check: () throws(JamaalError) -> Void) throws(BoundsProblem) {
        do { try check() } catch { throw BoundsProblem(field: field, message: error.message) }
    }

    /// Runs one of the Anchor rules' own checks; the refusal names its field under `prefix`.
    public static func anchorRule(_ prefix: String, _ check: () throws(AnchorError) -> Void) throws(BoundsProblem) {
        do { try check() } catch {
            throw BoundsProblem(field: prefix.isEmpty ? error.field : prefix + "." + error.field, message: error.message)
        }
    }

    /// Checks each of `items`, naming the failing one's index under `field` ("deferrals[2].at").
    public static func each<T>(_ items: [T], _ field: String, _ check: (T) throws(BoundsProblem) -> Void) throws(BoundsProblem) {
        for (index, item) in items.enumerated() {
            do { try check(item) } catch { throw error.under("\(field)[\(index)]") }
        }
    }
}
