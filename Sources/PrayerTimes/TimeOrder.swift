/// Keeps the six times in order: fajr ≤ sunrise ≤ dhuhr ≤ asr ≤ maghrib ≤ isha (beyond Adhan).
///
/// Dhuhr (the sun's transit) is the anchor. Sunrise may not come after Dhuhr and Maghrib not before it;
/// Fajr is moved back to sunrise if it would come after it, and Isha to Maghrib if it would come before it.
/// Asr outside Dhuhr…Maghrib is moved to the middle of that afternoon: this happens only in the last days
/// before and the first after polar night, when the noon sun barely clears the horizon, the shadow rule
/// has no meaning (the shadow is never short) and Adhan's single iteration lands Asr after sunset or before
/// noon; the middle keeps both the Dhuhr and the Asr windows open. Equal times are allowed.
enum TimeOrder {
    /// `times` in the order fajr, sunrise, dhuhr, asr, maghrib, isha, already rounded with `rounding`.
    static func enforce(_ times: [Double], rounding: Rounding) -> [Double] {
        let dhuhr = times[2]
        let sunrise = min(times[1], dhuhr)
        let fajr = min(times[0], sunrise)
        let maghrib = max(times[4], dhuhr)
        let isha = max(times[5], maghrib)
        var asr = times[3]
        if asr < dhuhr || asr > maghrib { asr = rounding.apply(dhuhr + (maghrib - dhuhr) / 2) }
        return [fajr, sunrise, dhuhr, asr, maghrib, isha]
    }

    static func isOrdered(_ times: [Double]) -> Bool { zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } }
}
