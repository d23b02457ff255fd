import Calendar
import Foundation
import HTML
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// The habits feature (the endpoints in `JamaalRoute+Habits.swift`): HB-01 overview, HB-02 detail (`?day=` opens the
/// correction of one of the last 14 days), HB-03/04/05 add and edit, HB-05 groups, HB-06 pause and resume, HB-07
/// archive and restore, logging every kind (HB-08 and HB-09 included) and Begin for a timed habit (through the
/// focus-session engine); each screen with its JSON twin. Every rule is JamaalCore's; a refusal is a 4xx
/// with its words and nothing is half-saved (each change is one transaction).
///
///     HabitRoutes.register(on: routes)
enum HabitRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.screen(
            JamaalRoute.habits, model: { req in try overview(req) },
            page: { req, screen in
                try JamaalShell.page(req, title: "Habits", tab: .habits) { HabitsView.render(screen, csrf: req.csrfToken) }
            })
        routes.screen(
            JamaalRoute.newHabit,
            model: { req, query in
                let groups = try req.store.read { try $0.habitGroups() }
                guard let kind = query.kind else { return .typePicker() }
                return HabitFormScreen(family: kind.rawValue, habitID: nil, values: .init(), groups: groups, error: nil)
            },
            page: { req, screen in try formPage(req, screen) })
        routes.add(JamaalRoute.createHabit) { req in try create(req) }

        routes.add(JamaalRoute.habitGroups) { req in
            let groups = try req.store.read { try $0.habitGroups() }
            return try groupsPage(req, groups: groups, error: nil)
        }
        routes.add(JamaalRoute.addHabitGroup, form: HabitGroupForm.self) { req, form in
            do {
                let group = try HabitGroup(id: req.environment.ids.next(), name: form.name.or(""))
                try req.store.write { try $0.save(group) }
            } catch let error as JamaalError {
                return try groupsPage(req, groups: try req.store.read { try $0.habitGroups() }, error: error.message)
            }
            return .redirect(to: JamaalRoute.habitGroups.path())
        }
        routes.add(JamaalRoute.renameHabitGroup, form: HabitGroupForm.self) { req, form, id in
            do {
                try req.store.write { db in
                    guard let group = try db.habitGroups().first(where: { $0.id == id }) else {
                        throw NotFound("group")
                    }
                    try db.save(try group.renamed(form.name.or("")))
                }
            } catch let error as JamaalError {
                return try groupsPage(req, groups: try req.store.read { try $0.habitGroups() }, error: error.message)
            }
            return .redirect(to: JamaalRoute.habitGroups.path())
        }

        routes.screen(
            JamaalRoute.habit, model: { req, query, id in try detail(req, id, selected: query.day?.date) },
            page: { req, screen in
                let list = try overview(req)
                return try JamaalShell.page(req, title: screen.name, tab: .habits) {
                    HabitsView.render(list, csrf: req.csrfToken)
                } panel: {
                    HabitDetailView.render(screen, csrf: req.csrfToken)
                }
            })
        routes.screen(
            JamaalRoute.editHabit,
            model: { req, id in
                let habit = try loggableOrEditable(req, id)
                let groups = try req.store.read { try $0.habitGroups() }
                return HabitFormScreen(
                    family: habit.kind.family, habitID: habit.id, values: .init(habit: habit), groups: groups, error: nil)
            },
            page: { req, screen in try formPage(req, screen) })
        routes.add(JamaalRoute.updateHabit) { req, id in try edit(req, id) }

        routes.screen(
            JamaalRoute.habitPause,
            model: { req, id in
                let person = try TodayLoader.person(req.store, now: req.now)
                return HabitPauseScreen(habit: try loggableOrEditable(req, id), today: person.clock.today(at: req.now))
            },
            page: { req, screen in
                let list = try overview(req)
                return try JamaalShell.page(req, title: "Pause", tab: .habits) {
                    HabitsView.render(list, csrf: req.csrfToken)
                } panel: {
                    HabitFormView.renderPause(screen, csrf: req.csrfToken)
                }
            })
        routes.add(JamaalRoute.pauseHabit, form: HabitPauseForm.self) { req, form, id in
            let reason = PauseReason(rawValue: form.reason.or(""))
            guard PauseReason.allCases.contains(reason) else {
                throw FieldRefusal(form.reason, "Pick a reason: Travel, Illness, Cycle or Other.")
            }
            // HB-06's optional end: empty is open-ended; anything else must be a real date (the rule bounds it).
            var until: LocalDate?
            if let raw = form.until.text, !raw.isEmpty {
                guard let day = LocalDate(iso: raw) else {
                    throw FieldRefusal(form.until, "Write the end as a date, like 2026-12-14, or leave it empty.")
                }
                until = day
            }
            return try change(req, id) { habit, today in try habit.paused(reason: reason, today: today, until: until) }
        }
        routes.add(JamaalRoute.resumeHabit) { req, id in
            try change(req, id) { habit, today in try habit.resumed(today: today) }
        }
        routes.add(JamaalRoute.archiveHabit) { req, id in
            try change(req, id) { habit, _ in
                guard !habit.isArchived else { throw HabitRefusal.alreadyArchived }
                return habit.archived(now: req.now)
            }
        }
        routes.add(JamaalRoute.restoreHabit) { req, id in
            try change(req, id, to: JamaalRoute.habits.path()) { habit, _ in
                guard habit.isArchived else { throw HabitRefusal.notArchived }
                return habit.restored()
            }
        }
        routes.add(JamaalRoute.logHabit) { req, id in try log(req, id) }
        routes.add(JamaalRoute.beginHabit, form: HabitLogForm.self) { req, form, id in
            let slot = Int(form.slot.or("0")) ?? -1
            let person = try TodayLoader.person(req.store, now: req.now)
            try TodayLoader.applyRollover(req.store, clock: person.clock, now: req.now)
            _ = try req.store.write { db in
                try HabitFocus.begin(db, habitID: id, slot: slot, clock: person.clock, now: req.now, ids: req.environment.ids)
            }
            return .redirect(to: JamaalRoute.focus.path())
        }
    }

    // MARK: Screens

    static func overview(_ req: JamaalRequest) throws -> HabitsScreen {
        let person = try TodayLoader.person(req.store, now: req.now)
        let today = person.clock.today(at: req.now)
        return try req.store.read { db in
            let (habits, unreadable) = try db.habits()
            return HabitsScreen(
                habits: habits, unreadable: unreadable.count, groups: try db.habitGroups(),
                entries: try db.habitEntries(from: today, through: today), today: today)
        }
    }

    /// HB-02 for habit `id`, with `selected`'s correction open.
    static func detail(_ req: JamaalRequest, _ id: ID<Habit>, selected: LocalDate?) throws -> HabitDetailScreen {
        let person = try TodayLoader.person(req.store, now: req.now)
        let today = person.clock.today(at: req.now)
        return try req.store.read { db in
            guard let habit = try db.habit(id) else {
                if try db.isUnreadableHabit(id) { throw HabitRefusal.fromNewerVersion }
                throw NotFound("habit")
            }
            let since = today.adding(days: -7 * HabitRead.gridWeeks)
            let group = try habit.groupID.flatMap { gid in try db.habitGroups().first { $0.id.rawValue == gid }?.name }
            return HabitDetailScreen(
                habit: habit, groupName: group, entries: try db.habitEntries(for: id, from: since), today: today, selected: selected)
        }
    }

    static func formPage(_ req: JamaalRequest, _ screen: HabitFormScreen, status: HTTPStatus = .ok) throws -> Response {
        let list = try overview(req)
        return try JamaalShell.page(req, title: screen.title, tab: .habits, status: status) {
            HabitsView.render(list, csrf: req.csrfToken)
        } panel: {
            HabitFormView.render(screen, csrf: req.csrfToken)
        }
    }

    static func groupsPage(_ req: JamaalRequest, groups: [HabitGroup], error: String?) throws -> Response {
        let csrf = req.csrfToken
        let members = try req.store.read { try $0.habits().habits.filter { !$0.isArchived } }
        return try JamaalShell.page(req, title: "Groups", tab: .habits, status: error == nil ? .ok : .unprocessableEntity) {
            HabitGroupsView.render(groups: groups, members: members, error: error, csrf: csrf)
        }
    }

    // MARK: Changes

    /// The habit `id` (404 when missing; 409 when a newer version wrote it — kept, never overwritten).
    static func loggableOrEditable(_ req: JamaalRequest, _ id: ID<Habit>) throws -> Habit {
        try req.store.read { db in try stored(db, id) }
    }

    static func stored(_ db: StoreConnection, _ id: ID<Habit>) throws -> Habit {
        guard let habit = try db.habit(id) else {
            if try db.isUnreadableHabit(id) { throw HabitRefusal.fromNewerVersion }
            throw NotFound("habit")
        }
        return habit
    }

    /// Applies one change to the habit in one transaction, then returns to its detail (or `to`).
    static func change(
        _ req: JamaalRequest, _ id: ID<Habit>, to destination: String? = nil, _ body: (Habit, LocalDate) throws -> Habit
    ) throws -> Response {
        let person = try TodayLoader.person(req.store, now: req.now)
        let today = person.clock.today(at: req.now)
        try req.store.write { db in
            let habit = try stored(db, id)
            if case .unknown = habit.kind { throw JamaalError.habitKindFromNewerVersion }
            try db.save(try body(habit, today))
        }
        return .redirect(to: destination ?? JamaalRoute.habit.path(id))
    }

    static func create(_ req: JamaalRequest) throws -> Response {
        let form = try HabitFormInput.form(req)
        let family = form.kind.or("")
        guard HabitFamily(rawValue: family) != nil else {
            throw FieldRefusal(form.kind, "Choose a kind first: yes / no, counted, timed or avoid.")
        }
        let person = try TodayLoader.person(req.store, now: req.now)
        let today = person.clock.today(at: req.now)
        let values = HabitFormInput.values(form)
        do {
            let id: ID<Habit> = try req.store.write { db in
                let (draft, group) = try HabitFormInput.draft(form, family: family, groups: try db.habitGroups(), ids: req.environment.ids)
                let habit = try Habit(id: req.environment.ids.next(), draft: draft, createdOn: today)
                if let group { try db.save(group) }
                try db.save(habit)
                return habit.id
            }
            return .redirect(to: JamaalRoute.habit.path(id))
        } catch let error as JamaalError {
            let groups = try req.store.read { try $0.habitGroups() }
            return try formPage(
                req, HabitFormScreen(family: family, habitID: nil, values: values, groups: groups, error: error.message),
                status: .unprocessableEntity)
        }
    }

    static func edit(_ req: JamaalRequest, _ id: ID<Habit>) throws -> Response {
        let form = try HabitFormInput.form(req)
        let existing = try loggableOrEditable(req, id)
        let family = form.kind.text ?? existing.kind.family
        let values = HabitFormInput.values(form)
        do {
            try req.store.write { db in
                let habit = try stored(db, id)
                guard family == habit.kind.family else { throw JamaalError.habitKindFixed }
                let (draft, group) = try HabitFormInput.draft(form, family: family, groups: try db.habitGroups(), ids: req.environment.ids)
                let edited = try habit.edited(draft)
                if let group { try db.save(group) }
                try db.save(edited)
            }
            return .redirect(to: JamaalRoute.habit.path(id))
        } catch let error as JamaalError {
            let groups = try req.store.read { try $0.habitGroups() }
            return try formPage(
                req,
                HabitFormScreen(family: existing.kind.family, habitID: id, values: values, groups: groups, error: error.message),
                status: .unprocessableEntity)
        }
    }

    /// One log entry (every kind, any of the last 14 days): checked by ``HabitLogRule``, saved in one transaction.
    static func log(_ req: JamaalRequest, _ id: ID<Habit>) throws -> Response {
        let form = try req.request.form(HabitLogForm.self)
        let person = try TodayLoader.person(req.store, now: req.now)
        let today = person.clock.today(at: req.now)
        let day = try form.day.text.map { raw throws(JamaalError) in try checkedDate(iso: raw) } ?? today
        guard let slot = Int(form.slot.or("0")) else {
            throw FieldRefusal(form.slot, "Pick one of the habit's times of day.")
        }
        let value: HabitEntryValue
        switch form.value.or("") {
        case "done": value = .done
        case "undone": value = .undone
        case "plus": value = .count(1)
        case "minus": value = .count(-1)
        case "slip": value = .slip
        case "held": value = .held
        case "unheld": value = .unheld
        case "minutes":
            guard let minutes = RequestField.parseInteger(form.minutes.or("")) else {
                throw FieldRefusal(form.minutes, "Write the minutes as a number, like 10.")
            }
            value = .minutes(minutes, manual: true)
        default:
            throw FieldRefusal(form.value, "Choose what to log: done, a count, minutes, a slip or held.")
        }
        try req.store.write { db in
            let habit = try stored(db, id)
            let entries = try db.habitEntries(for: id, from: day).filter { $0.day == day }
            let entry = try HabitLogRule.log(
                value, to: habit, day: day, timeOfDay: slot, entries: entries, id: req.environment.ids.next(), today: today, now: req.now)
            // Undo on a held day: within the five-second window the held mark itself is taken back; after it, an
            // "unheld" entry records the correction (history kept).
            if case .unheld = value, let last = entries.last(where: { $0.timeOfDay == slot }), case .held = last.value,
                HabitLogRule.canUndo(last, now: req.now)
            {
                try db.deleteHabitEntry(last.id)
            } else {
                try db.save(entry)
            }
        }
        if form.back.is("today") { return .redirect(to: JamaalRoute.today.path()) }
        return .redirect(to: JamaalRoute.habit.path(id, query: HabitDayQuery(day: day == today ? nil : CorrectionDay(day))))
    }
}

