/// The page shown for an error status: what happened, in words, a way back, and the request id an operator can find
/// in the logs (docs/operations.md, "Logs").
///
/// ```swift
/// ErrorScreen(status: 404, message: "There is no such recording.", requestID: "r-1").heading   // "Not found"
/// ```
public struct ErrorScreen: Equatable, Sendable {
    public let status: Int
    public let heading: String
    public let message: String
    public let requestID: String?

    public init(status: Int, message: String, requestID: String? = nil) {
        self.status = status
        self.message = message
        self.requestID = requestID
        self.heading =
            switch status {
            case 404: "Not found"
            case 403: "Not available to you"
            case 401: "Please sign in"
            case 405: "That can't be done here"
            case 413: "That's too large"
            case 429: "Too many attempts"
            case 500...: "Something went wrong on our side"
            default: "That didn't work"
            }
    }
}
