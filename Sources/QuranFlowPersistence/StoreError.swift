/// What the stores refuse, in words a person can read; the web app gives each its status in one place
/// (`DomainErrors+HTTP.swift`): storage missing or failing is 503, not there is 404, not set up yet is 409, a refused
/// upload 413/422.
///
/// ```swift
/// throw StoreError.studentNotSetUp
/// ```
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server runs without a data directory, so it has nowhere to keep a recording.
    case noRecordingsPlace
    /// The server runs without a data directory (an audio reply or a practice take).
    case noDataDirectory
    /// Writing the upload to disk failed.
    case saveFailed
    /// No such student (or not one the caller may name).
    case noSuchStudent
    /// No such recording or video (or not one the caller may have).
    case noSuchMedia
    /// The student's coach or cohort is not chosen yet.
    case studentNotSetUp
    /// The coach's profile is not made yet.
    case coachNotSetUp
    /// An upload with no bytes.
    case emptyRecording
    /// An upload over the size cap.
    case recordingTooLarge(megabytes: Int)
    /// The person already has the most widget devices allowed.
    case tooManyWidgetDevices(limit: Int)

    public var message: String {
        switch self {
        case .noRecordingsPlace: "This server has no place to keep recordings (start it with --data)."
        case .noDataDirectory: "This server keeps no recordings (it runs without a data directory)."
        case .saveFailed: "The recording could not be saved on the server; try again."
        case .noSuchStudent: "There is no such student."
        case .noSuchMedia: "There is no such recording or video."
        case .studentNotSetUp: "Your place in the programme is still being set up: your programme admin will choose your coach and cohort."
        case .coachNotSetUp: "Your coach profile is still being set up by your programme admin."
        case .emptyRecording: "The recording is empty."
        case .recordingTooLarge(let megabytes): "The recording is larger than \(megabytes) MB."
        case .tooManyWidgetDevices(let limit): "You already have \(limit) widget devices. Revoke one before adding another."
        }
    }

    public var description: String { message }
}
