/// The Year-2 gate: the one rule deciding who may see or act on one-to-ones and availability.
///
/// Year-1 accounts are refused every action (the server answers 403 and the screens show no trace).
///
/// ```swift
/// try OneToOneAccess.check(noor, .book)   // throws BookingError.yearOneStudent
/// ```
public enum OneToOneAccess {
    /// Everything a student can do with one-to-ones.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// See the One-to-one row, appointment detail and reminders.
        case view
        /// Open "Book your one-to-one" and see the coach's slots.
        case viewSlots
        /// Book ("Same time weekly" or "Pick each week", make-ups included).
        case book
        /// Swap one week's time.
        case swap
        /// Cancel one week.
        case cancel
        /// Answer the Availability grid.
        case availability
        /// Download or subscribe to one-to-one calendar data.
        case calendar
    }

    /// Whether `student` may do `action`.
    public static func allows(_ student: Student, _ action: Action) -> Bool {
        student.year == .two
    }

    /// Throws ``BookingError/yearOneStudent`` unless `student` may do `action`.
    ///
    /// ```swift
    /// try OneToOneAccess.check(sarah, .cancel)
    /// ```
    public static func check(_ student: Student, _ action: Action) throws(BookingError) {
        guard allows(student, action) else { throw .yearOneStudent }
    }
}
