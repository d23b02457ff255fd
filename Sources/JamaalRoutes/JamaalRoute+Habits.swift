import Identifiers
import JamaalCore
import Routing

/// HB-01…HB-09: the habits, their groups and their log.
extension JamaalRoute {
    /// HB-01 Habits overview (the Habits segment of the Habits tab).
    public static let habits = Endpoint(
        .get, "/habits", access: JamaalAccess.person, feature: .habits,
        kind: .screen(summary: "HB-01 Habits: groups, habits with today's state, paused and archived ones"))

    /// HB-03 Add habit: the type picker, or `?kind=`'s form.
    public static let newHabit = Endpoint(
        .get, "/habits/new", query: NewHabitQuery.self, access: JamaalAccess.shaping,
        kind: .screen(summary: "HB-03 Add habit: the type picker, or the chosen kind's form"))

    /// HB-03's form.
    public static let createHabit = Endpoint(.post, "/habits", access: JamaalAccess.shaping, statuses: [422])

    /// HB-05 Groups.
    public static let habitGroups = Endpoint(.get, "/habits/groups", access: JamaalAccess.person)

    /// HB-05 a new group (`name`).
    public static let addHabitGroup = Endpoint(.post, "/habits/groups", access: JamaalAccess.shaping, statuses: [422])

    /// HB-05 rename a group (`name`).
    public static let renameHabitGroup = Endpoint(
        .post, "/habits/groups/:id", ID<HabitGroup>.self, access: JamaalAccess.shaping, statuses: [422])

    /// HB-02 Habit detail; `?day=` opens the correction of one of the last 14 days.
    public static let habit = Endpoint(
        .get, "/habits/:id", ID<Habit>.self, query: HabitDayQuery.self, access: JamaalAccess.person,
        kind: .screen(summary: "HB-02 Habit detail: the density grids, the read in words, weeks, today's log and the correction"),
        statuses: [409, 422])

    /// HB-03 Edit habit (the kind is fixed).
    public static let editHabit = Endpoint(
        .get, "/habits/:id/edit", ID<Habit>.self, access: JamaalAccess.shaping,
        kind: .screen(summary: "HB-03 Edit habit: the habit's form with its kind fixed"), statuses: [409])

    /// HB-03's edit form.
    public static let updateHabit = Endpoint(.post, "/habits/:id", ID<Habit>.self, access: JamaalAccess.shaping, statuses: [409, 422])

    /// HB-06 Pause with a reason.
    public static let habitPause = Endpoint(
        .get, "/habits/:id/pause", ID<Habit>.self, access: JamaalAccess.shaping,
        kind: .screen(summary: "HB-06 Pause a habit: the four reasons"), statuses: [409])

    /// HB-06's form (`reason`).
    public static let pauseHabit = Endpoint(.post, "/habits/:id/pause", ID<Habit>.self, access: JamaalAccess.shaping, statuses: [409, 422])

    /// HB-06 Resume.
    public static let resumeHabit = Endpoint(.post, "/habits/:id/resume", ID<Habit>.self, access: JamaalAccess.shaping, statuses: [409])

    /// HB-07 Archive (history kept).
    public static let archiveHabit = Endpoint(.post, "/habits/:id/archive", ID<Habit>.self, access: JamaalAccess.shaping, statuses: [409])

    /// HB-07 Restore.
    public static let restoreHabit = Endpoint(.post, "/habits/:id/restore", ID<Habit>.self, access: JamaalAccess.shaping, statuses: [409])

    /// Logs one entry of any kind (`value`, `day`, `slot`, `minutes`; `back=today` returns to Today).
    public static let logHabit = Endpoint(.post, "/habits/:id/log", ID<Habit>.self, access: JamaalAccess.person, statuses: [409, 422])

    /// Begins a focus session for a timed habit (`slot`).
    public static let beginHabit = Endpoint(.post, "/habits/:id/begin", ID<Habit>.self, access: JamaalAccess.person, statuses: [409, 422])
}
