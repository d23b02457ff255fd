import Routing

/// A mark on a word in the review workspace (SakCoachReview; ``QuranFlowRoute/addMark``).
public struct ReviewMarkForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case word, kind, category, title, detail, playhead }
    /// The word as "surah:ayah:index".
    public let word: FormText
    /// Correction or praise (a ``QuranFlowCore/ReviewMark/Kind`` raw value).
    public let kind: FormText
    /// A ``QuranFlowCore/TajweedCategory`` raw value.
    public let category: FormText
    public let title: FormText
    public let detail: FormText
    /// Seconds into the recording (the page fills it from the player).
    public let playhead: FormText
}

/// A note for the student or a private one in the review workspace (SakCoachReview; ``QuranFlowRoute/addReviewNote``).
public struct ReviewNoteForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case audience, text, playhead }
    /// A ``QuranFlowCore/NoteAudience`` raw value.
    public let audience: FormText
    public let text: FormText
    /// Seconds into the recording, or empty.
    public let playhead: FormText
}

/// The review page's activity heartbeats (``QuranFlowRoute/reviewActivity``): `events`, a JSON list of
/// `{kind, ago, lasting}`.
public struct ReviewActivityForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case events }
    public let events: FormText
}

/// Send in the review workspace (SakCoachReview; ``QuranFlowRoute/sendReview``): the page's send key and the outcome
/// chosen (a ``QuranFlowCore/ReviewOutcome`` raw value, or none).
public struct SendReviewForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case key, outcome }
    public let key: FormText
    public let outcome: FormText
}
