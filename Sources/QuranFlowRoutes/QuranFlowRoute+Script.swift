import Routing

/// The Qur'an script picker (SakFontPicker) and onboarding (SakOnb1–SakOnb6), issue 16.
extension QuranFlowRoute {
    /// The Qur'an script picker, for students, coaches and admins alike (each account's own reading preference).
    public static let quranScript = QuranFlowEndpoint(
        .get, "/settings/script", query: ScriptQuery.self, access: .signedIn, feature: .quranScript,
        kind: .screen(
            summary: "The Qur'an script picker (SakFontPicker): Amiri Quran, Amiri or Noto Naskh Arabic, each previewing the "
                + "Bismillah in its own face, and the 18–36 pt size with a live preview; `saved=1` after a save.",
            name: "Qur'an script", spec: "SakFontPicker"))
    /// Saves the signed-in account's script (form: `font` amiri-quran / amiri / noto-naskh, `size` 18–36).
    public static let saveQuranScript = QuranFlowEndpoint(.post, "/settings/script", access: .signedIn, statuses: [422])

    /// One onboarding step (1–6) for a student who has not finished onboarding.
    public static let onboarding = QuranFlowEndpoint(
        .get, "/welcome/:step", Int.self, access: .students, feature: .onboarding,
        kind: .screen(
            summary: "One onboarding step (SakOnb1–SakOnb6) in the shared shell; a step not reached yet, or onboarding already "
                + "finished, redirects (the JSON twin answers 409).", name: "Onboarding", spec: "SakOnb1"),
        statuses: [404, 409])
    /// "Continue" on a step (SakOnb3 also saves its `font`); after the last step, and with `skip=1` from any step,
    /// onboarding is finished and the student lands on Today.
    public static let continueOnboarding = QuranFlowEndpoint(
        .post, "/welcome/:step", Int.self, access: .students, statuses: [404, 409, 422])
}

/// The picker's query: `saved=1` after a save.
public struct ScriptQuery: RouteQuery, Equatable {
    public var saved: Bool?

    public init(saved: Bool? = nil) { self.saved = saved }
}
