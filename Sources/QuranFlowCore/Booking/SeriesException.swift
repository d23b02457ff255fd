import Foundation
import Identifiers

/// Why one week of a weekly series does not happen at the series' time.
///
/// An exception is permanent: a cancelled week never comes back by itself (rebooking makes a new one-off).
///
/// ```swift
/// series.exceptions[9] = .cancelled(at: now)
/// ```
public enum SeriesException: Hashable, Codable, Sendable {
    /// The student cancelled this week at the instant given.
    case cancelled(at: Date)
    /// The student moved this week to the one-off given, at the instant given.
    case swapped(to: Identifiers.ID<OneToOneSingle>, at: Date)
}
