/// A command-line mistake, worded for the person who typed it.
struct UsageError: Error {
    let message: String
}
