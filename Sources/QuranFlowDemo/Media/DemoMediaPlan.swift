import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranText

/// One file the demo world should have.
struct DemoMediaItem: Sendable {
    enum Source: Sendable {
        /// A lesson video (the generator draws the title and subtitle): spoken `narration` (its sentences as the
        /// transcript shows them) and exactly as long as it, or — without a script — `seconds` of quiet tone.
        case video(subtitle: String, seconds: TimeInterval, narration: [String]?)
        /// Spoken parts (espeak-ng `voice`s), one after another, padded with room tone to at least `seconds`.
        case voice(parts: [DemoMediaScripts.Part], seconds: TimeInterval)
    }

    let kind: MediaKind
    let owner: MediaOwner
    let position: Int
    let title: String
    /// Relative to `<data>/media/`.
    let path: String
    let source: Source
    /// For a recitation: the submission whose `duration_seconds` takes the measured value.
    let submission: ID<Submission>?
    /// For a lesson video: the students who had watched it by the world's instant (the demo's viewing history).
    var watchedBy: [ID<Student>] = []
    /// When what it records happened (a submission's sending, a meeting's day), for the newest-first order.
    var happened: Date? = nil
}

/// Works out, from what the store holds, which files the world has "as of" an instant (see `DemoMedia`).
struct DemoMediaPlan {
    let env: StoreEnvironment
    let asOf: Date
    /// Whether espeak-ng has an Arabic voice; otherwise recitations name the passage in English.
    let arabic: Bool

    var store: ProgrammeStore { ProgrammeStore(database: env.database) }

    /// What the fixture week shows first, so the first minutes after `make run` are not empty: this week's lesson
    /// videos (first in the video lane), the coaches' welcome notes, the last fortnight's recitations each followed by its note, newest first
    /// (Today, Lesson and Feedback show them), the circles' recordings newest first, then the older submissions and
    /// the older lesson videos.
    func items() throws -> [DemoMediaItem] {
        let fortnight = asOf.addingTimeInterval(-14 * 86400)
        let submissions = try submissionItems()
        let recent = submissions.filter { ($0.happened ?? .distantPast) >= fortnight }
        let older = submissions.filter { ($0.happened ?? .distantPast) < fortnight }
        let recordings = try recordingItems().sorted { ($0.happened ?? .distantPast) > ($1.happened ?? .distantPast) }
        return (try lessonVideoItems()) + (try welcomeItems()) + (try welcomeNoteItems()) + recent + recordings + older
    }

    /// What the welcome lesson says (the pre-semester checklist's "Watch the welcome lesson").
    static let welcomeScript = [
        "Welcome to QuranFlow.",
        "Each week you watch a short lesson, record the week's verses, and hear back from your coach.",
        "Your coach listens to every recitation and answers with a short audio note, marked on the very words.",
        "Live circles meet every week, and if you cannot come, each one is recorded.",
        "Take your time. The beginning is dignified.",
    ]

    /// One welcome lesson for each term that has students and has not ended, nobody having watched it yet.
    func welcomeItems() throws -> [DemoMediaItem] {
        let zone = try store.programme().programme.zoneIdentifier
        let today = ZonedCalendar.resolving(zone).localDate(of: asOf)
        return try store.terms().filter { $0.lastDay >= today }.compactMap { term in
            guard !(try store.students(inTerm: term.id)).isEmpty else { return nil }
            return DemoMediaItem(
                kind: .lessonVideo, owner: .welcome(term: term.id), position: 1, title: "Welcome to QuranFlow",
                path: "lessons/\(term.id.rawValue)/welcome.mp4",
                source: .video(subtitle: "\(term.level.title) · \(term.name)", seconds: 40, narration: Self.welcomeScript),
                submission: nil)
        }
    }

    /// Each coach's short welcome note to their students ("Meet your coach"), first in the voices' lane.
    func welcomeNoteItems() throws -> [DemoMediaItem] {
        try store.coaches().map { coach in
            DemoMediaItem(
                kind: .coachNote, owner: .welcomeNote(of: coach.id), position: 1, title: "Welcome from \(coach.displayName)",
                path: "welcome/\(coach.id.rawValue).m4a",
                source: .voice(
                    parts: DemoMediaScripts.welcome(
                        coach: coach.formalName, city: ZoneLabel.cityName(for: coach.zoneIdentifier),
                        ijazah: coach.ijazah),
                    seconds: 15),
                submission: nil)
        }
    }

    /// The current term of each level (in progress, else the latest started), in the programme's zone.
    func currentTerms() throws -> [Term] {
        let zone = try store.programme().programme.zoneIdentifier
        let byLevel = Dictionary(grouping: try store.terms(), by: \.level.number)
        return byLevel.keys.sorted().compactMap { level in
            guard let term = TermSelection.current(among: byLevel[level] ?? [], zoneIdentifier: zone, at: asOf) else { return nil }
            return WeekArc(term: term, zoneIdentifier: zone).interval(ofWeek: 1).start <= asOf ? term : nil
        }
    }