/// Begin for a timed habit, through the focus-session engine (``FocusSession/begin(habit:timeOfDay:sessions:id:clock:now:)``):
/// a session starts when none is live; when one is live the engine answers `.settleFirst` and nothing is saved
/// (the focus screen offers the settle sheet for the running one).
///
///     let outcome = try store.write { try HabitFocus.begin($0, habitID: id, slot: 0, clock: clock, now: now, ids: .random) }
public enum HabitFocus {
    @discardableResult
    public static func begin(
        _ db: StoreConnection, habitID: ID<Habit>, slot: Int, clock: DayClock, now: Date, ids: IDSource
    ) throws -> FocusSession.BeginOutcome {
        let habit = try HabitRoutes.stored(db, habitID)
        guard habit.timesOfDay.indices.contains(slot) else { throw JamaalError.logWrongKind }
        let live = try db.liveSession().map { [$0] } ?? []
        let outcome = try FocusSession.begin(habit: habit, timeOfDay: slot, sessions: live, id: ids.next(), clock: clock, now: now)
        if case .started(let session) = outcome { try db.save(session) }
        return outcome
    }

    /// Stores the habit entry a settled habit session produced (``FocusSettlement``'s `habitEntry`, "Log it").
    public static func record(_ db: StoreConnection, settled entry: HabitEntry?) throws {
        if let entry { try db.save(entry) }
    }
}
