import JamaalCommands
import Testing

/// `jamaal bench-people`'s options (make bench's many people on PostgreSQL): the defaults, and every mistake a usage
/// error naming it — never a trap, never a guess.
@Suite("jamaal bench-people options")
struct BenchPeopleCommandTests {
    static let url = "postgresql://postgres@127.0.0.1:54380/bench"

    @Test("The database URL alone: 10,000 people with a year each")
    func defaults() throws {
        let options = try JamaalPeopleBench.parse(["--database-url", Self.url])
        #expect(options.databaseURL == Self.url && options.people == 10_000 && options.years == 1)
        #expect(options.password == "bench-password")
        let chosen = try JamaalPeopleBench.parse(["--people", "3", "--years", "2", "--database-url", Self.url, "--password", "long enough"])
        #expect(chosen.databaseURL == Self.url && chosen.people == 3 && chosen.years == 2 && chosen.password == "long enough")
    }

    @Test(
        "A mistake is a usage error that names it",
        arguments: [
            ([], "--database-url is required"),
            (["--people", "10"], "--database-url is required"),
            (["--database-url"], "--database-url needs a value"),
            (["--database-url", "/tmp/jamaal.sqlite"], "must be a PostgreSQL URL"),
            (["--database-url", url, "--people"], "--people needs a value"),
            (["--database-url", url, "--people", "0"], "--people must be a whole number from 1 to 100000"),
            (["--database-url", url, "--people", "1e4"], "--people must be a whole number"),
            (["--database-url", url, "--people", "99999999999999999999999"], "--people must be a whole number"),
            (["--database-url", url, "--years", "-1"], "--years must be a whole number from 1 to 10"),
            (["--database-url", url, "--password", "short"], "--password must be 8 to 128 characters"),
            (["--database-url", url, "--data", "/tmp"], "unknown option \"--data\""),
        ])
    func refused(arguments: [String], says: String) {
        #expect {
            try JamaalPeopleBench.parse(arguments)
        } throws: { error in
            (error as? JamaalServeCommand.UsageError)?.description.contains(says) == true
        }
    }
}
