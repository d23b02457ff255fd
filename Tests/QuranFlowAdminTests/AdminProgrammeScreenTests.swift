import Calendar
import Identifiers
import QuranFlowAdminScreens
import QuranFlowCore
import Testing

/// The decisions the programme admin's curriculum, media and session screens make before any HTML: defaults, which
/// refusal shows where, and the words for a state.
@Suite struct AdminProgrammeScreenTests {
    static func world() throws -> (levels: [Level], fall: Term, cohort: Cohort) {
        let levels = [try Level(number: 1, name: "Letters"), try Level(number: 2, name: "Reading with fluency")]
        let fall = try Term(id: ID("fall"), name: "Fall 2026", firstMonday: LocalDate(year: 2026, month: 9, day: 7), level: levels[1])
        return (levels, fall, Cohort(id: ID("sisters"), name: "Sisters", termID: fall.id, level: levels[1]))
    }

    @Test func aNewLevelIsNumberedAfterTheHighestAndATermWithoutACircleSaysSo() throws {
        let (levels, fall, cohort) = try Self.world()
        let screen = AdminCurriculumScreen(
            levels: levels, terms: [fall], cohorts: [cohort], studentCounts: [fall.id: 12], schedules: [:], changes: [])
        #expect(screen.newLevelNumber == "3" && screen.newLevelName == "")
        #expect(screen.levels.map(\.terms.count) == [0, 1])
        let row = try #require(screen.levels.last?.terms.first)
        #expect(row.students == "12" && row.meets == "No reading circle yet" && row.path == "/admin/terms/fall")
        #expect(row.cohorts.map(\.name) == ["Sisters"])
        #expect(screen.newTerm?.levels.first?.isSelected == true, "a new term starts at the first level")
        #expect(screen.cohortTerms.map(\.label) == [fall.eyebrow])
        let empty = AdminCurriculumScreen(levels: [], terms: [], cohorts: [], studentCounts: [:], schedules: [:], changes: [])
        #expect(empty.newLevelNumber == "1" && empty.newTerm == nil && empty.cohortTerms.isEmpty)
    }

    @Test func aRefusedRenameShowsWhatWasTypedUnderItsOwnFormOnly() throws {
        let (levels, fall, cohort) = try Self.world()
        let screen = AdminCurriculumScreen(
            levels: levels, terms: [fall], cohorts: [cohort], studentCounts: [:], schedules: [:], changes: [],
            failed: .cohort(cohort.id, name: ""), error: "Give the cohort a name.", errorField: "name")
        let field = try #require(screen.levels.last?.terms.first?.cohorts.first)
        #expect(field.name == "" && field.error == "Give the cohort a name.")
        #expect(screen.levels.allSatisfy { $0.error == nil })
        #expect(screen.newLevelNameError == nil && screen.newCohortNameError == nil)
        #expect(screen.error == "Give the cohort a name.")
    }

    @Test func aMadeTermsLevelIsFixedAndItsPartsAreTheStandardOnesUntilTyped() throws {
        let (levels, _, _) = try Self.world()
        let input = TermPlan.Input(name: "Fall 2026", level: 2, firstMonday: "2026-09-07", outcome: "read Al-Mulk")
        let fields = AdminTermFields(input, levels: levels, levelFixed: true, error: "Too long.", errorField: "name")
        #expect(fields.fixedLevel == "Level: " + levels[1].titleWithName)
        #expect(fields.parts == TermPlan.standardParts)
        #expect(fields.message("name") == "Too long." && fields.message("outcome") == nil)
        #expect(AdminTermFields(input, levels: levels, levelFixed: false, error: nil, errorField: nil).fixedLevel == nil)
    }

    @Test func anUploadSaysWhereItsProcessingStands() {
        let upload = { (state: AdminUpload.State) in
            AdminUpload(id: "j", title: "Qalqalah", state: state, progress: 0.4, failure: state == .failed ? "no video stream" : nil)
        }
        #expect(upload(.queued).stateText == "Waiting to start" && upload(.queued).isPending)
        #expect(upload(.running).stateText == "Processing 40%" && upload(.running).isPending)
        #expect(upload(.done).stateText == "Done" && !upload(.done).isPending)
        #expect(upload(.failed).stateText == "Failed: no video stream" && !upload(.failed).isPending)
        #expect(AdminUpload.duration(65.4) == "1:05" && AdminUpload.duration(3725) == "62:05")
    }

    @Test func aNewWeeklyRuleStartsAsATuesdayQRCWithTheFirstCoach() {
        let coaches = [
            Coach(id: ID("amina"), name: "Amina", displayName: "Ust. Amina", zoneIdentifier: "Africa/Cairo"),
            Coach(id: ID("radwa"), name: "Radwa", displayName: "Ust. Radwa", zoneIdentifier: "America/Toronto"),
        ]
        let fields = AdminSessionRuleFields(nil, coaches: coaches, error: SessionRuleError(field: "time", "Use HH:MM."))
        #expect(fields.kinds.filter(\.isSelected).map(\.value) == [SessionKind.qrc.rawValue])
        #expect(fields.teachers.filter(\.isSelected).map(\.value) == ["amina"])
        #expect(fields.weekdays.filter(\.isSelected).map(\.label) == ["Tuesday"])
        #expect(fields.draft.time == "14:00" && fields.draft.duration == "60")
        #expect(fields.message("time") == "Use HH:MM." && fields.message("title") == nil)
    }

    @Test func aLessonsPassageLocksWithItsFirstSubmissionAndNumbersReadAsTheMushafWritesThem() throws {
        let (_, fall, _) = try Self.world()
        let open = AdminLessonScreen(
            term: fall, week: 8, lesson: nil, submissions: 3, videos: [], changes: [], values: AdminLessonScreen.Values())
        #expect(!open.isLocked && open.lockedText == nil && open.heading == "Week 8: new lesson")
        #expect(open.surahs.filter(\.isSelected).map(\.value) == ["1"])
        #expect(AdminLessonScreen.arabicDigits(12) == "١٢")
        #expect(AdminLessonScreen.minutesAndSeconds(245) == "4:05" && AdminLessonScreen.minutesAndSeconds(.nan) == "0:00")
        var values = AdminLessonScreen.Values()
        values.surah = "999"
        guard case .problem = AdminLessonScreen.preview(values) else {
            Issue.record("a sūrah that does not exist has no preview")
            return
        }
    }
}
