import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes
import QuranText

/// The student's Today tab (SakToday) in one of its states: lesson (SakToday), rest
/// (SakTodayRest), countdown (SakTodayCountdown) or term over.
///
/// ```swift
/// let screen = TodayScreen.make(world, destinations: .current)
/// screen.screenID   // "SakToday" on Tue 27 Oct 2026 1:48 PM Toronto
/// ```
public struct TodayScreen: Codable, Hashable, Sendable {
    /// The spec identifier of the state: "SakToday", "SakTodayRest", "SakTodayCountdown", "SakTodayTermOver".
    public let screenID: String
    /// "Tue · 27 Oct" in the student's zone.
    public let eyebrow: String
    /// "Good morning, Sarah." ("Salaam, Sarah." before the term).
    public let greeting: String
    /// The state's hero.
    public let hero: TodayHero
    /// "Sessions today", in the lesson and rest states (one-to-ones never appear here).
    public let sessionsToday: [SessionRow]?
    /// The week's focal āyah, in the lesson and rest states.
    public let verse: VerseCloser?
    /// The bell in the header, to the notifications sheet, with the unread count.
    public let notifications: NotificationBell?
    /// "While you wait" (the countdown state only): meet your coach, choose your script, watch the welcome lesson.
    public var whileYouWait: ChecklistCard? = nil

    /// "Sessions today".
    public static let sessionsHeading = "Sessions today"
    /// "Rest the eye today".
    public static let restTitle = "Rest the eye today"
    /// "If you have ten minutes".
    public static let suggestionsHeading = "If you have ten minutes"

    /// Today for `world` at `world.now`, with the bell to the notifications sheet; `welcome` feeds the countdown's
    /// "While you wait" checklist (left out without it).
    public static func make(_ world: StudentWorld, welcome: WelcomeInputs? = nil, destinations: Destinations) -> TodayScreen {
        let bell = NotificationBell.make(unread: world.unreadNotifications, destinations: destinations)
        let student = world.student
        let calendar = Copy.calendar(student.zoneIdentifier)
        let now = world.now
        let arc = world.arc
        let completed = world.completedWeeks
        let strip = WeekStrip(arc: arc, at: now, completedWeeks: completed)
        let eyebrow = LocalFormat.eyebrowDate(now, in: calendar.zone)
        let greeting = Greeting(at: now, in: calendar).addressing(student.firstName)

        switch TodayState(arc: arc, lessons: world.lessons, completedWeeks: completed, at: now) {
        case .countdown(let startsOn, let days):
            let hero = CountdownHero(
                eyebrow: world.term.eyebrow, headline: CountdownCopy.headline(daysUntil: days),
                dateLine: CountdownCopy.dateLine(startsOn, in: calendar),
                addToCalendar: destinations.action("Add start date to calendar", to: Destination(QuranFlowRoute.termStartCalendar)))
            return TodayScreen(
                screenID: "SakTodayCountdown", eyebrow: eyebrow, greeting: Copy.salaam(student.firstName),
                hero: .countdown(hero), sessionsToday: nil, verse: nil, notifications: bell,
                whileYouWait: welcome.map { ChecklistCard.whileYouWait(world, $0, destinations: destinations) })

        case .lesson(let week, let lesson):
            let hero = LessonHero(
                eyebrow: "Today's lesson", title: lesson?.title ?? "Week \(week)", meta: lesson?.metaLine,
                strip: StripModel(strip, caption: world.term.weekLabel(week)),
                primary: destinations.action("Continue", to: Destination(QuranFlowRoute.lesson, week)))
            return TodayScreen(
                screenID: "SakToday", eyebrow: eyebrow, greeting: greeting, hero: .lesson(hero),
                sessionsToday: sessionRows(world, calendar: calendar, destinations: destinations),
                verse: lesson.flatMap { VerseCloser.make($0.focalAyah) }, notifications: bell)

        case .rest(let week):
            let lesson = world.lessons.first { $0.week == week }
            let last = world.latestSubmission(forWeek: week)
            var suggestions: [ScreenAction] = []
            if let action = destinations.action("Re-read this week's verse · 2 min", to: Destination(QuranFlowRoute.lesson, week)) {
                suggestions.append(action)
            }
            if let action = destinations.action("Listen to last week's circle", to: Destination(QuranFlowRoute.recordings)) {
                suggestions.append(action)
            }
            let body = restBody(last, week: week, coach: world.coach, calendar: calendar, now: now)
            let hero = RestHero(
                title: restTitle, body: body.text,
                bodyLink: last.flatMap { submission in
                    body.phrase.flatMap { phrase in
                        destinations.action(phrase, to: Destination(QuranFlowRoute.feedback, submission.id)).map {
                            InlineLink(phrase: phrase, href: $0.href)
                        }
                    }
                },
                status: last.map { StatusPill($0.status) },
                strip: StripModel(strip, caption: world.term.weekLabel(week)),
                suggestions: suggestions)
            return TodayScreen(
                screenID: "SakTodayRest", eyebrow: eyebrow, greeting: greeting, hero: .rest(hero),
                sessionsToday: sessionRows(world, calendar: calendar, destinations: destinations),
                verse: lesson.flatMap { VerseCloser.make($0.focalAyah, quiet: true) }, notifications: bell)

        case .termOver:
            let hero = TermOverHero(
                eyebrow: world.term.eyebrow, title: "\(world.term.name) is complete",
                body: "All \(world.term.weekCount) weeks are behind you. Rest well — "
                    + "news of the next term will reach you here.",
                strip: StripModel(strip, caption: nil))
            return TodayScreen(
                screenID: "SakTodayTermOver", eyebrow: eyebrow, greeting: greeting, hero: .termOver(hero),
                sessionsToday: nil, verse: nil, notifications: bell)
        }
    }

