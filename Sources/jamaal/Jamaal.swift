import Foundation

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
          serve          Run the Jamaal web app (not built yet).
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
        case "help", "--help", "-h":
            print(help)
            return 0
        case "serve":
            printError("jamaal serve: not built yet.")
            return 1
        default:
            printError("jamaal: unknown command \"\(command)\". Commands: prayer-times, serve (not built yet), help.")
            return usageStatus
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
