import Calendar
import JamaalCore
import JamaalRoutes
import Routing

/// Each step's model, from what the step shows and (after a refusal) the values as they were sent.
extension OnboardingScreen {
    /// A refusal to show on a step: its words and the field it names.
    public typealias Refusal = (message: String, field: String?)

    /// OB-01 Meet Jamaal.
    public static func meet(_ progress: OnboardingProgress) -> OnboardingScreen {
        OnboardingScreen(
            .meet, progress: progress,
            lines: [
                "Assalamu alaykum. I'm Jamaal, a quiet companion for your day.",
                "I help you plan an honest amount — what fits — and let the rest wait without guilt.",
                "Everything you tell me stays on this device.",
            ])
    }

    /// OB-02 The idea.
    public static func idea(_ progress: OnboardingProgress) -> OnboardingScreen {
        OnboardingScreen(
            .idea, progress: progress,
            lines: [
                "One list for your day.",
                "Three ways of tracking: tasks you finish, habits you keep, and Anchors — the fixed points like prayers or the school run, which the day plans around.",
                "No projects, no tags: a task carries at most one quiet category label.",
            ])
    }

    /// OB-03 the device check's problem (never shown while the check is fine).
    public static func device(_ progress: OnboardingProgress, problem: String) -> OnboardingScreen {
        OnboardingScreen(
            .device, progress: progress, lines: ["Before you start, Jamaal checked that this device can keep your data."],
            continueLabel: "Try again",
            device: DevicePart(
                problem: problem, reassurance: "Nothing is lost: you have not entered anything yet. Fix this, then try again."))
    }

    /// OB-04 Your normal day, from the current settings or the values sent (`minutes`, `end`, `level`).
    public static func day(
        _ progress: OnboardingProgress, settings: CapacitySettings, sent: (minutes: String, end: String, level: String)? = nil,
        error: Refusal? = nil
    ) -> OnboardingScreen {
        let level = sent?.level ?? (settings.weekdayLevels[.monday] ?? .full).rawValue
        let part = DayPart(
            normalDayMinutes: sent.flatMap { Int($0.minutes) } ?? settings.normalDayMinutes,
            normalDayRange: IntRange(CapacitySettings.normalDayRange),
            normalDayHint: "Minutes of focused work a normal day holds — 360 is six hours. Anchors and breaks are not in it.",
            workingDayEnd: sent?.end ?? DayText.time(settings.workingDayEnd),
            workingDayEndHint: "Today counts the time you have left until then.",
            levels: CapacityLevel.allCases.map {
                Choice(value: $0.rawValue, label: $0.name, detail: "\($0.percent) %", isSelected: $0.rawValue == level)
            },
            levelHint: "How full a usual day may be. You can move it on Today, and set each weekday in Settings.")
        return OnboardingScreen(
            .normalDay, progress: progress, lines: ["Jamaal plans against an honest day, never more."],
            action: JamaalRoute.saveOnboardingDay.path(), error: error, day: part)
    }

    /// OB-05 Reminders & evening time.
    public static func reminders(
        _ progress: OnboardingProgress, eveningPlanningTime: String, morningList: Bool, workingDayStart: LocalTime,
        error: Refusal? = nil
    ) -> OnboardingScreen {
        let part = RemindersPart(
            eveningPlanningTime: eveningPlanningTime,
            eveningHint: "Each evening from this time, Jamaal offers a few quiet minutes to plan tomorrow.",
            morningList: morningList,
            morningListLabel: "Morning list: the day's plan at \(DayText.time(workingDayStart)), when your working day starts",
            permissionLabel: "Allow notifications",
            permissionHint: "So the planning prompt and reminders can reach you. If you'd rather not, Today shows them instead.")
        return OnboardingScreen(
            .reminders, progress: progress, lines: ["When should Jamaal remind you?"],
            action: JamaalRoute.saveOnboardingReminders.path(), error: error, reminders: part)
    }

