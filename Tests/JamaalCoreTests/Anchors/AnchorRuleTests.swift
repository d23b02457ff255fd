import Calendar
import Foundation
import Identifiers
import Testing

@testable import JamaalCore

@Suite("Anchors · durability and rule lifecycle")
struct AnchorRuleTests {
    typealias F = AnchorFixture
    let today = AnchorFixture.date("2026-11-02")

    @Test("Every rule type round-trips through its stored form")
    func roundTrip() throws {
        let once = try OneOffAnchor(
            date: today, opens: LocalTime(hour: 14, minute: 0), closes: LocalTime(hour: 15, minute: 0), durationMinutes: 45)
        let rules = [
            F.prayerRule(F.salah(ishaEnd: .lastThird, prayers: [.fajr, .isha], polar: .nearestDay)),
            try F.schoolRun().with(exceptions: [try AnchorException(kind: .holiday, starts: today, note: "Hajj")]).paused(today: today),
            try AnchorRule.new(
                id: ID("once"), title: "Dentist", kind: .oneOff(once), today: today, now: Date(timeIntervalSince1970: 1_790_000_000)
            ).archived(now: Date(timeIntervalSince1970: 1_800_000_000)),
        ]
        for rule in rules {
            let data = try AnchorRuleCoding.encode(rule)
            #expect(AnchorRuleCoding.decode(data, storedID: ID("row")) == rule)
        }
    }

    @Test("A rule from a newer version is kept byte for byte, flagged, and written back unchanged")
    func newerVersion() throws {
        let bytes = Data(#"{"version":2,"id":"r9","title":"Jumu'ah","type":"congregation","congregation":{"masjid":"East London"}}"#.utf8)
        let rule = AnchorRuleCoding.decode(bytes, storedID: ID("row-9"))
        #expect(rule.id == ID("r9") && rule.title == "Jumu'ah")
        #expect(rule.needsAttention)
        guard case .needsAttention(let raw) = rule.kind else { Issue.record("not flagged"); return }
        #expect(raw.reason == .newerVersion(2))
        #expect(raw.bytes == bytes)
        #expect(try AnchorRuleCoding.encode(rule) == bytes)
        // Listed with a notice, never with instances; edits, pauses and archiving are refused so nothing overwrites it.
        let day = F.day([rule], "2026-11-02")
        #expect(day.instances.isEmpty)
        #expect(day.notices.map(\.text) == ["Jumu'ah needs attention. Written by a newer version of Jamaal — update Jamaal to see it."])
        #expect(anchorThrown { try rule.paused(today: today) } == .ruleNeedsAttention)
        #expect(anchorThrown { try rule.archived(now: Date()) } == .ruleNeedsAttention)
        #expect(
            anchorThrown {
                try rule.edited(
                    title: "X",
                    kind: .oneOff(
                        try! OneOffAnchor(date: today, opens: LocalTime(hour: 1, minute: 0), closes: LocalTime(hour: 2, minute: 0))))
            } == .ruleNeedsAttention)
    }

    @Test("Undecodable payloads — garbage, an unknown method, a new recurrence — are kept and flagged, never dropped")
    func undecodable() throws {
        let garbage = Data([0xFF, 0x00, 0x7B])
        let kept = AnchorRuleCoding.decode(garbage, storedID: ID("row-3"))
        #expect(kept.id == ID("row-3") && kept.needsAttention)
        #expect(try AnchorRuleCoding.encode(kept) == garbage)

        let good = String(decoding: try AnchorRuleCoding.encode(F.prayerRule()), as: UTF8.self)
        let newMethod = Data(good.replacingOccurrences(of: "MuslimWorldLeague", with: "Jakim").utf8)
        let flagged = AnchorRuleCoding.decode(newMethod, storedID: ID("row"))
        #expect(flagged.id == ID("salah") && flagged.title == "Salah" && flagged.needsAttention)
        if case .needsAttention(let raw) = flagged.kind {
            #expect(raw.bytes == newMethod)
            #expect(raw.reason.message.hasPrefix("Jamaal couldn't read this rule"))
        }

        let run = String(decoding: try AnchorRuleCoding.encode(F.schoolRun()), as: UTF8.self)
        let lunar = Data(run.replacingOccurrences(of: "\"weekly\"", with: "\"lunarMonthly\"").utf8)
        #expect(AnchorRuleCoding.decode(lunar, storedID: ID("row")).needsAttention)
        let badLatitude = Data(good.replacingOccurrences(of: "51.5074", with: "151.5074").utf8)
        #expect(AnchorRuleCoding.decode(badLatitude, storedID: ID("row")).needsAttention)
    }

