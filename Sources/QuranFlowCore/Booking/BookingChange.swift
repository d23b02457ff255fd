/// What one booking decision writes, in one transaction: rows to upsert and slot keys to claim and free.
///
/// Free first, then claim: each claimed ``SlotKey`` is inserted under the unique constraint, so a
/// concurrent booking of the same occurrence fails there and the whole transaction rolls back.
///
/// ```swift
/// let change = try BookingRules.bookWeekly(...)
/// change.claimed.count   // 15 for a whole term
/// ```
public struct BookingChange: Hashable, Sendable {
    /// Series to insert or replace.
    public let series: [OneToOneSeries]
    /// Single bookings to insert or replace.
    public let singles: [OneToOneSingle]
    /// Slot keys to insert (must be unique).
    public let claimed: [SlotKey]
    /// Slot keys to delete.
    public let freed: [SlotKey]

    /// A change.
    public init(series: [OneToOneSeries] = [], singles: [OneToOneSingle] = [], claimed: [SlotKey] = [], freed: [SlotKey] = []) {
        self.series = series
        self.singles = singles
        self.claimed = claimed
        self.freed = freed
    }
}
