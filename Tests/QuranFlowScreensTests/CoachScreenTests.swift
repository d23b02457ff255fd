import Foundation
import QuranFlowCore
import QuranFlowScreens
import QuranFlowScreensTestSupport
import Testing

@Suite("Coach screens")
struct CoachScreenTests {
    let now = DemoWorld.instant("2026-10-30T15:58:00+02:00")
    let hour: TimeInterval = 3600

    func waiting(_ id: String, _ student: Student, hours: Double, week: Int = 8) -> Submission {
        let closes = now.addingTimeInterval(-hours * hour)
        return Submission(
            id: .init(id), studentID: student.id, termID: DemoWorld.fall.id, week: week, attempt: 1,
            submittedAt: closes.addingTimeInterval(-600), revokeWindowClosesAt: closes, status: .inReview,
            durationSeconds: 161)
    }

    func world(sarahHours: Double) -> CoachWorld {
        CoachWorld(
            coach: DemoWorld.amina,
            students: [DemoWorld.sarah, DemoWorld.khadija, DemoWorld.noor, DemoWorld.hafsa, DemoWorld.maryam],
            submissions: [
                waiting("s", DemoWorld.sarah, hours: sarahHours),
                waiting("k", DemoWorld.khadija, hours: 40),
                waiting("n", DemoWorld.noor, hours: 20),
                waiting("h", DemoWorld.hafsa, hours: 5),
                waiting("m", DemoWorld.maryam, hours: 0.5),
            ] + DemoWorld.history,
            now: now)
    }

    @Test("The stat hero: five waiting, Sarah's oldest at two days, the promise holds at exactly 48 hours")
    func hero() {
        let screen = CoachQueueScreen.make(world(sarahHours: 48), sort: .oldestFirst, destinations: .current)
        #expect(screen.eyebrow == "Fri · 30 Oct")
        #expect(screen.greeting == "Salaam, Ust. Amina.")
        #expect(screen.headline == "5 submissions waiting")
        #expect(screen.heroDetail == "Oldest is Sarah's — 2 days. Your 48-hour promise holds.")
        #expect(screen.promiseHolds)
        #expect(screen.empty == nil)
    }

    @Test("Rows: order, chips, flags at 36 h and breach past 48 h in words")
    func rows() {
        let screen = CoachQueueScreen.make(world(sarahHours: 50), sort: .oldestFirst, destinations: .current)
        #expect(screen.rows.map(\.name) == ["Sarah A.", "Khadija R.", "Noor A.", "Hafsa T.", "Maryam S."])
        let sarah = screen.rows[0]
        #expect(sarah.initial == "S" && sarah.levelChip == "Lvl II" && sarah.week == "Week 8")
        #expect(sarah.duration == "2:41" && sarah.waiting == "2 days")
        #expect(sarah.isFlagged && sarah.isBreached && sarah.flag == "Past 48 hours")
        #expect(sarah.open?.href == "/coach/review/s")
        let khadija = screen.rows[1]
        #expect(khadija.isFlagged && !khadija.isBreached && khadija.flag == "Nearing 48 hours")
        #expect(khadija.waiting == "40 hours")
        #expect(screen.rows[2].flag == nil)
        #expect(screen.heroDetail == "Oldest is Sarah's — 2 days. 1 submission is past your 48-hour promise.")
        #expect(!screen.promiseHolds)
    }

    @Test("Filter chips link to ?sort= with the current one marked; By level puts Level I first")
    func chips() {
        let screen = CoachQueueScreen.make(world(sarahHours: 50), sort: .byLevel, destinations: .current)
        #expect(screen.filters.map(\.label) == ["Oldest first", "By level", "Fewest submissions"])
        #expect(screen.filters.map(\.href) == ["?sort=oldest", "?sort=level", "?sort=fewest"])
        #expect(screen.filters.map(\.isCurrent) == [false, true, false])
        #expect(screen.rows.map(\.levelChip) == ["Lvl I", "Lvl I", "Lvl II", "Lvl II", "Lvl II"])
    }

    @Test("Rows open the review once Review exists")
    func reviewGated() {
        let screen = CoachQueueScreen.make(
            world(sarahHours: 50), sort: .oldestFirst,
            destinations: .current.adding(.review))
        #expect(screen.rows[0].open?.href == "/coach/review/s")
    }

    @Test("An empty queue has an empty state")
    func empty() {
        let empty = CoachWorld(coach: DemoWorld.amina, students: [DemoWorld.sarah], submissions: [], now: now)
        let screen = CoachQueueScreen.make(empty, sort: .oldestFirst, destinations: .current)
        #expect(screen.headline == "No submissions waiting")
        #expect(screen.rows.isEmpty)
        #expect(screen.empty?.title == "Nothing waiting")
    }

    @Test("Students: name, level, year, place and latest status, each opening the record")
    func students() {
        let screen = CoachStudentsScreen.make(world(sarahHours: 50), destinations: .current)
        #expect(screen.rows.count == 5)
        let sarah = screen.rows.first { $0.name == "Sarah A." }
        #expect(sarah?.level == "Level II" && sarah?.year == "Year 2")
        #expect(sarah?.place == "Toronto (EDT)")
        #expect(sarah?.latestWeek == "Week 8" && sarah?.latestStatus?.label == "In review")
        #expect(sarah?.open?.href == "/coach/students/sarah")
    }

    @Test("You: name, zone, Sign out")
    func you() {
        let screen = CoachYouScreen.make(world(sarahHours: 50), destinations: .current)
        #expect(screen.name == "Ust. Amina al-Qārī")
        #expect(screen.zone == "Cairo (EET)")
        #expect(screen.signOut?.label == "Sign out")
    }
}
