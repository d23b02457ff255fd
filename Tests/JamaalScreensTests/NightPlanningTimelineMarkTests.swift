import JamaalScreens
import Testing

/// NP-07's proportional timeline: the times and titles written under it, thinned so none crowd another.
@Suite("Night Planning · the timeline's times and titles")
struct NightPlanningTimelineMarkTests {
    typealias Mark = NightPlanningTimelineMark

    @Test("The day's start and end are always written; the end's text ends at the mark")
    func ends() {
        let marks = Mark.thinned([Mark(permille: 0, time: "09:00", title: nil), Mark(permille: 1000, time: "17:30", title: nil)])
        #expect(marks.map(\.time) == ["09:00", "17:30"])
        #expect(marks.map(\.endsAtMark) == [false, true])
    }

    @Test("A commitment's start carries its title; its end is a plain time")
    func commitment() {
        let marks = Mark.thinned([
            Mark(permille: 0, time: "09:00", title: nil), Mark(permille: 400, time: "12:10", title: "Dhuhr"),
            Mark(permille: 500, time: "13:00", title: nil), Mark(permille: 1000, time: "17:30", title: nil),
        ])
        #expect(marks.map(\.time) == ["09:00", "12:10", "13:00", "17:30"])
        #expect(marks.map(\.title) == [nil, "Dhuhr", nil, nil])
    }

    @Test("A time closer than the minimum gap to the last written one, or to the day's end, is not written")
    func crowdedTimes() {
        let gap = Mark.minimumTimeGap
        let marks = Mark.thinned([
            Mark(permille: 0, time: "09:00", title: nil), Mark(permille: gap - 1, time: "09:35", title: "Call"),
            Mark(permille: gap, time: "09:36", title: nil), Mark(permille: 1000 - gap + 1, time: "17:00", title: nil),
            Mark(permille: 1000, time: "17:30", title: nil),
        ])
        #expect(marks.map(\.time) == ["09:00", "09:36", "17:30"])
    }

    @Test("A title too near the previous title is dropped while its time is kept; a commitment at the day's start names it")
    func crowdedTitles() {
        let marks = Mark.thinned([
            Mark(permille: 0, time: "09:00", title: nil), Mark(permille: 0, time: "09:00", title: "Stand-up"),
            Mark(permille: 100, time: "10:00", title: "Dhuhr"), Mark(permille: 400, time: "13:00", title: "Asr"),
            Mark(permille: 1000, time: "17:30", title: nil),
        ])
        #expect(marks.map(\.time) == ["09:00", "10:00", "13:00", "17:30"])
        #expect(marks.map(\.title) == ["Stand-up", nil, "Asr", nil])
    }

    @Test("A long title is cut to the limit with an ellipsis")
    func longTitle() {
        let mark = Mark(permille: 300, time: "11:00", title: "Yusuf's nursery run and shopping")
        #expect(mark.title?.count == Mark.titleLimit && mark.title?.hasSuffix("…") == true)
        #expect(Mark(permille: 300, time: "11:00", title: "Dhuhr").title == "Dhuhr")
    }
}
