import Routing

/// OB-03's Welcome back (``JamaalRoute/importOnboarding``): an export file to bring back.
public struct ImportExportForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case export }
    public let export: FormUpload
}

/// The recovery page's reset (``JamaalRecoveryRoute/reset``): sent as `reset` by its button.
public struct RecoveryResetForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case confirm }
    public let confirm: FormText
}
