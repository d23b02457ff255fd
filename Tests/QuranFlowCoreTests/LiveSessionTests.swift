import Calendar
import Foundation
import Testing

@testable import QuranFlowCore

@Suite("Live sessions")
struct LiveSessionTests {
    let at = Fixtures.instant

    func session(
        _ kind: SessionKind, _ title: String, _ weekday: Weekday, _ time: String, minutes: Int = 60,
        zone: String = "America/Toronto"
    ) -> LiveSession {
        LiveSession(
            id: .init(title), kind: kind, title: title, teacherID: Fixtures.radwa.id, weekday: weekday,
            startTime: LocalTime(iso: time)!, zoneIdentifier: zone, durationMinutes: minutes,
            meetingLink: "https://zoom.example/\(kind.rawValue)", covered: "")
    }

    var qrc: LiveSession { session(.qrc, "Sisters' Reading Circle", .tuesday, "14:00") }
    var levelClass: LiveSession { session(.levelClass, "Idghām review & practice", .tuesday, "19:00") }

    @Test("Chip labels")
    func chips() {
        #expect(SessionKind.allCases.map(\.chipLabel) == ["Class", "QRC", "Level Class", "Office Hours", "1:1"])
    }

    @Test("Phase boundaries of the Tuesday 27 Oct QRC, 2:00–3:00 PM Toronto")
    func phases() throws {
        let occurrence = try #require(qrc.occurrences(onLocalDate: LocalDate(iso: "2026-10-27")!, viewerZone: Fixtures.toronto).first)
        let start = at("2026-10-27T14:00:00-04:00")
        #expect(occurrence.start == start)
        #expect(occurrence.end == at("2026-10-27T15:00:00-04:00"))
        #expect(occurrence.phase(at: start.addingTimeInterval(-15 * 60 - 1)) == .upcoming)
        #expect(!occurrence.canJoin(at: start.addingTimeInterval(-15 * 60 - 1)))
        #expect(occurrence.phase(at: start.addingTimeInterval(-15 * 60)) == .soon(minutesUntil: 15))
        #expect(occurrence.canJoin(at: start.addingTimeInterval(-15 * 60)))
        #expect(occurrence.phase(at: start.addingTimeInterval(-1)) == .soon(minutesUntil: 1))
        #expect(occurrence.phase(at: start) == .live)
        #expect(occurrence.phase(at: occurrence.end.addingTimeInterval(-1)) == .live)
        #expect(occurrence.canJoin(at: occurrence.end.addingTimeInterval(-1)))
        #expect(occurrence.phase(at: occurrence.end) == .ended)
        #expect(!occurrence.canJoin(at: occurrence.end))
    }

    @Test("At 1:48 PM Toronto on Tuesday 27 Oct the QRC is soon(12) and joinable")
    func fixtureMoment() throws {
        let now = at("2026-10-27T13:48:00-04:00")
        let occurrence = qrc.occurrence(inWeekContaining: now)
        #expect(occurrence.phase(at: now) == .soon(minutesUntil: 12))
        #expect(occurrence.phase(at: now).countdownLabel == "in 12 min")
        #expect(occurrence.phase(at: now.addingTimeInterval(30)).countdownLabel == "in 12 min")  // rounds up
        #expect(SessionPhase.live.countdownLabel == nil)
        #expect(occurrence.canJoin(at: now))
        #expect(levelClass.occurrence(inWeekContaining: now).phase(at: now) == .upcoming)
    }

    @Test("Sessions today depend on the viewer's day: Toronto's 7 PM class is Wednesday 2 AM in Cairo")
    func viewerDays() {
        let tuesday = LocalDate(iso: "2026-10-27")!
        let sessions = [qrc, levelClass]
        let torontoToday = LiveSession.occurrences(of: sessions.reversed(), onLocalDate: tuesday, viewerZone: Fixtures.toronto)
        #expect(torontoToday.map(\.session.title) == ["Sisters' Reading Circle", "Idghām review & practice"])
        let cairoToday = sessions.flatMap { $0.occurrences(onLocalDate: tuesday, viewerZone: Fixtures.cairo) }
        #expect(cairoToday.map(\.session.title) == ["Sisters' Reading Circle"])
        #expect(LocalFormat.time(cairoToday[0].start, in: Fixtures.cairo.zone) == "9:00 PM")
        let cairoWednesday = levelClass.occurrences(onLocalDate: tuesday.adding(days: 1), viewerZone: Fixtures.cairo)
        #expect(cairoWednesday.map { LocalFormat.time($0.start, in: Fixtures.cairo.zone) } == ["2:00 AM"])
        #expect(cairoWednesday.first?.ownerDate == tuesday)
    }

    @Test("Sarah's 9:20 AM Toronto one-to-one is 4:20 PM in Cairo on 27 Oct 2026")
    func oneToOne() throws {
        let slot = session(.oneToOne, "One-to-one — recitation", .tuesday, "09:20", minutes: 20)
        let occurrence = try #require(slot.occurrences(onLocalDate: LocalDate(iso: "2026-10-27")!, viewerZone: Fixtures.cairo).first)
        #expect(LocalFormat.time(occurrence.start, in: Fixtures.cairo.zone) == "4:20 PM")
        #expect(LocalFormat.time(occurrence.start, in: Fixtures.toronto.zone) == "9:20 AM")
    }

    @Test("2:00 PM Toronto stays 2:00 PM in Toronto across spring 2026 and moves for Cairo")
    func springRecurrence() {
        let occurrences = qrc.occurrences(from: at("2026-03-02T00:00:00-05:00"), to: at("2026-05-01T00:00:00-04:00"))
        #expect(occurrences.count == 9)
        #expect(occurrences.allSatisfy { LocalFormat.time($0.start, in: Fixtures.toronto.zone) == "2:00 PM" })
        let cairo = occurrences.map { LocalFormat.time($0.start, in: Fixtures.cairo.zone) }
        // 3 Mar (EST/EET) 9 PM; 10 Mar – 21 Apr (EDT/EET) 8 PM; 28 Apr (EDT/EEST) 9 PM.
        #expect(cairo == ["9:00 PM"] + Array(repeating: "8:00 PM", count: 7) + ["9:00 PM"])
        #expect(occurrences.first?.ownerDate == LocalDate(iso: "2026-03-03"))
        #expect(occurrences.last?.ownerDate == LocalDate(iso: "2026-04-28"))
    }

    @Test("Occurrences start inside from..<to: a start exactly at `to` is excluded, at `from` included")
    func halfOpenRange() {
        let start = at("2026-10-27T14:00:00-04:00")
        #expect(qrc.occurrences(from: start, to: start.addingTimeInterval(1)).count == 1)
        #expect(qrc.occurrences(from: start.addingTimeInterval(-60), to: start).isEmpty)
        #expect(qrc.occurrences(from: start, to: start).isEmpty)
    }
}
