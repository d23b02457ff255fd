import Routing

/// A typed message in a thread (SakMessages; ``QuranFlowRoute/sendMessage``, ``QuranFlowRoute/coachSendMessage`` and
/// their JSON twins).
public struct MessageForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case body }
    public let body: FormText
}

/// A voice message (multipart; ``QuranFlowRoute/sendVoiceMessage``, ``QuranFlowRoute/coachSendVoiceMessage`` and their
/// JSON twins): the recording, and for a student's the submission it is about (optional).
public struct VoiceMessageForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case recording, about }
    public let recording: FormUpload
    /// A submission's id, or empty (a student's only).
    public let about: FormText
}
