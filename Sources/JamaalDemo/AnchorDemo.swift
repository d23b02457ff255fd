import Calendar
import Foundation
import Identifiers
import JamaalCore
import Places
import PrayerTimes

/// The demo person's Anchors (DESIGN §5): Salah for London (her city, from the GeoNames list, Muslim World League,
/// Shafi, all five prayers) and the school run (weekdays, Drop-off 08:15–08:45 and Pick-up 15:00–15:30, 30 min each),
/// with a half-term exception behind her and some history: last week's prayers and runs, including a pick-up someone
/// else did.
///
///     JamaalDemo.seeders = [AnchorDemo.seed]
enum AnchorDemo {
    static let salahID = ID<AnchorRule>("anchor-salah")
    static let schoolRunID = ID<AnchorRule>("anchor-school-run")

    static let seed: JamaalDemo.Seeder = { db, person, now in
        let clock = person.clock
        let today = clock.today(at: now)
        let started = clock.today(at: person.createdAt)
        guard let city = WorldCities.shared.named("London", countryCode: "GB") else { return }
        let location = try PrayerLocation(
            latitude: city.latitude, longitude: city.longitude, zone: city.zoneIdentifier, source: .city(city.displayName))
        let salah = AnchorRule(
            id: salahID, title: "Salah", kind: .prayer(try PrayerAnchor(location: location, method: .muslimWorldLeague)), createdOn: started
        )
        let halfTerm = try AnchorException(
            kind: .term, starts: started.adding(days: -7), ends: started.adding(days: -3), note: "Half term")
        let run = AnchorRule(
            id: schoolRunID, title: AnchorPreset.schoolRun.title,
            kind: .scheduled(AnchorPreset.schoolRun.schedule(startsOn: started, rollover: clock.rollover)), exceptions: [halfTerm],
            createdOn: started)
        try db.save(salah)
        try db.save(run)

        // Last week: the prayers attended (Fajr not today twice), and the runs — one pick-up someone else did.
        var marks: [AnchorMark] = []
        for back in 1...7 {
            let day = today.adding(days: -back)
            for rule in [salah, run] {
                for instance in AnchorDay.instances(of: rule, openingOn: day, clock: clock, marks: []).instances {
                    let outcome: AnchorOutcome =
                        instance.slot == "fajr" && back % 3 == 0
                        ? .notToday
                        : instance.slot == "Pick-up" && back == 2 ? .someoneElseDidIt : .attended
                    if instance.slot == "isha" && back == 4 { continue }  // left unmarked: missed
                    let at = outcome == .attended ? instance.window.start.addingTimeInterval(5 * 60) : instance.window.start
                    guard at < now else { continue }
                    marks.append(
                        AnchorMark(
                            id: ID("demo-\(instance.id)"), instanceID: instance.id, ruleID: rule.id, slot: instance.slot, instanceDay: day,
                            markedOn: clock.today(at: at), outcome: outcome, at: at))
                }
            }
        }
        for mark in marks { try db.append(mark) }
    }
}