    func lessonVideoItems() throws -> [DemoMediaItem] {
        let zone = try store.programme().programme.zoneIdentifier
        var items: [DemoMediaItem] = []
        for term in try currentTerms() {
            let arc = WeekArc(term: term, zoneIdentifier: zone)
            let students = try store.students(inTerm: term.id)
            let thisWeek = arc.week(containing: asOf)
            for lesson in try store.lessons(ofTerm: term.id) where arc.interval(ofWeek: lesson.week).start <= asOf {
                let count = max(1, lesson.videoCount)
                let seconds = min(DemoMedia.videoCap, Double(lesson.minutes * 60) / Double(count))
                let titles = DemoCurriculum.videoTitles(
                    level: term.level.number, week: lesson.week, lessonTitle: lesson.title, count: count)
                for position in 1...count {
                    let subtitle = "\(term.level.title) · Week \(lesson.week)" + (count > 1 ? " · Video \(position) of \(count)" : "")
                    // Every student has watched the weeks behind them, and this week's videos up to the last (the "Up next").
                    let watched = lesson.week != thisWeek || position < count
                    items.append(
                        DemoMediaItem(
                            kind: .lessonVideo, owner: .lesson(term: term.id, week: lesson.week), position: position,
                            title: titles[position - 1],
                            path: "lessons/\(term.id.rawValue)/week-\(Self.twoDigits(lesson.week))-\(position).mp4",
                            source: .video(
                                subtitle: subtitle, seconds: seconds,
                                narration: DemoLessonScripts.sentences(
                                    title: lesson.title, week: lesson.week, position: position,
                                    count: count)),
                            submission: nil, watchedBy: watched ? students : []))
                }
            }
        }
        // The lesson a student opens now first, so it plays while the rest are still being made.
        let current = Set(
            try currentTerms().compactMap { term in
                WeekArc(term: term, zoneIdentifier: zone).week(containing: asOf).map { MediaOwner.lesson(term: term.id, week: $0) }
            })
        return items.filter { current.contains($0.owner) } + items.filter { !current.contains($0.owner) }
    }

    /// Every submission made by `asOf`, newest first, each recitation followed by its note, with what the scripts need
    /// about its student, coach and lesson.
    func submissionItems() throws -> [DemoMediaItem] {
        var items: [DemoMediaItem] = []
        for context in try ProgrammeStore(database: env.database).submissionContexts(asOf: asOf).reversed() {
            let submission = context.submission
            let student = context.studentName
            let coach = context.coachName ?? "your coach"
            let passage = context.assignment.flatMap { try? Quran.shared.passage(PassageReference.parse($0)) }
            let lessonTitle = context.lessonTitle ?? "this week's lesson"
            let owner = MediaOwner.submission(submission.id)
            let recitation = DemoMediaScripts.recitation(passage, arabic: arabic)
            items.append(
                DemoMediaItem(
                    kind: .recitation, owner: owner, position: 1, title: "Week \(submission.week) recitation",
                    path: "recitations/\(submission.id.rawValue).m4a",
                    source: .voice(parts: [recitation], seconds: Double(max(10, submission.durationSeconds))),
                    submission: submission.id, happened: submission.submittedAt))
            guard submission.status != .inReview else { continue }
            items.append(
                DemoMediaItem(
                    kind: .coachNote, owner: owner, position: 1, title: "Notes from \(coach)", path: "notes/\(submission.id.rawValue).m4a",
                    source: .voice(
                        parts: DemoMediaScripts.coachNote(student: student, coach: coach, passage: passage, lesson: lessonTitle),
                        seconds: DemoMediaScripts.noteSeconds(week: submission.week, attempt: submission.attempt, student: student)),
                    submission: submission.id, happened: submission.submittedAt))
        }
        return items
    }

    /// Audio recordings of the group sessions in the last two weeks of the current terms that have ended, and of this
    /// week's that have ended by the world's instant (Recordings opens on "This week"; "Every circle is recorded").
    func recordingItems() throws -> [DemoMediaItem] {
        let zone = try store.programme().programme.zoneIdentifier
        var items: [DemoMediaItem] = []
        for term in try currentTerms() {
            let arc = WeekArc(term: term, zoneIdentifier: zone)
            let ended = term.weeks.filter { arc.hasEnded(week: $0, at: asOf) }.suffix(2)
            let current = arc.week(containing: asOf).map { [$0] } ?? []
            let lessons = Dictionary(uniqueKeysWithValues: try store.lessons(ofTerm: term.id).map { ($0.week, $0) })
            let sessions = try store.allLiveSessions(ofTerm: term.id).filter { $0.1 == nil }.map(\.0)
            let teachers = try store.coaches(ids: Set(sessions.map(\.teacherID)))
            for week in ended + current {
                for session in sessions {
                    let date = term.monday(ofWeek: week).adding(days: session.weekday.rawValue - 1)
                    let start = session.ownerCalendar.instant(on: date, at: session.startTime)
                    // This week's meetings only once they are over.
                    guard start.addingTimeInterval(Double(session.durationMinutes * 60)) <= asOf else { continue }
                    let title = session.title.isEmpty ? (lessons[week]?.title ?? session.kind.chipLabel) : session.title
                    let teacher = teachers[session.teacherID]?.displayName ?? "your teacher"
                    items.append(
                        DemoMediaItem(
                            kind: .sessionRecording, owner: .session(session.id, on: date), position: 1,
                            title: "\(session.kind.chipLabel): \(title) — \(date)",
                            path: "recordings/\(session.id.rawValue)/\(date).m4a",
                            source: .voice(
                                parts: DemoMediaScripts.sessionOpening(
                                    kind: session.kind.chipLabel, title: title, teacher: teacher,
                                    week: week, level: term.level.title),
                                seconds: min(DemoMedia.recordingCap, Double(session.durationMinutes * 60))),
                            submission: nil,
                            happened: Date(timeIntervalSince1970: Double(LocalDate(year: 2000, month: 1, day: 1).days(until: date)) * 86400)
                        ))
                }
            }
        }
        return items
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
