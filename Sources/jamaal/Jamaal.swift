import Foundation
import JamaalCommands

/// Dispatches `jamaal <command> [options]`.
///
///     jamaal prayer-times --latitude 51.5074 --longitude -0.1278 --zone Europe/London --from 2026-01-01
enum Jamaal {
    /// sysexits.h EX_USAGE: the command was used incorrectly.
    static let usageStatus: Int32 = 64

    static let help = """
        jamaal — Jamaal's command-line tool

        Commands:
          prayer-times   Print prayer times for a place and a range of dates, one JSON object per day.
                         `jamaal prayer-times --help` for its options.
          serve          Run the Jamaal web app on 127.0.0.1 (`jamaal serve --help` for its options).
          export         Write everything as one JSON file (`jamaal export --data DIR [--out FILE]`).
          import         Read an export into an empty data directory (`jamaal import FILE --data DIR`).
          bench-today    Time building Today's screen model for a person with five years of history (make bench).
          bench-people   Fill an empty PostgreSQL database with many people, each with a year of history (make bench).
          help           Show this help.
        """

    /// Runs a command and returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            print(help)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "prayer-times":
            return PrayerTimesCommand.run(rest)
        case "bench-today":
            do {
                print(try JamaalBench.run(rest))
                return 0
            } catch {
                printError("jamaal bench-today: \(error)")
                return usageStatus
            }
        case "bench-people":
            if rest.contains("--help") || rest.contains("-h") {
                print(JamaalPeopleBench.usage)
                return 0
            }
            do {
                print(try JamaalPeopleBench.run(rest))
                return 0
            } catch let error as JamaalServeCommand.UsageError {
                printError("jamaal bench-people: \(error.description)")
                printError(JamaalPeopleBench.usage)
                return usageStatus
            } catch {
                printError("jamaal bench-people: \(error)")
                return 1
            }
        case "export", "import":
            do {
                print(try JamaalDataCommand.run(command, rest))
                return 0
            } catch let error as JamaalServeCommand.UsageError {
                printError("jamaal \(command): \(error.description)")
                printError(JamaalDataCommand.usage)
                return usageStatus
            } catch {
                printError("jamaal \(command): \(error)")
                return 1
            }
        case "help", "--help", "-h":
            print(help)
            return 0
        case "serve":
            if rest.contains("--help") || rest.contains("-h") {
                print(JamaalServeCommand.usage)
                return 0
            }
            do {
                try JamaalServeCommand.run(rest)
                return 0
            } catch let error as JamaalServeCommand.UsageError {
                printError("jamaal serve: \(error.description)")
                printError(JamaalServeCommand.usage)
                return usageStatus
            } catch {
                printError("jamaal serve: \(error)")
                return 1
            }
        default:
            printError(
                "jamaal: unknown command \"\(command)\". Commands: prayer-times, serve, export, import, bench-today, bench-people, help.")
            return usageStatus
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