    @Test("Edit, pause, resume, archive, restore: the id stays, paused and archived days yield nothing, marks are untouched")
    func lifecycle() throws {
        let run = F.schoolRun()
        let monday = F.day([run], "2026-11-02")
        let mark = try AnchorMark.mark(
            .someoneElseDidIt, on: monday.instances[0], id: ID("m1"), clock: F.londonClock, now: F.at("2026-11-02", "08:00", in: F.london))
        let paused = try run.paused(today: F.date("2026-11-03"))
        #expect(anchorThrown { try paused.paused(today: today) } == .ruleAlreadyPaused)
        #expect(F.day([paused], "2026-11-02").instances.count == 2)  // days before the pause keep their instances
        #expect(F.day([paused], "2026-11-04").instances.isEmpty)
        let resumed = try paused.resumed(today: F.date("2026-11-05"))
        #expect(F.day([resumed], "2026-11-04").instances.isEmpty)  // history of the pause is kept
        #expect(F.day([resumed], "2026-11-05").instances.count == 2)
        #expect(anchorThrown { try resumed.resumed(today: today) } == .ruleNotPaused)

        var schedule = AnchorPreset.schoolRun.schedule(startsOn: F.date("2026-01-01"))
        schedule = try ScheduledAnchor(
            recurrence: .weekly(days: [.monday]), slots: schedule.slots, durationMinutes: 20, startsOn: schedule.startsOn)
        let edited = try resumed.edited(title: "School run (Mondays)", kind: .scheduled(schedule))
        #expect(edited.id == run.id && edited.pauses == resumed.pauses)
        #expect(anchorThrown { try edited.edited(title: "X", kind: .prayer(F.salah())) } == .ruleTypeFixed)
        #expect(anchorThrown { try edited.edited(title: " ", kind: .scheduled(schedule)) } == .needsTitle)

        let archived = try edited.archived(now: F.at("2026-11-06", "12:00", in: F.london))
        #expect(F.day([archived], "2026-11-09").instances.isEmpty)
        #expect(anchorThrown { try archived.paused(today: today) } == .ruleArchived)
        let restored = try archived.restored()
        #expect(F.day([restored], "2026-11-09").instances.count == 2)
        #expect(anchorThrown { try restored.restored() } == .ruleNotArchived)
        // The outcome is still found for the same instance after all of it.
        let again = F.day([restored], "2026-11-02").instances[0]
        #expect(again.id == mark.instanceID)
        #expect(AnchorStatus.of(again, marks: [mark], at: F.at("2026-11-03", "12:00", in: F.london)) == .marked(.someoneElseDidIt))
    }

    @Test("AN-01's next instance: the open or next window, skipping exceptions")
    func nextInstance() throws {
        let run = F.schoolRun(exceptions: [try AnchorException(kind: .holiday, starts: F.date("2026-11-03"), ends: F.date("2026-11-06"))])
        let next = try #require(AnchorDay.next(of: run, marks: [], clock: F.londonClock, now: F.at("2026-11-02", "16:00", in: F.london)))
        #expect(next.day == F.date("2026-11-09") && next.slot == "Drop-off")
        let open = try #require(AnchorDay.next(of: run, marks: [], clock: F.londonClock, now: F.at("2026-11-02", "08:20", in: F.london)))
        #expect(open.day == today && open.slot == "Drop-off")
    }
}

@Suite("Anchors · rules list (AN-01)")
struct AnchorRuleListTests {
    typealias F = AnchorFixture

    @Test("Active rules with their next instance, paused and needs-attention lines, archived apart")
    func list() throws {
        let now = F.at("2026-03-30", "12:00", in: F.london)
        let raw = AnchorRuleCoding.decode(Data(#"{"version":9,"id":"z","title":"Jumu'ah"}"#.utf8), storedID: ID("z"))
        let bins = try F.scheduledRule("bins", title: "Bin night", AnchorPreset.binNight.schedule(startsOn: F.date("2026-01-01")))
            .paused(today: F.date("2026-03-01"))
        let old = try F.scheduledRule("old", title: "Old run", AnchorPreset.schoolRun.schedule(startsOn: F.date("2026-01-01")))
            .archived(now: now)
        let list = AnchorRuleList(rules: [F.prayerRule(), F.schoolRun(), bins, raw, old], marks: [], clock: F.londonClock, now: now)
        #expect(list.active.map(\.detail).prefix(3) == ["Next: Dhuhr · 13:06", "Next: Pick-up · 15:00", "Paused"])
        #expect(list.active[3].detail.hasPrefix("Needs attention · Written by a newer version"))
        #expect(list.needsAttention)
        #expect(list.archived.map(\.rule.title) == ["Old run"])
    }

    @Test("\"Next:\" never names a window gone by: an open one says until when, an attended one is passed over")
    func neverPastOrAttended() throws {
        let rule = F.prayerRule()
        let day = F.day([rule], "2026-03-30")
        let dhuhr = F.instance("Dhuhr", in: day)
        let asr = F.instance("Asr", in: day)
        let inside = dhuhr.window.start.addingTimeInterval(600)
        let open = AnchorRuleList(rules: [rule], marks: [], clock: F.londonClock, now: inside)
        #expect(open.active[0].detail == "Open now: Dhuhr · until \(F.hm(dhuhr.window.end))")
        let attended = try AnchorMark.mark(.attended, on: dhuhr, id: ID("m-dhuhr"), clock: F.londonClock, now: inside)
        let after = AnchorRuleList(rules: [rule], marks: [attended], clock: F.londonClock, now: inside.addingTimeInterval(60))
        #expect(after.active[0].detail == "Next: Asr · \(F.hm(asr.window.start))")
        #expect(after.active[0].next?.id == asr.id)
    }
}
