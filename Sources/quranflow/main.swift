import Foundation
import QuranFlowCommands

// quranflow — the QuranFlow server and its admin commands. `quranflow help` prints the usage.

let usage = """
    usage:
    \(ServeOptions.usage)
      (quranflow serve --help explains each option)
    \(AdminCommand.usage)
    \(BackupCommand.usage)
    \(MediaCommand.usage)
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("quranflow: \(message)\n".utf8))
    exit(status)
}

do {
    let arguments = try Arguments(
        Array(CommandLine.arguments.dropFirst()),
        switchNames: ServeOptions.all.switchNames.union(["dry-run", "force", "read-back"]))
    switch arguments.positional.first {
    case "serve": try ServeCommand.run(arguments)
    case "admin": try AdminCommand.run(arguments)
    case "backup": try BackupCommand.backup(arguments)
    case "restore": try BackupCommand.restore(arguments)
    case "media": try MediaCommand.run(arguments)
    case nil, "help": print(usage)
    case let other?: throw UsageError("Unknown command “\(other)”.")
    }
} catch let error as UsageError {
    fail("\(error)\n\(usage)", status: 64)
} catch {
    fail("\(error)", status: 1)
}
