/// Keeps the six times in order: fajr ≤ sunrise ≤ dhuhr ≤ asr ≤ maghrib ≤ isha (beyond Adhan).
///
/// Dhuhr (the sun's transit) is the anchor. Sunrise may not come after Dhuhr and Maghrib not before it;
/// Fajr is moved back to sunrise if it would come after it, and Isha to Maghrib if it would come before it.
/// Asr must fall strictly between Dhuhr and Maghrib so that both windows stay open; if it does not, it is
/// moved to the middle of that afternoon. (Near polar night, where Adhan's single correction step puts Asr
/// before noon or after sunset, ``AdhanDay`` has already solved Asr's altitude directly; what is left for
/// this rule is a method or personal adjustment that pushes Asr onto or past a neighbour.)
/// Otherwise equal times are allowed.
enum TimeOrder {
    /// `times` in the order fajr, sunrise, dhuhr, asr, maghrib, isha, already rounded with `rounding`.
    static func enforce(_ times: [Double], rounding: Rounding) -> [Double] {
        let dhuhr = times[2]
        let sunrise = min(times[1], dhuhr)
        let fajr = min(times[0], sunrise)
        let maghrib = max(times[4], dhuhr)
        let isha = max(times[5], maghrib)
        var asr = times[3]
        if (asr <= dhuhr || asr >= maghrib) && dhuhr < maghrib { asr = rounding.apply(dhuhr + (maghrib - dhuhr) / 2) }
        return [fajr, sunrise, dhuhr, asr, maghrib, isha]
    }

    static func isOrdered(_ times: [Double]) -> Bool { zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } }
}
