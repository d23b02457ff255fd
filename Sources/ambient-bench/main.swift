import Calendar
import Foundation
import QuranFlowAmbient

// ambient-bench — `scripts/bench-ambient.sh` times computing every widget's timelines for one student in process
// (``AmbientTimelines/student(_:now:)``: Week, This Week, verse, next session, the revoke and session Live Activities,
// relevance and intents) from the fixture week's snapshot, against decoding that snapshot from its JSON — the step a
// widget extension takes before it computes anything — alternated in one run. Prints one line: the median timelines
// time and the median decode time, in milliseconds.
//
//     ambient-bench [RUNS]

let runs = max(1, Int(CommandLine.arguments.dropFirst().first ?? "") ?? 201)
func at(_ iso: String) -> Date { ISO8601.parse(iso) ?? Date(timeIntervalSince1970: 0) }
let now = at("2026-10-27T18:45:53-04:00")
let verse = "تَبَارَكَ الَّذِي بِيَدِهِ الْمُلْكُ وَهُوَ عَلَىٰ كُلِّ شَيْءٍ قَدِيرٌ"
let weeks = (1...15).map { number in
    AmbientSnapshot.Week(
        number: number, videos: 3, watched: number < 8 ? 3 : number == 8 ? 2 : 0,
        recitation: number < 8 ? .practiced : .notSubmitted, verseArabic: verse, verseCitation: "AL-MULK · 67:\(number)")
}
// The student's meetings of the coming eight days: the Class, the Level Class, QRC, office hours and a one-to-one.
var meetings: [AmbientSnapshot.Meeting] = []
for day in 0..<8 {
    let start = now.addingTimeInterval(Double(day) * 86_400 + 900)
    meetings.append(
        .init(shortName: day % 2 == 0 ? "Level Class" : "QRC", start: start, end: start.addingTimeInterval(3600), link: "/sessions"))
}
let submission = RevokeWindowActivity.Submission(
    week: 8, attempt: 1, attempts: 2, passage: "Surah Al-Mulk", submittedAt: now.addingTimeInterval(-120),
    windowClosesAt: now.addingTimeInterval(480), link: "/submissions/x")
let snapshot = AmbientSnapshot(
    zone: "America/Toronto", term: .init(name: "Fall 2026", firstMonday: LocalDate(year: 2026, month: 9, day: 7), weekCount: 15),
    weeks: weeks, sessions: meetings, submission: submission, practice: (0..<10).map { now.addingTimeInterval(Double(-$0) * 86_000) },
    takenAt: now)
let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
let json = try encoder.encode(snapshot)
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601

var compute: [Double] = []
var decode: [Double] = []
var entries = 0
for _ in 0..<runs {
    var started = DispatchTime.now().uptimeNanoseconds
    let timelines = AmbientTimelines.student(snapshot, now: now)
    compute.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    entries = (timelines.week?.entries.count ?? 0) + (timelines.nextSession?.entries.count ?? 0)
    started = DispatchTime.now().uptimeNanoseconds
    let decoded = try decoder.decode(AmbientSnapshot.self, from: json)
    decode.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    if decoded.weeks.count != 15 || entries == 0 { exit(2) }
}
let median = { (values: [Double]) in values.sorted()[values.count / 2] }
print(String(format: "%.3f %.3f", median(compute), median(decode)))