    /// OB-06 Your first task. `categories` are the active ones (after Back); the starter names not yet used follow.
    public static func task(
        _ progress: OnboardingProgress, categories: [Category], added: [String],
        sent: (title: String, effort: String, schedule: String, category: String)? = nil, error: Refusal? = nil
    ) -> OnboardingScreen {
        let effort = sent?.effort ?? "30"
        let schedule = sent?.schedule ?? "today"
        let category = sent?.category ?? ""
        let taken = Set(categories.map { $0.name.lowercased() })
        let starters = OnboardingStarter.categories.filter { !taken.contains($0.lowercased()) }
        let part = TaskPart(
            categoryIntro:
                "A task can carry one category — Work, Home, Family — a quiet label to filter Today by, not a project or a folder.",
            title: sent?.title ?? "",
            efforts: Effort.shortcuts.map {
                Choice(value: String($0.minutes), label: $0.label, isSelected: String($0.minutes) == effort)
            },
            schedules: [("today", "Today"), ("tomorrow", "Tomorrow"), ("none", "No date")].map {
                Choice(value: $0.0, label: $0.1, isSelected: $0.0 == schedule)
            },
            categories: [Choice(value: "", label: "No category", isSelected: category.isEmpty)]
                + categories.map { Choice(value: $0.id.rawValue, label: $0.name, isSelected: $0.id.rawValue == category) }
                + starters.map { Choice(value: "new:" + $0, label: $0, isSelected: "new:" + $0 == category) },
            added: added)
        return OnboardingScreen(
            .firstTask, progress: progress, lines: ["Something you mean to do soon — small is fine."],
            action: JamaalRoute.createOnboardingTask.path(), error: error, task: part)
    }

    /// OB-07 Your first habit.
    public static func habit(
        _ progress: OnboardingProgress, added: [String], sent: (preset: String, name: String, kind: String, number: String)? = nil,
        error: Refusal? = nil
    ) -> OnboardingScreen {
        let preset = sent?.preset ?? ""
        let kind = sent?.kind ?? "binary"
        let part = HabitPart(
            presets: OnboardingStarter.habits.map { Choice(value: $0.id, label: $0.name, detail: $0.detail, isSelected: $0.id == preset) }
                + [Choice(value: "custom", label: "My own", detail: "Name it and choose how to track it", isSelected: preset == "custom")],
            kinds: HabitText.kindChoices.map {
                Choice(value: $0.family.rawValue, label: $0.label, detail: $0.hint, isSelected: $0.family.rawValue == kind)
            },
            name: sent?.name ?? "", number: sent?.number ?? "",
            numberHint: "Counted: the daily target. Timed: minutes a day. Avoid: slips allowed a day. Yes / no needs none.",
            added: added)
        return OnboardingScreen(
            .firstHabit, progress: progress, lines: ["Something you want to keep doing — or to stop."],
            action: JamaalRoute.createOnboardingHabit.path(), error: error, habit: part)
    }

    /// OB-08 Your first Anchor: AN-03's five types, each form carrying "from onboarding"; Not now skips.
    public static func anchor(_ progress: OnboardingProgress) -> OnboardingScreen {
        let types = AnchorTypeScreen(onboarding: true)
        return OnboardingScreen(.firstAnchor, progress: progress, lines: types.lead.map { [$0] } ?? [], anchorTypes: types)
    }

    /// OB-09 Ready. `trialStart` is the first day of the 14-day trial.
    public static func ready(_ progress: OnboardingProgress, eveningPlanningTime: LocalTime, trialStart: LocalDate) -> OnboardingScreen {
        let lastDay = trialStart.adding(days: 13)
        let part = ReadyPart(
            headline: JamaalCopy.EmptyLine.firstLaunch,
            planningLine:
                "From \(DayText.time(eveningPlanningTime)) this evening, Jamaal offers a few quiet minutes to set up tomorrow. Until then, Today shows what you have.",
            trialLine: "Your 14-day free trial starts today: everything is open until \(DayText.long(lastDay)).")
        return OnboardingScreen(.ready, progress: progress, lines: [], continueLabel: "Open Today", ready: part)
    }
}
