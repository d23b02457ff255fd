import Foundation
import PrayerTimes

// prayer-times-bench — `make bench` times a full year of prayer times for one place and method, in process,
// and prints the median of many runs in milliseconds (the reference tool is timed beside it by scripts/bench.sh).

let coordinates = try Coordinates(latitude: 51.5074, longitude: -0.1278)
let parameters = CalculationMethod.muslimWorldLeague.parameters(madhab: .shafi, highLatitudeRule: .recommended)
let calculator = try PrayerCalculator(coordinates: coordinates, timeZone: "Europe/London", parameters: parameters)
guard let start = CivilDate(year: 2026, month: 1, day: 1), let end = CivilDate(year: 2026, month: 12, day: 31) else { exit(1) }

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 41
var samples: [Double] = []
var days = 0
for _ in 0..<runs {
    let started = DispatchTime.now().uptimeNanoseconds
    days = calculator.days(from: start, through: end).count
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
}
samples.sort()
print(String(format: "%.3f %d", samples[samples.count / 2], days))
