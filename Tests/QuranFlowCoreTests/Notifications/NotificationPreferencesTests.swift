import Identifiers
import QuranFlowCore
import Testing

/// The rule "is this notification delivered by push", the master's subtitle and its convenience, and the settings' names.
@Suite struct NotificationPreferencesTests {
    @Test func anAccountThatNeverChangedAnythingGetsEveryPushAndNoDigest() {
        let prefs = NotificationPreferences.defaults
        #expect(PushType.allCases.allSatisfy { prefs.deliversPush($0) })
        #expect(prefs.weeklyDigest == false)
        #expect(prefs.masterSubtitle == "On · 4 types")
    }

    @Test func theMasterOffDeliversNoPushOfAnyTypeButKeepsEachTypesOwnState() {
        let off = NotificationPreferences.defaults.setting(.push, on: false)
        #expect(PushType.allCases.allSatisfy { !off.deliversPush($0) })
        #expect(PushType.allCases.allSatisfy { off.isOn(.type($0)) })
        #expect(off.masterSubtitle == "Off")
        // Back on: the choices made before are restored, not reset.
        let chosen = NotificationPreferences.defaults.setting(.type(.announcements), on: false)
        let roundTrip = chosen.setting(.push, on: false).setting(.push, on: true)
        #expect(roundTrip == chosen)
        #expect(roundTrip.masterSubtitle == "On · 3 types")
    }

    @Test func eachTypeTogglesOnlyItself() {
        for type in PushType.allCases {
            let prefs = NotificationPreferences.defaults.setting(.type(type), on: false)
            #expect(!prefs.deliversPush(type))
            #expect(PushType.allCases.filter { $0 != type }.allSatisfy { prefs.deliversPush($0) })
            #expect(prefs.pushEnabled)
            #expect(prefs.setting(.type(type), on: true) == .defaults)
        }
    }

    @Test func theSubtitleCountsTheTypesOnDownToZeroAndSaysOneTypeInTheSingular() {
        var prefs = NotificationPreferences.defaults
        var subtitles: [String] = []
        for type in PushType.types(for: .student) {
            prefs = prefs.setting(.type(type), on: false)
            subtitles.append(prefs.masterSubtitle)
        }
        #expect(subtitles == ["On · 3 types", "On · 2 types", "On · 1 type", "On · 0 types"])
        #expect(prefs.pushEnabled)  // turning the last type off leaves the master as it is (each toggle is independent)
    }

    @Test func turningTheMasterOnWithEveryTypeOffTurnsEveryTypeOn() {
        let none = NotificationPreferences(pushEnabled: false, pushTypes: [], weeklyDigest: true)
        let on = none.setting(.push, on: true)
        #expect(on.pushTypes == Set(PushType.allCases))
        #expect(on.masterSubtitle == "On · 4 types")
        #expect(on.weeklyDigest)  // email is not push
        // With at least one type on, the master leaves the types alone.
        let one = NotificationPreferences(pushEnabled: false, pushTypes: [.feedbackAlerts], weeklyDigest: false).setting(.push, on: true)
        #expect(one.pushTypes.filter { $0.audience == .student } == [.feedbackAlerts])
        // Turning the master on when it already is, with every type off, is the same convenience.
        #expect(
            NotificationPreferences(pushEnabled: true, pushTypes: [], weeklyDigest: false).setting(.push, on: true).pushTypes.count
                == PushType.allCases.count)
    }

    @Test func theWeeklyDigestIsEmailAndNeverChangesPush() {
        let digest = NotificationPreferences.defaults.setting(.weeklyDigest, on: true)
        #expect(digest.weeklyDigest)
        #expect(PushType.allCases.allSatisfy { digest.deliversPush($0) })
        #expect(NotificationPreferences.defaults.setting(.push, on: false).setting(.weeklyDigest, on: true).weeklyDigest)
    }

    @Test func changesApplyInOrder() {
        let prefs = NotificationPreferences.defaults.applying([(.push, false), (.type(.sessionReminders), false), (.weeklyDigest, true)])
        #expect(
            prefs
                == NotificationPreferences(
                    pushEnabled: false,
                    pushTypes: Set([.feedbackAlerts, .deadlineReminders, .announcements] + PushType.types(for: .coach)),
                    weeklyDigest: true))
        #expect(NotificationPreferences.defaults.applying([]) == .defaults)
    }

    @Test func settingsParseByTheirExactNamesOnly() {
        #expect(
            NotificationSetting.all(for: .student).map(\.rawValue)
                == ["push", "sessionReminders", "feedbackAlerts", "deadlineReminders", "announcements", "weeklyDigest"])
        #expect(
            NotificationSetting.all(for: .coach).map(\.rawValue)
                == ["push", "newSubmissions", "overdueSubmissions", "studentMessages", "scheduleChanges"])
        for setting in NotificationSetting.all { #expect(NotificationSetting(rawValue: setting.rawValue) == setting) }
        for bad in ["", "Push", "sms", "sessionreminders", "push "] { #expect(NotificationSetting(rawValue: bad) == nil) }
    }

    @Test func producersMapToTheirPushType() {
        #expect(ReminderItem.deadline.pushType == .deadlineReminders)
        #expect(ReminderItem.session(ID("qrc")).pushType == .sessionReminders)
        #expect(LoopNotification.Kind.feedbackReady.pushType == .feedbackAlerts)
    }

    @Test func theCopyIsTheSpecs() {
        #expect(
            PushType.types(for: .student).map(\.title) == ["Session reminders", "Feedback alerts", "Deadline reminders", "Announcements"])
        #expect(
            PushType.types(for: .student).map(\.subtitle) == [
                "15 min before a live session", "When your coach replies", "Submission due dates",
                "Schedule changes & program updates",
            ])
    }

    @Test func theCoachesSwitchesAreTheirOwnAndTheMasterCountsTheirs() {
        #expect(PushType.types(for: .coach) == [.newSubmissions, .overdueSubmissions, .studentMessages, .scheduleChanges])
        let prefs = NotificationPreferences.defaults.setting(.type(.studentMessages), on: false)
        #expect(prefs.masterSubtitle(for: .coach) == "On · 3 types")
        #expect(prefs.masterSubtitle(for: .student) == "On · 4 types")
        #expect(!prefs.deliversPush(.studentMessages) && prefs.deliversPush(.newSubmissions))
        // A coach who turned all four off and the master off and on gets their four back; the student's are untouched.
        let none = PushType.types(for: .coach).reduce(NotificationPreferences.defaults) { $0.setting(.type($1), on: false) }
        let back = none.setting(.push, on: false).setting(.push, on: true)
        #expect(PushType.types(for: .coach).allSatisfy { back.deliversPush($0) })
    }

    @Test func eachProducerJoinsItsThread() {
        #expect(ReminderItem.session(ID("qrc")).thread(week: 8) == .nextSession)
        #expect(ReminderItem.deadline.thread(week: 8) == .week(8))
        for thread in [NotificationThread.nextSession, .week(8), .messages(with: "amina"), .announcements, .queue, .schedule] {
            #expect(NotificationThread(key: thread.key) == thread)
        }
        for bad in ["", "week-", "week-x", "week-100", "messages:", "Queue"] { #expect(NotificationThread(key: bad) == nil) }
    }
}
