import Routing

/// A week's recording (SakRecord; ``QuranFlowRoute/submitRecording`` and its JSON twin, multipart): the audio file.
public struct RecordingUploadForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case recording }
    public let recording: FormUpload
}

/// How far into a lesson video, a welcome note or a coach's note the player got (``QuranFlowRoute/notePlayed``,
/// ``QuranFlowRoute/mediaPosition``): seconds from the start.
public struct PlaybackPositionForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case position }
    public let position: FormText
}

/// Booking one-to-ones (SakBookAppointment; ``QuranFlowRoute/submitBooking``): this week only or recurring, the slot's
/// start and the coach (none: the student's own).
public struct BookingForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case mode, start, coach }
    public let mode: FormText
    /// The slot's start, an instant.
    public let start: FormText
    public let coach: FormText
}

/// The student's availability grid (SakAvailability; ``QuranFlowRoute/submitAvailability``): every cell ticked.
public struct AvailabilityForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case cell }
    public let cell: FormTexts
}

/// Moving one meeting of a one-to-one series to another slot (``QuranFlowRoute/swapAppointment``): the slot's start.
public struct AppointmentSwapForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case start }
    public let start: FormText
}

/// Cancelling the enrolment (SakManageSubscription; ``QuranFlowRoute/confirmCancelEnrolment``): "cancel", sent only by
/// the confirmation step.
public struct CancelEnrolmentForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case confirm }
    public let confirm: FormText
}

/// One notification setting's switch (``QuranFlowRoute/changeNotificationSetting``,
/// ``QuranFlowRoute/changeCoachNotificationSetting``): which setting, and "1" on or "0" off.
public struct NotificationSettingForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case setting, on }
    public let setting: FormText
    public let on: FormText
}

/// The Qur'an script picker (SakQuranScript; ``QuranFlowRoute/saveQuranScript``; onboarding's script step,
/// ``QuranFlowRoute/continueOnboarding``, sends only the font, or `skip`).
public struct QuranScriptForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case font, size, skip }
    public let font: FormText
    /// The text size in points.
    public let size: FormText
    /// "1" skips the rest of onboarding.
    public let skip: FormText
}

/// A new profile photo (SakProfile; ``QuranFlowRoute/uploadProfilePhoto``, multipart).
public struct ProfilePhotoForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case photo }
    public let photo: FormUpload
}

/// Adding a widget device (``QuranFlowRoute/addWidgetDevice``): the device's label.
public struct WidgetDeviceForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case label }
    public let label: FormText
}

/// Auto-renew's switch (SakManageSubscription; ``QuranFlowRoute/setAutoRenew``): "1" on, "0" off.
public struct AutoRenewForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case on }
    public let on: FormText
}
