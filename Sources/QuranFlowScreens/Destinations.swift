import Calendar
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// Where a control can lead. Each case prints its path through its route's declaration (``QuranFlowRoute``), so a
/// control's link is the address its route serves; ``Destinations`` says which exist yet.
///
/// ```swift
/// Destination.lesson(week: 8).path   // "/learn/week/8"
/// ```
public enum Destination: Hashable, Sendable {
    /// The student's Today tab.
    case today
    /// The syllabus tab (SakLearn).
    case learn
    /// The student's Sessions tab (SakSchedule).
    case sessions
    /// The student's Profile tab.
    case profile
    /// A week's lesson (SakLesson).
    case lesson(week: Int)
    /// The in-app live class screen (SakLiveClass) for a session, opened `from` a screen Leave returns to.
    case liveClass(Identifiers.ID<LiveSession>, from: LiveOrigin? = nil)
    /// Turning on a session's reminder ("Remind me").
    case sessionReminder(Identifiers.ID<LiveSession>)
    /// Exporting the term's start date to a calendar.
    case calendarExport
    /// Session recordings (SakScheduleRecordings).
    case recordings
    /// The coach's review workspace for one submission (SakCoachReview).
    case review(Identifiers.ID<Submission>)
    /// The coach's record of one student (SakCoachStudent).
    case studentRecord(Identifiers.ID<Student>)
    /// The coach's queue tab, in a sort order.
    case coachQueue(QueueSortOrder)
    /// The coach's students tab.
    case coachStudents
    /// The coach's own schedule (SakCoachSchedule).
    case coachSchedule
    /// The coach's You tab.
    case coachYou
    /// Signing out (a POST form).
    case signOut
    /// A session's external meeting link (Zoom), opened in a new tab.
    case meetingLink(String)
    /// Recording a week's submission (SakRecReady and its states).
    case record(week: Int)
    /// One of a week's lesson videos (SakVideoPlayer), by position.
    case video(week: Int, position: Int)
    /// One submission as sent (SakSubmissionPending while in review).
    case submission(Identifiers.ID<Submission>)
    /// A submission's feedback (SakSubmissionFeedback).
    case feedback(Identifiers.ID<Submission>)
    /// The submissions archive (SakSubmissions).
    case submissions
    case practice(Identifiers.ID<Submission>, mark: Int)
    /// The notifications sheet (SakNotifSheet).
    case notifications
    /// One meeting's detail page (SakSessionDetail / SakSessionDetailQRC), the target of reminders:
    /// the session and its date on the owner's wall calendar.
    case sessionDetail(Identifiers.ID<LiveSession>, LocalDate)
    /// The whole week on one screen (SakWeekAtGlance).
    case weekAtGlance
    /// The coach's live screen for one of their sessions (Start), opened `from` a screen Leave returns to.
    case coachLive(Identifiers.ID<LiveSession>, from: LiveOrigin? = nil)
    /// The student's notification settings (SakNotifSettings), from Profile.
    case notificationSettings
    /// The coach's notification settings.
    case coachNotificationSettings
    /// The student's thread with one coach (SakMessageThread).
    case messageThread(Identifiers.ID<Coach>)
    /// The coach's Messages list.
    case coachMessages
    /// The coach's thread with one student.
    case coachMessageThread(Identifiers.ID<Student>)
    /// The student's Announcements board (SakAnnouncements).
    case announcements
    /// The authors' announcements page (coaches and admins).
    case manageAnnouncements
    /// Report an issue (SakReportIssue) about the screen at a path.
    case reportIssue(from: OriginPath)
    /// The ambient board.
    case ambient
    /// The widget devices (their read-only tokens).
    case widgetDevices
    /// Subscription & billing (SakSubscription).
    case subscription
    /// Manage subscription (SakManageSub).
    case manageSubscription
    /// Cancel enrollment's confirmation step.
    case cancelEnrolment
    /// The term's welcome lesson (a video watched before Week 1).
    case welcomeLesson
    /// Stripe's hosted billing portal (POST: a portal session is created, then the browser goes there).
    case billingPortal
    /// The billing portal's card-update flow (POST).
    case updatePaymentMethod
    /// A person's profile photo (the image itself).
    case profilePhoto(Identifiers.ID<ProfilePhotoOwner>)
    /// Upload a new profile photo (POST, multipart `photo`).
    case uploadProfilePhoto
    /// Remove the profile photo (POST).
    case removeProfilePhoto
    /// Personal details (SakPersonalDetails), and one of its edit steps.
    case personalDetails, editPersonalDetail(PersonalDetailField)
    /// Privacy: the statement and what is stored about the student.
    case privacy
    /// The student's own coach (SakCoach).
    case coachDetail(Identifiers.ID<Coach>)
    /// The coach's profile form, from You.
    case coachProfileForm
    /// The Qur'an script picker (SakFontPicker), for any signed-in account.
    case quranScript
    /// One onboarding step (SakOnb1–SakOnb6), 1–6.
    case onboarding(step: Int)

