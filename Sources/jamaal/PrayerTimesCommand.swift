import Foundation
import PrayerTimes

/// `jamaal prayer-times`: one JSON object per local date with the six times in local ISO-8601.
///
///     jamaal prayer-times --latitude 51.5074 --longitude -0.1278 --zone Europe/London --from 2026-03-29
enum PrayerTimesCommand {
    /// Longest range printed at once: ten years.
    static let maximumDays = 3653

    static let usage = """
        Usage: jamaal prayer-times --latitude DEG --longitude DEG --zone AREA/CITY --from YYYY-MM-DD [--to YYYY-MM-DD]
                 [--method NAME] [--madhab shafi|hanafi] [--high-latitude-rule RULE] [--rounding nearest|up|none]
                 [--adjust fajr=2,isha=-3] [--polar nearest-latitude|nearest-day] [--shafaq general|ahmer|abyad]
                 [--sunnah] [--fajr-angle DEG --isha-angle DEG [--isha-interval MIN] [--maghrib-angle DEG]]

          --latitude, --longitude   decimal degrees, north and east positive
          --zone                    tz database zone for the output offsets, e.g. Europe/London
          --from, --to              local dates, inclusive (--to defaults to --from; at most 10 years)
          --method                  \(CalculationMethod.names) (default MuslimWorldLeague)
          --madhab                  shafi (default) or hanafi, for Asr
          --high-latitude-rule      middleOfTheNight, seventhOfTheNight, twilightAngle, recommended (default)
          --rounding                the method's default (up for Singapore, nearest otherwise) unless given
          --adjust                  minutes per prayer: fajr, sunrise, dhuhr, asr, maghrib, isha
          --polar                   where the sun does not rise or set: none (default: null times and an error),
                                    nearest-latitude or nearest-day
          --shafaq                  MoonsightingCommittee only (default general)
          --sunnah                  also print middleOfTheNight and lastThirdOfTheNight (Maghrib to next Fajr)
          --fajr-angle …            custom angles, with --method Other only

        Prints one JSON object per line: date, fajr, sunrise, dhuhr, asr, maghrib, isha (null and "error" when
        the times cannot exist). Bad input: a message naming the option, exit status 64.
        """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let request: PrayerTimesRequest
        do {
            request = try PrayerTimesRequest(arguments: arguments)
        } catch let error as UsageError {
            Jamaal.printError("jamaal prayer-times: \(error.message)")
            Jamaal.printError("Run `jamaal prayer-times --help` for the options.")
            return Jamaal.usageStatus
        } catch {
            Jamaal.printError("jamaal prayer-times: \(error)")
            return Jamaal.usageStatus
        }
        let calculator = request.calculator
        let formatter = LocalTimeFormatter(timeZone: calculator.timeZone)
        let days = calculator.days(from: request.from, through: request.sunnah ? request.to.adding(days: 1) : request.to)
        var output = ""
        output.reserveCapacity(days.count * 240)
        for (index, day) in days.enumerated() where day.date <= request.to {
            let sunnah: SunnahTimes?? = request.sunnah ? .some(SunnahTimes(day: day, nextDay: days[index + 1])) : nil
            output += day.jsonLine(formatter: formatter, sunnah: sunnah)
            output += "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    }
}
