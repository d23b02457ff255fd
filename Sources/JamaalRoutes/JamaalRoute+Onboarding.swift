import Routing

/// F01 the first launch: OB-01…OB-09 (OB-08 is ``firstAnchor``), each a page with its JSON twin under
/// `/api/screens/onboarding/…`, and the forms that pass, skip and finish the steps.
extension JamaalRoute {
    /// `GET /onboarding`: leads to the step the person has reached (or Today once finished).
    public static let onboarding = Endpoint(.get, "/onboarding", access: JamaalAccess.person)

    /// OB-01 Meet Jamaal.
    public static let onboardingMeet = Endpoint(
        .get, "/onboarding/meet", access: JamaalAccess.person, kind: .screen(summary: "OB-01 Meet Jamaal: the companion intro"),
        statuses: [409])

    /// OB-02 The idea.
    public static let onboardingIdea = Endpoint(
        .get, "/onboarding/idea", access: JamaalAccess.person,
        kind: .screen(summary: "OB-02 The idea: one list, three ways of tracking; not projects or tags"), statuses: [409])

    /// OB-03 This device: shown only when the device check reports a problem.
    public static let onboardingDevice = Endpoint(
        .get, "/onboarding/device", access: JamaalAccess.person,
        kind: .screen(summary: "OB-03 the device check: silent when fine; the problem and Try again"), statuses: [409])

    /// OB-04 Your normal day.
    public static let onboardingDay = Endpoint(
        .get, "/onboarding/day", access: JamaalAccess.person,
        kind: .screen(summary: "OB-04 Your normal day: normal-day length, working-day end, capacity slider"), statuses: [409])

    /// OB-04's form (`normal_day_minutes`, `working_day_end`, `level`): the same settings ST-02 saves.
    public static let saveOnboardingDay = Endpoint(.post, "/onboarding/day", access: JamaalAccess.shaping, statuses: [409, 422])

    /// OB-05 Reminders & evening time (skippable).
    public static let onboardingReminders = Endpoint(
        .get, "/onboarding/reminders", access: JamaalAccess.person,
        kind: .screen(summary: "OB-05 Reminders & evening time: evening planning time, morning list, permission (skippable)"),
        statuses: [409])

    /// OB-05's form (`evening_planning_time`, `morning_list`): the same settings ST-03 changes.
    public static let saveOnboardingReminders = Endpoint(
        .post, "/onboarding/reminders", access: JamaalAccess.person, statuses: [409, 422])

    /// OB-06 Your first task, with the category intro.
    public static let onboardingTask = Endpoint(
        .get, "/onboarding/task", access: JamaalAccess.person,
        kind: .screen(summary: "OB-06 Your first task: the category intro and a real task"), statuses: [409])

    /// OB-06's form (`title`, `effort`, `schedule`, `category`): a task by TK-01's rules.
    public static let createOnboardingTask = Endpoint(.post, "/onboarding/task", access: JamaalAccess.shaping, statuses: [409, 422])

    /// OB-07 Your first habit: presets or your own.
    public static let onboardingHabit = Endpoint(
        .get, "/onboarding/habit", access: JamaalAccess.person, kind: .screen(summary: "OB-07 Your first habit: presets or custom"),
        statuses: [409])

    /// OB-07's form (`preset`, or `preset`=custom with `name`, `kind`, `number`): a habit by HB-03's rules.
    public static let createOnboardingHabit = Endpoint(.post, "/onboarding/habit", access: JamaalAccess.shaping, statuses: [409, 422])

    /// OB-09 Ready: "Tonight, we'll plan tomorrow" and the trial line.
    public static let onboardingReady = Endpoint(
        .get, "/onboarding/ready", access: JamaalAccess.person,
        kind: .screen(summary: "OB-09 Ready: tonight's planning and the trial line"), statuses: [409])

    /// Continue on a step without a form (`step`: meet, idea, device or ready — ready finishes and opens Today).
    public static let continueOnboarding = Endpoint(.post, "/onboarding/continue", access: JamaalAccess.person, statuses: [409, 422])

    /// Not now on a skippable step (`step`: reminders or firstAnchor; any other is refused, 409).
    public static let skipOnboardingStep = Endpoint(.post, "/onboarding/skip", access: JamaalAccess.person, statuses: [409, 422])
}

extension JamaalRoute {
    /// OB-03's "Welcome back": bring an export (ST-08's file) back into this device's empty store instead of starting
    /// over; reached from OB-01.
    public static let onboardingWelcomeBack = Endpoint(
        .get, "/onboarding/welcome-back", access: JamaalAccess.person,
        kind: .screen(summary: "OB-03's Welcome back: import an export into this device's empty store"), statuses: [409])

    /// The import (`export`: the file, multipart): an empty store only; the whole file or nothing; then Today.
    public static let importOnboarding = Endpoint(
        .post, "/onboarding/welcome-back", access: JamaalAccess.person, statuses: [409, 413, 422])
}
