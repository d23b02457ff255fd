/// Keeps the six times in order: fajr ≤ sunrise ≤ dhuhr ≤ asr ≤ maghrib ≤ isha (beyond Adhan).
///
/// Dhuhr (the sun's transit) is the anchor. Sunrise may not come after Dhuhr and Maghrib not before it;
/// Fajr is moved back to sunrise if it would come after it, Asr is held between Dhuhr and Maghrib (an Asr
/// after Maghrib becomes Maghrib's time: the afternoon has ended), and Isha is moved to Maghrib if it would
/// come before it. Equal times are allowed. This only acts on degenerate days — near the polar circles
/// where Adhan's iterations misbehave, or when large manual adjustments cross neighbours.
enum TimeOrder {
    /// `times` in the order fajr, sunrise, dhuhr, asr, maghrib, isha.
    static func enforce(_ times: [Double]) -> [Double] {
        let dhuhr = times[2]
        let sunrise = min(times[1], dhuhr)
        let fajr = min(times[0], sunrise)
        let maghrib = max(times[4], dhuhr)
        let asr = min(max(times[3], dhuhr), maghrib)
        let isha = max(times[5], maghrib)
        return [fajr, sunrise, dhuhr, asr, maghrib, isha]
    }

    static func isOrdered(_ times: [Double]) -> Bool { zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } }
}
