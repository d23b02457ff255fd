/// TD-05: Today's top holds **at most one banner** — the most urgent of those that apply (#40 item 9), so the day's
/// list starts within the first screen.
///
/// The order, most urgent first:
/// 1. **read-only** (SB-03): creating and planning are locked now;
/// 2. **trial status** (TD-05, days 12–14): a deadline days away, and what changes after it;
/// 3. **notifications off** (SY-01): reminders will not arrive — it waits its turn because ST-03's warning card keeps
///    saying it in Settings, and it comes back the next day.
///
/// ```swift
/// TodayBanner.mostUrgent(of: [.notificationsOff, .trialStatus])   // .trialStatus
/// TodayBanner.mostUrgent(of: [])                                  // nil
/// ```
public enum TodayBanner: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case readOnly
    case trialStatus
    case notificationsOff

    /// The one banner Today shows among `candidates`, or nil when none applies.
    public static func mostUrgent<S: Sequence>(of candidates: S) -> TodayBanner? where S.Element == TodayBanner {
        candidates.min()
    }

    /// The banner that applies for a trial banner (its kind).
    public init(_ trial: TrialBanner.Kind) {
        switch trial {
        case .readOnly: self = .readOnly
        case .trialStatus: self = .trialStatus
        }
    }

    /// More urgent sorts first.
    public static func < (lhs: TodayBanner, rhs: TodayBanner) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