    /// The day's group sessions in the student's zone, one-to-ones left out.
    static func sessionRows(_ world: StudentWorld, calendar: ZonedCalendar, destinations: Destinations) -> [SessionRow] {
        let today = calendar.localDate(of: world.now)
        let group = world.sessions.filter { $0.kind != .oneToOne }
        return LiveSession.occurrences(of: group, onLocalDate: today, viewerZone: calendar).map {
            SessionRow.make(
                $0, teacher: world.teachers[$0.session.teacherID], viewer: calendar,
                destinations: destinations, now: world.now, origin: .today)
        }
    }

    /// The rest hero's body: where the week's last submission stands, and the phrase of it that links to the feedback once
    /// sent. "Feedback usually comes by" names the weekday 48 hours after the revoke window closed, in the student's zone.
    static func restBody(_ submission: Submission?, week: Int, coach: Coach, calendar: ZonedCalendar, now: Date)
        -> (text: String, phrase: String?)
    {
        guard let submission else { return ("Week \(week) is complete. Nothing is due today.", nil) }
        let text = restText(submission, week: week, coach: coach, calendar: calendar, now: now)
        let phrase: String? =
            switch submission.status {
            case .inReview: nil
            case .feedbackReady: "ready to hear"
            case .heard: "feedback on Week \(week)"
            case .practiced: "corrections for Week \(week)"
            }
        return (text, phrase)
    }

    static func restText(_ submission: Submission, week: Int, coach: Coach, calendar: ZonedCalendar, now: Date) -> String {
        switch submission.status {
        case .inReview:
            let due = submission.revokeWindowClosesAt.addingTimeInterval(WaitingTime.promise)
            let when =
                due > now
                ? "feedback usually comes by \(LocalFormat.weekdayLong(due, in: calendar.zone))"
                : "feedback is on its way"
            return "Your Week \(week) recitation is with \(coach.displayName) — \(when)."
        case .feedbackReady:
            return "\(coach.displayName)'s feedback on Week \(week) is ready to hear."
        case .heard:
            return "You've heard \(coach.displayName)'s feedback on Week \(week)."
        case .practiced:
            return "You've practised \(coach.displayName)'s corrections for Week \(week)."
        }
    }
}
