import Routing

/// A coach's profile (the coach's own SakCoachProfile form, ``QuranFlowRoute/saveCoachProfile``, and the admin's coach
/// page, ``QuranFlowRoute/adminSaveCoach``): honorific, the name students call them, city, ijāza line, levels taught and
/// meeting link.
public struct CoachProfileForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case honorific, name, city, ijazah, levels, meetingLink }
    public let honorific: FormText
    /// The name students call the coach.
    public let name: FormText
    public let city: FormText
    public let ijazah: FormText
    /// Every level ticked (level numbers).
    public let levels: FormTexts
    public let meetingLink: FormText
}

/// A coach's one-to-one windows on the admin's coach page (``QuranFlowRoute/adminCoachAvailability``): a weekday and
/// either the start of the window to remove or a new window's opening and closing times (HH:MM; "24:00" is midnight).
public struct CoachAvailabilityForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case weekday, remove, from, to }
    /// A ``Calendar/Weekday`` raw value.
    public let weekday: FormText
    /// The start minute of the window to remove.
    public let remove: FormText
    public let from: FormText
    public let to: FormText
}
