import Routing

extension JamaalRoute {
    /// Every declared endpoint, for the checks that each is served, prints what it parses, and is documented.
    public static let all: [DeclaredEndpoint] = [
        // Today
        .init(root), .init(today), .init(setLevel), .init(setFilter), .init(moveRestToTomorrow),
        // Tasks
        .init(addTask), .init(createTask), .init(task), .init(editTask), .init(updateTask), .init(markTaskDone), .init(undoTaskDone),
        .init(dropTask), .init(undoTaskDrop), .init(toggleChecklistItem), .init(stopRepeating), .init(deferTask),
        .init(moveTaskToTomorrow), .init(deferPicker), .init(beginTask),
        // Focus
        .init(focus), .init(finishSheet), .init(pauseFocus), .init(resumeFocus), .init(finishFocus), .init(settleSheet),
        .init(settleFocus), .init(dismissCarriedOver),
        // Settings and categories
        .init(settings), .init(setDirection), .init(setAppearance), .init(capacitySettings), .init(saveCapacitySettings), .init(categories),
        .init(addCategory), .init(updateCategory), .init(moveCategory), .init(archiveCategory), .init(restoreCategory),
        // Habits
        .init(habits), .init(newHabit), .init(createHabit), .init(habitGroups), .init(addHabitGroup), .init(renameHabitGroup),
        .init(habit), .init(editHabit), .init(updateHabit), .init(habitPause), .init(pauseHabit), .init(resumeHabit),
        .init(archiveHabit), .init(restoreHabit), .init(logHabit), .init(beginHabit),
        // Wellbeing
        .init(wellbeing), .init(wellbeingScore), .init(applyWellbeingAction), .init(wellbeingNotNow),
        // Anchors
        .init(anchorsShortcut), .init(anchors), .init(anchor), .init(pauseAnchor), .init(resumeAnchor), .init(archiveAnchor),
        .init(restoreAnchor), .init(anchorExceptions), .init(addAnchorException), .init(endAnchorException),
        .init(removeAnchorException), .init(markAnchor), .init(anchorWidget), .init(searchPlaces),
        // Anchor forms
        .init(newAnchor), .init(newPrayerAnchor), .init(createPrayerAnchor), .init(newScheduledAnchor),
        .init(createScheduledAnchor), .init(newOneOffAnchor), .init(oneOffShortcut), .init(createOneOffAnchor), .init(firstAnchor),
        .init(editAnchor), .init(updateAnchor),
        // Night Planning
        .init(plan), .init(advancePlan), .init(returnPlan), .init(skipPlan), .init(carryForward), .init(setPlanLevel),
        .init(acceptPlanMove),
        .init(addPlanTask), .init(pickPlanTask), .init(changePlanTask),
        // Times (ST-03)
        .init(timesSettings), .init(saveTimesSettings), .init(syncStatus),
        // Your data (ST-08)
        .init(dataSettings), .init(exportData), .init(deleteData),
        // First launch (F01)
        .init(onboarding), .init(onboardingMeet), .init(onboardingIdea), .init(onboardingDevice), .init(onboardingDay),
        .init(saveOnboardingDay), .init(onboardingReminders), .init(saveOnboardingReminders), .init(onboardingTask),
        .init(createOnboardingTask), .init(onboardingHabit), .init(createOnboardingHabit), .init(onboardingReady),
        .init(continueOnboarding), .init(skipOnboardingStep), .init(onboardingWelcomeBack), .init(importOnboarding),
        // Reminders (F13, SY-01)
        .init(claimReminders), .init(serviceWorker), .init(clearMissedReminders), .init(notificationsBanner),
        // Trial, paywall, read-only (F12)
        .init(subscription), .init(restoreSubscription), .init(paywall), .init(lockedSheet),
        // System
        .init(staticFile), .init(webManifest), .init(health), .init(ready), .init(metrics), .init(openAPI), .init(testClock),
    ]
}
