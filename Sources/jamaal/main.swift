import Foundation

// jamaal: the Jamaal command-line tool. `jamaal help` lists the commands.

let arguments = Array(CommandLine.arguments.dropFirst())
let status = Jamaal.run(arguments)
exit(status)
