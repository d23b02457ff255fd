import Routing

/// Uploading a lesson video on the admin's lesson videos page (``QuranFlowRoute/uploadLessonVideo``, multipart): its
/// title, its place in the list and the file.
public struct LessonVideoUploadForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case title, position, video }
    public let title: FormText
    /// 1–50, or empty: after the last.
    public let position: FormText
    public let video: FormUpload
}

/// Moving a lesson video up or down the list (``QuranFlowRoute/moveLessonVideo``).
public struct LessonVideoMoveForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case direction }
    /// "up" or "down".
    public let direction: FormText
}

/// A lesson video's captions (``QuranFlowRoute/saveVideoTranscript``, multipart): WebVTT typed or pasted, or a `.vtt`
/// file (which wins when sent); empty removes them.
public struct VideoTranscriptForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case transcript
        case vttFile = "file"
    }
    public let transcript: FormText
    public let vttFile: FormUpload
}

/// A session's recording on the admin's session recordings page (``QuranFlowRoute/uploadSessionRecording``,
/// multipart): which meeting (its date) and the file.
public struct SessionRecordingUploadForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case date, recording }
    public let date: FormText
    public let recording: FormUpload
}
