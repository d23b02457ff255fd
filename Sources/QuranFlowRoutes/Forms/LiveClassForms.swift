import Routing

/// Raising or lowering a hand in a live class (``QuranFlowRoute/raiseHand``): "1" raises, "0" lowers.
public struct RaiseHandForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case raised }
    public let raised: FormText
}

/// The verse the teacher shows in a live class (``QuranFlowRoute/setLiveVerse``): "67:3", or the sūrah and āyah
/// apart.
public struct LiveVerseForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case verse, surah, ayah }
    public let verse: FormText
    public let surah: FormText
    public let ayah: FormText
}

/// Who speaks in a live class (``QuranFlowRoute/setLiveSpeaker``): a participant's id, or empty for no one.
public struct LiveSpeakerForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case speaker }
    public let speaker: FormText
}