    /// The kind of this destination, which ``Destinations`` switches on and off.
    public var kind: Destinations.Kind {
        switch self {
        case .today: .today
        case .learn: .learn
        case .sessions: .sessions
        case .profile: .profile
        case .lesson: .lesson
        case .liveClass: .liveClass
        case .sessionReminder: .sessionReminder
        case .calendarExport: .calendarExport
        case .recordings: .recordings
        case .review: .review
        case .studentRecord: .studentRecord
        case .coachQueue: .coachQueue
        case .coachStudents: .coachStudents
        case .coachSchedule: .coachSchedule
        case .coachYou: .coachYou
        case .signOut: .signOut
        case .meetingLink: .meetingLink
        case .record: .record
        case .video: .video
        case .submission: .submission
        case .feedback: .feedback
        case .submissions: .submissions
        case .practice: .practice
        case .notifications: .notifications
        case .sessionDetail: .sessionDetail
        case .weekAtGlance: .weekAtGlance
        case .coachLive: .liveClass
        case .notificationSettings, .coachNotificationSettings: .notificationSettings
        case .messageThread, .coachMessages, .coachMessageThread: .messages
        case .announcements, .manageAnnouncements: .announcements
        case .reportIssue: .reportIssue
        case .ambient, .widgetDevices: .ambient
        case .subscription, .manageSubscription, .cancelEnrolment, .billingPortal, .updatePaymentMethod: .subscription
        case .profilePhoto, .uploadProfilePhoto, .removeProfilePhoto: .profilePhoto
        case .welcomeLesson: .welcomeLesson
        case .personalDetails, .editPersonalDetail: .personalDetails
        case .privacy: .privacy
        case .coachDetail: .coachDetail
        case .coachProfileForm: .coachYou
        case .quranScript: .quranScript
        case .onboarding: .onboarding
        }
    }

    /// The URL the web app serves it at (the meeting link itself for ``meetingLink(_:)``), printed by its route.
    public var path: String {
        typealias R = QuranFlowRoute
        return switch self {
        case .today: R.today.path()
        case .learn: R.learn.path()
        case .sessions: R.sessions.path()
        case .profile: R.profile.path()
        case .lesson(let week): R.lesson.path(week)
        case .liveClass(let id, let from): from.map { R.liveClass.path(id, query: LiveQuery(from: $0)) } ?? R.liveClass.path(id)
        case .sessionReminder(let id): R.sessionReminderPage.path(id)
        case .calendarExport: R.termStartCalendar.path()
        case .recordings: R.recordings.path()
        case .review(let id): R.review.path(id)
        case .studentRecord(let id): R.studentRecord.path(id)
        case .coachQueue(let order): order == .oldestFirst ? R.coachQueue.path() : R.coachQueue.path(query: QueueQuery(sort: order))
        case .coachStudents: R.coachStudents.path()
        case .coachSchedule: R.coachSchedule.path()
        case .coachYou: R.coachYou.path()
        case .signOut: R.signOut.path()
        case .meetingLink(let url): url
        case .record(let week): R.record.path(week)
        case .video(let week, let position): R.video.path(week, position)
        case .submission(let id): R.submission.path(id)
        case .feedback(let id): R.feedback.path(id)
        case .submissions: R.submissions.path()
        case .practice(let id, let mark): R.practice.path(id, mark)
        case .notifications: R.notifications.path()
        case .sessionDetail(let id, let date): R.sessionDetail.path(id, date)
        case .weekAtGlance: R.weekAtGlance.path()
        case .coachLive(let id, let from): from.map { R.coachLive.path(id, query: LiveQuery(from: $0)) } ?? R.coachLive.path(id)
        case .notificationSettings: R.notificationSettings.path()
        case .coachNotificationSettings: R.coachNotificationSettings.path()
        case .messageThread(let coach): R.messageThread.path(coach)
        case .coachMessages: R.coachMessages.path()
        case .coachMessageThread(let student): R.coachMessageThread.path(student)
        case .announcements: R.announcements.path()
        case .manageAnnouncements: R.manageAnnouncements.path()
        case .reportIssue(let origin): R.reportIssue.path(query: ReportQuery(from: origin))
        case .ambient: R.ambient.path()
        case .widgetDevices: R.widgetDevices.path()
        case .subscription: R.subscription.path()
        case .manageSubscription: R.manageSubscription.path()
        case .cancelEnrolment: R.cancelEnrolment.path()
        case .welcomeLesson: R.welcomeLesson.path()
        case .billingPortal: R.openBillingPortal.path()
        case .updatePaymentMethod: R.updatePaymentMethod.path()
        case .profilePhoto(let owner): R.profilePhoto.path(owner)
        case .uploadProfilePhoto: R.uploadProfilePhoto.path()
        case .removeProfilePhoto: R.removeProfilePhoto.path()
        case .personalDetails: R.personalDetails.path()
        case .editPersonalDetail(let field): field.editPath
        case .privacy: R.privacy.path()
        case .coachDetail(let coach): R.coachDetail.path(coach)
        case .coachProfileForm: R.coachProfileForm.path()
        case .quranScript: R.quranScript.path()
        case .onboarding(let step): R.onboarding.path(step)
        }
    }

