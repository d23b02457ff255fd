import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowScreens
import QuranText

/// The demo fixture (Fall 2026, Toronto; Sarah with Ust. Amina in Cairo) for the screen and web tests
/// (QuranFlowScreensTests, QuranFlowWebTests): screen models built by hand, no database.
public enum DemoWorld {
    public static let levelI = try! Level(number: 1, name: "Foundations of reading")
    public static let levelII = try! Level(number: 2, name: "Reading with fluency")
    public static let fall = try! Term(id: ID("fall-2026"), name: "Fall 2026", firstMonday: LocalDate(iso: "2026-09-07")!, level: levelII)
    public static let toronto = ZonedCalendar(identifier: "America/Toronto")!
    public static let amina = Coach(id: ID("amina"), name: "Amina al-Qārī", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo")
    public static let radwa = Coach(id: ID("radwa"), name: "Radwa Hassan", displayName: "Ust. Radwa", zoneIdentifier: "America/Toronto")
    public static let cohort = ID<Cohort>("fall-2026-level-2")

    public static func student(
        _ id: String, _ name: String, _ short: String, year: StudentYear = .two,
        level: Level = levelII
    ) -> Student {
        Student(
            id: ID(id), displayName: name, shortName: short, year: year, level: level, coachID: amina.id,
            zoneIdentifier: "America/Toronto", cohortID: cohort)
    }

    public static let sarah = student("sarah", "Sarah Ahmed", "Sarah A.")
    public static let khadija = student("khadija", "Khadija Rahman", "Khadija R.")
    public static let noor = student("noor", "Noor Ali", "Noor A.", year: .one, level: levelI)
    public static let hafsa = student("hafsa", "Hafsa Tariq", "Hafsa T.", year: .one)
    public static let maryam = student("maryam", "Maryam Saleh", "Maryam S.", year: .one, level: levelI)

    /// Week 8's lesson and a plain lesson for every other week.
    public static let lessons: [Lesson] = (1...15).map { week in
        week == 8
            ? Lesson(
                week: 8, title: "Idghām with ghunnah", partNumber: 2, videoCount: 1, recordingCount: 1, minutes: 12,
                assignment: PassageReference(surah: 67, ayahs: 1...3), focalAyah: PassageReference(surah: 67, ayah: 1))
            : Lesson(
                week: week, title: "Lesson \(week)", partNumber: week <= 3 ? 1 : week <= 9 ? 2 : 3, videoCount: 2,
                recordingCount: 1, minutes: 15, assignment: PassageReference(surah: 67, ayahs: 1...3),
                focalAyah: PassageReference(surah: 67, ayah: 2))
    }

    public static func session(
        _ id: String, _ kind: SessionKind, _ title: String, _ teacher: Coach, _ weekday: Weekday,
        _ hour: Int, _ minute: Int = 0
    ) -> LiveSession {
        LiveSession(
            id: ID(id), kind: kind, title: title, teacherID: teacher.id, weekday: weekday,
            startTime: LocalTime(hour: hour, minute: minute), zoneIdentifier: "America/Toronto",
            durationMinutes: kind == .oneToOne ? 20 : 60, meetingLink: "https://zoom.us/j/\(id)",
            covered: "Covered in \(title)")
    }

    public static let sessions = [
        session("class", .class, "Idghām with ghunnah", radwa, .monday, 10),
        session("qrc", .qrc, "Sisters' Reading Circle", radwa, .tuesday, 14),
        session("level", .levelClass, "Idghām review & practice", radwa, .tuesday, 19),
        session("office", .officeHours, "Drop-in Q&A", amina, .thursday, 21),
        session("one-to-one", .oneToOne, "One-to-one — recitation", amina, .tuesday, 9, 20),
    ]

    /// An instant from ISO 8601 with offset.
    public static func instant(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: iso)!
    }

    /// A submission sent at `sent`, revoke window 10 minutes.
    public static func submission(
        _ id: String, _ student: Student = sarah, week: Int, sent: Date,
        status: SubmissionStatus, outcome: ReviewOutcome? = nil, attempt: Int = 1
    ) -> Submission {
        Submission(
            id: ID(id), studentID: student.id, termID: fall.id, week: week, attempt: attempt, submittedAt: sent,
            revokeWindowClosesAt: sent.addingTimeInterval(600), status: status, durationSeconds: 161, outcome: outcome)
    }

    /// Sarah's weeks 1–7, each sent on the week's Wednesday evening.
    public static let history: [Submission] = (1...7).map { week in
        let wednesday = fall.monday(ofWeek: week).adding(days: 2)
        let sent = toronto.instant(on: wednesday, at: LocalTime(hour: 21, minute: 12))
        let status: SubmissionStatus = week == 7 ? .feedbackReady : week == 6 ? .heard : .practiced
        return submission("w\(week)", week: week, sent: sent, status: status)
    }

    /// Sarah's world at `iso`, with `extra` submissions beyond weeks 1–7 (only those sent by then).
    public static func studentWorld(at iso: String, extra: [Submission] = [], name: String? = nil) -> StudentWorld {
        let now = instant(iso)
        let who =
            name.map {
                Student(
                    id: sarah.id, displayName: $0, shortName: $0, year: .two, level: levelII,
                    coachID: amina.id, zoneIdentifier: "America/Toronto", cohortID: cohort)
            } ?? sarah
        return StudentWorld(
            student: who, coach: amina, term: fall, lessons: lessons, sessions: sessions,
            teachers: [amina.id: amina, radwa.id: radwa],
            submissions: (history + extra).filter { $0.submittedAt <= now }, now: now)
    }
}