    /// Whether the destination lives outside the app (opened in a new tab, `rel="noopener"`).
    public var isExternal: Bool {
        if case .meetingLink = self { return true }
        return false
    }
}

/// Which destinations exist yet. The server passes it in; a control whose destination is missing
/// is left out of the screen model entirely (never shown as a dead or fake link).
///
/// ```swift
/// let destinations = Destinations.current
/// destinations.allows(.lesson(week: 8))   // false until the Lesson screen ships
/// ```
public struct Destinations: Hashable, Sendable {
    /// Kinds of destination, switched on as their screens ship.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        case today, learn, sessions, profile, lesson, liveClass, sessionReminder, calendarExport,
            recordings, review, studentRecord, coachQueue, coachStudents, coachSchedule, coachYou, signOut,
            meetingLink,
            record, video, submission, feedback, submissions, practice, notifications, sessionDetail, weekAtGlance,
            notificationSettings, messages, announcements, reportIssue, ambient, subscription, profilePhoto, welcomeLesson,
            personalDetails, privacy, coachDetail, quranScript, onboarding
    }

    /// The kinds that exist.
    public let available: Set<Kind>

    /// A registry in which exactly `available` exist.
    public init(_ available: Set<Kind>) {
        self.available = available
    }

    /// What exists today: Today, Learn, a lesson, its videos, recording, a submission, its feedback and practice, the
    /// archive and the notifications sheet, Sessions (a meeting's detail, reminders, recordings, the week at a glance,
    /// the live class, the term's start date as a calendar file), Profile (its notification settings), the coach's Queue, Review, Students, a student's record, Schedule and You, Sign out,
    /// a session's meeting link, messages between a student and their coaches, announcements (the board, the authors' page),
    /// reporting an issue, and the ambient board with its widget devices.
    public static let current = Destinations([
        .today, .profile, .coachQueue, .coachStudents, .coachYou, .signOut, .meetingLink,
        .learn, .lesson, .record, .video, .submission, .submissions,
        .review, .studentRecord, .feedback, .practice, .notifications,
        .sessions, .sessionReminder, .sessionDetail, .recordings, .weekAtGlance,
        .liveClass, .coachSchedule, .calendarExport,
        .notificationSettings, .messages, .announcements, .reportIssue, .ambient, .subscription, .profilePhoto, .welcomeLesson,
        .personalDetails, .privacy,
        .coachDetail,
        .quranScript, .onboarding,
    ])

    /// Every destination (for previews and tests of the finished app).
    public static let all = Destinations(Set(Kind.allCases))

    /// Whether `destination` exists.
    public func allows(_ destination: Destination) -> Bool {
        available.contains(destination.kind)
    }

    /// This registry with `kinds` switched on too.
    ///
    /// ```swift
    /// Destinations.current.adding(.lesson)
    /// ```
    public func adding(_ kinds: Kind...) -> Destinations {
        Destinations(available.union(kinds))
    }

    /// An action labelled `label` leading to `destination`, or `nil` when the destination does not exist yet.
    ///
    /// ```swift
    /// destinations.action("Continue", to: .lesson(week: 8))   // nil today
    /// ```
    public func action(_ label: String, to destination: Destination) -> ScreenAction? {
        allows(destination) ? ScreenAction(label: label, destination: destination) : nil
    }
}
