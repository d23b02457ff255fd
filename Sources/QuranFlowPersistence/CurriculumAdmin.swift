import Accounts
import Calendar
import Database
import Foundation
import Identifiers
import QuranFlowCore
import QuranText

/// The programme admin's use cases for levels, cohorts, terms and lessons — each one write transaction that checks
/// its rule (``AdminError``) against what is stored, writes, moves the programme's revision on and records who changed
/// what. The admin pages and JSON call these, and so can the demo world: a programme set up through them obeys the
/// same rules as one set up in a browser.
///
/// ```swift
/// let admin = CurriculumAdmin(database: db)
/// try admin.createLevel(number: 2, name: "Reading with fluency", by: .demo, at: now)
/// let fall = try admin.createTerm(try TermPlan(input), by: actor, at: now)
/// ```
public struct CurriculumAdmin: Sendable {
    /// Who makes a change, for the audit: an admin account, or the demo world setting itself up.
    public struct Actor: Hashable, Sendable {
        /// The account's id ("demo" for the demo world).
        public let id: String
        /// The name shown beside the change.
        public let name: String
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
        /// The demo world creating its programme.
        public static let demo = Actor(id: "demo", name: "Demo world")
    }

    public let database: any Database

    public init(database: any Database) { self.database = database }

    // MARK: Levels

    /// Creates a level ("Level II · Reading with fluency" is number 2, name "Reading with fluency").
    @discardableResult
    public func createLevel(number: Int, name: String, by actor: Actor, at now: Date) throws -> Level {
        let level = try Self.level(number: number, name: name)
        try database.write { db in
            if try db.queryOne("SELECT 1 AS x FROM levels WHERE number = $1", [.integer(Int64(number))]) != nil {
                throw AdminError.levelExists(number)
            }
            try ProgrammeStore.bumpRevision(db)
            try db.execute("INSERT INTO levels (number, name) VALUES ($1, $2)", [.integer(Int64(number)), .text(level.name)])
            try audit(actor, now, "Created \(level.titleWithName)", subject: .level(number), in: db)
        }
        return level
    }

    /// Renames or re-describes a level.
    @discardableResult
    public func updateLevel(number: Int, name: String, by actor: Actor, at now: Date) throws -> Level {
        let level = try Self.level(number: number, name: name)
        try database.write { db in
            guard let old = try db.queryOne("SELECT name FROM levels WHERE number = $1", [.integer(Int64(number))]) else {
                throw AdminError.noSuchLevel(number)
            }
            try ProgrammeStore.bumpRevision(db)
            let oldName = try old.string("name")
            try db.execute("UPDATE levels SET name = $1 WHERE number = $2", [.text(level.name), .integer(Int64(number))])
            try audit(actor, now, "Renamed \(level.title) from “\(oldName)” to “\(level.name)”", subject: .level(number), in: db)
        }
        return level
    }

    static func level(number: Int, name: String) throws(AdminError) -> Level {
        guard Level.numberRange.contains(number) else { throw .levelNumberOutOfRange(String(number)) }
        let name = try TermPlan.text(name, field: "name", what: "The level's name", limit: TermPlan.nameLimit)
        do { return try Level(number: number, name: name) } catch { throw .levelNumberOutOfRange(String(number)) }
    }

    // MARK: Cohorts

    /// The cohort name as the programme writes it: spaces collapsed, " - ", " | " and " • " between words made " · ";
    /// empty gives "<term> · <level>" ("Fall 2026 · Level II").
    public static func cohortName(_ raw: String, term: Term) throws(AdminError) -> String {
        var text = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for separator in [" - ", " | ", " • ", " – ", " — "] { text = text.replacingOccurrences(of: separator, with: " · ") }
        if text.isEmpty { text = "\(term.name) · \(term.level.title)" }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters(field: "name", what: "The cohort's name")
        }
        guard text.count <= TermPlan.nameLimit else { throw .tooLong(field: "name", what: "The cohort's name", limit: TermPlan.nameLimit) }
        return text
    }

    /// Creates a cohort of `term` (its level is the term's).
    @discardableResult
    public func createCohort(
        name: String, term termID: ID<Term>, id: ID<Cohort> = .random(), by actor: Actor, at now: Date
    ) throws -> Cohort {
        try database.write { db in
            let term = try Self.requireTerm(termID, in: db)
            let cohortName = try Self.cohortName(name, term: term)
            try ProgrammeStore.bumpRevision(db)
            try db.execute(
                "INSERT INTO cohorts (id, name, term_id) VALUES ($1, $2, $3)",
                [.text(id.rawValue), .text(cohortName), .text(termID.rawValue)])
            try audit(actor, now, "Created the cohort “\(cohortName)”", subject: .term(termID), in: db)
            return Cohort(id: id, name: cohortName, termID: termID, level: term.level)
        }
    }

    /// Renames a cohort (its students see the new name).
    @discardableResult
    public func renameCohort(_ id: ID<Cohort>, name: String, by actor: Actor, at now: Date) throws -> Cohort {
        try database.write { db in
            guard let row = try db.queryOne("SELECT term_id, name FROM cohorts WHERE id = $1", [.text(id.rawValue)]) else {
                throw AdminError.noSuchCohort
            }
            let term = try Self.requireTerm(ID(try row.string("term_id")), in: db)
            let cohortName = try Self.cohortName(name, term: term)
            try ProgrammeStore.bumpRevision(db)
            try db.execute("UPDATE cohorts SET name = $1 WHERE id = $2", [.text(cohortName), .text(id.rawValue)])
            let oldName = try row.string("name")
            try audit(actor, now, "Renamed the cohort “\(oldName)” to “\(cohortName)”", subject: .cohort(id), in: db)
            return Cohort(id: id, name: cohortName, termID: term.id, level: term.level)
        }
    }

    // MARK: Terms

    /// Creates a term from `plan`: its row, three parts, revoke window and offer, checked against the level's other
    /// terms.
    @discardableResult
    public func createTerm(_ plan: TermPlan, id: ID<Term> = .random(), by actor: Actor, at now: Date) throws -> Term {
        try database.write { db in
            guard let levelRow = try db.queryOne("SELECT name FROM levels WHERE number = $1", [.integer(Int64(plan.levelNumber))]) else {
                throw AdminError.noSuchLevel(plan.levelNumber)
            }
            let level = try Self.level(number: plan.levelNumber, name: try levelRow.string("name"))
            try plan.check(against: try ProgrammeStore.terms(in: db), replacing: nil, programmeZone: try Self.zone(in: db), now: now)
            let term = try plan.term(id: id, level: level)
            try ProgrammeStore.bumpRevision(db)
            try db.execute(
                """
                INSERT INTO terms (id, name, first_monday, week_count, level_number, outcome, revoke_window_minutes)
                VALUES ($1, $2, $3, $4, $5, $6, $7)
                """,
                [
                    .text(id.rawValue), .text(plan.name), .text(plan.firstMonday.description), .integer(Int64(plan.weekCount)),
                    .integer(Int64(plan.levelNumber)), .text(plan.outcome), .integer(Int64(plan.revokeWindowMinutes)),
                ])
            try Self.writeParts(plan, term: id, in: db)
            try Self.writeOffer(plan, term: id, in: db)
            try audit(actor, now, "Created \(term.eyebrow), from \(plan.firstMonday)", subject: .term(id), in: db)
            return term
        }
    }

    /// Edits a term: name, first day (until it has started, on the programme's calendar), parts, outcome, revoke window
    /// and offer. A term's level is fixed once made.
    @discardableResult
    public func updateTerm(_ id: ID<Term>, plan: TermPlan, by actor: Actor, at now: Date) throws -> Term {
        try database.write { db in
            let current = try Self.requireTerm(id, in: db)
            try plan.check(against: try ProgrammeStore.terms(in: db), replacing: current, programmeZone: try Self.zone(in: db), now: now)
            let term = try plan.term(id: id, level: current.level)
            try ProgrammeStore.bumpRevision(db)
            try db.execute(
                "UPDATE terms SET name = $1, first_monday = $2, outcome = $3, revoke_window_minutes = $4 WHERE id = $5",
                [
                    .text(plan.name), .text(plan.firstMonday.description), .text(plan.outcome), .integer(Int64(plan.revokeWindowMinutes)),
                    .text(id.rawValue),
                ])
            try Self.writeParts(plan, term: id, in: db)
            try Self.writeOffer(plan, term: id, in: db)
            var changes: [String] = []
            if current.name != plan.name { changes.append("renamed from “\(current.name)”") }
            if current.firstMonday != plan.firstMonday { changes.append("first day \(current.firstMonday) → \(plan.firstMonday)") }
            let what =
                changes.isEmpty
                ? "parts, outcome, revoke window (\(plan.revokeWindowMinutes) min) and enrolment" : changes.joined(separator: "; ")
            try audit(actor, now, "Edited \(term.eyebrow): \(what)", subject: .term(id), in: db)
            return term
        }
    }

    /// What the term form shows for a stored term: its plan as text, parts with their weeks, window and offer.
    public func input(ofTerm id: ID<Term>) throws -> TermPlan.Input? {
        try database.read { db in
            guard let row = try db.queryOne("SELECT * FROM terms WHERE id = $1", [.text(id.rawValue)]) else { return nil }
            let parts = try db.query(
                "SELECT number, title, first_week, last_week FROM lesson_parts WHERE term_id = $1 ORDER BY number", [.text(id.rawValue)])
            let standard = TermPlan.standardParts
            let partInputs: [TermPlan.Input.PartInput] = try (0..<3).map { index in
                let row = parts.first { (try? $0.int("number")) == index + 1 }
                return TermPlan.Input.PartInput(
                    title: try row?.string("title") ?? standard[index].title,
                    firstWeek: try row?.optionalInt("first_week") ?? standard[index].firstWeek,
                    lastWeek: try row?.optionalInt("last_week") ?? standard[index].lastWeek)
            }
            let offer = try db.queryOne("SELECT opens_on, prices FROM term_offers WHERE term_id = $1", [.text(id.rawValue)])
            let prices = try offer.map { try JSONDecoder().decode([PriceOption].self, from: Data(try $0.string("prices").utf8)) } ?? []
            var once: String?
            var monthly: String?
            var months: String?
            for price in prices {
                switch price {
                case .once(let amount): once = Self.dollars(amount)
                case .instalments(let each, let count):
                    monthly = Self.dollars(each)
                    months = String(count)
                }
            }
            let window = try row.optionalInt("revoke_window_minutes") ?? Self.programmeWindow(in: db)
            return TermPlan.Input(
                name: try row.string("name"), level: try row.int("level_number"), firstMonday: try row.string("first_monday"),
                weeks: try row.int("week_count"), parts: partInputs, outcome: try row.string("outcome"), revokeWindow: String(window),
                enrolmentOpens: try offer?.string("opens_on"), priceOnce: once, priceMonthly: monthly, priceMonths: months)
        }
    }

    static func dollars(_ money: Money) -> String {
        let cents = money.cents % 100
        return cents == 0 ? String(money.cents / 100) : "\(money.cents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    // MARK: Lessons

    /// Writes week `week`'s lesson of `term`. Once the week has submissions its passage (assignment and focal āyah) is
    /// locked: the title, description and minutes can still change. `videoCount` nil keeps the stored count (the
    /// video uploads keep it: processing and removing one recount; the demo world gives its own).
    @discardableResult
    public func saveLesson(
        _ draft: LessonDraft, term termID: ID<Term>, week: Int, videoCount: Int? = nil, by actor: Actor, at now: Date
    ) throws -> Lesson {
        try database.write { db in
            let term = try Self.requireTerm(termID, in: db)
            guard term.weeks.contains(week) else { throw AdminError.weekOutOfRange(week) }
            let existing = try ProgrammeStore.lessons(ofTerm: termID, in: db).first { $0.week == week }
            let submissions = try Self.submissionCount(term: termID, week: week, in: db)
            if let existing, submissions > 0,
                existing.assignment != draft.passage.assignment || existing.focalAyah != draft.passage.focalAyah
            {
                throw AdminError.passageLocked(week: week, submissions: submissions)
            }
            let part = try Self.partNumber(ofWeek: week, term: termID, in: db)
            let drafted = draft.lesson(week: week, plan: nil, keeping: existing)
            // A new lesson counts the videos uploaded to its week before it was written.
            let uploaded = existing == nil ? try LessonVideoCatalog.videos(of: .lesson(term: termID, week: week), in: db).count : nil
            let lesson = Lesson(
                week: week, title: drafted.title, partNumber: part, videoCount: videoCount ?? uploaded ?? drafted.videoCount,
                recordingCount: drafted.recordingCount,
                minutes: drafted.minutes, assignment: drafted.assignment, focalAyah: drafted.focalAyah, summary: drafted.summary,
                levelClassTitle: drafted.levelClassTitle, levelClassCovered: drafted.levelClassCovered)
            try ProgrammeStore.bumpRevision(db)
            try db.execute("DELETE FROM lessons WHERE term_id = $1 AND week = $2", [.text(termID.rawValue), .integer(Int64(week))])
            try db.execute(
                """
                INSERT INTO lessons (term_id, week, title, part_number, video_count, recording_count, minutes, assignment, focal_ayah,
                                     summary, level_class_title, level_class_covered)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                """,
                [
                    .text(termID.rawValue), .integer(Int64(week)), .text(lesson.title), .integer(Int64(lesson.partNumber)),
                    .integer(Int64(lesson.videoCount)), .integer(Int64(lesson.recordingCount)), .integer(Int64(lesson.minutes)),
                    .text(lesson.assignment.description), .text(lesson.focalAyah.description), SQLValue(lesson.summary),
                    SQLValue(lesson.levelClassTitle), SQLValue(lesson.levelClassCovered),
                ])
            let passage = existing?.assignment == lesson.assignment ? "" : ", passage \(lesson.assignment)"
            try audit(
                actor, now, "\(existing == nil ? "Wrote" : "Edited") Week \(week)'s lesson “\(lesson.title)”\(passage)",
                subject: .lesson(term: termID, week: week), in: db)
            return lesson
        }
    }

    /// How many submissions (any attempt, any student) week `week` of `term` has.
    public func submissionCount(term: ID<Term>, week: Int) throws -> Int {
        try database.read { db in try Self.submissionCount(term: term, week: week, in: db) }
    }

    static func submissionCount(term: ID<Term>, week: Int, in db: any SQLConnection) throws -> Int {
        try db.queryOne(
            "SELECT COUNT(*) AS n FROM submissions WHERE term_id = $1 AND week = $2", [.text(term.rawValue), .integer(Int64(week))]
        )?.int("n") ?? 0
    }

    // MARK: Rows

    static func requireTerm(_ id: ID<Term>, in db: any SQLConnection) throws -> Term {
        guard
            let row = try db.queryOne(
                "SELECT t.*, l.name AS level_name FROM terms t JOIN levels l ON l.number = t.level_number WHERE t.id = $1",
                [.text(id.rawValue)])
        else { throw AdminError.noSuchTerm }
        return try ProgrammeStore.term(from: row)
    }

    static func zone(in db: any SQLConnection) throws -> ZonedCalendar {
        let zone = try db.queryOne("SELECT zone FROM programme_settings WHERE id = 'programme'", [])?.string("zone") ?? "America/Toronto"
        return ZonedCalendar.resolving(zone)
    }

    static func programmeWindow(in db: any SQLConnection) throws -> Int {
        try db.queryOne("SELECT revoke_window_minutes FROM programme_settings WHERE id = 'programme'", [])?.int("revoke_window_minutes")
            ?? RevokeWindow.standard.minutes
    }

    static func partNumber(ofWeek week: Int, term: ID<Term>, in db: any SQLConnection) throws -> Int {
        let rows = try db.query(
            "SELECT number, first_week, last_week FROM lesson_parts WHERE term_id = $1 ORDER BY number", [.text(term.rawValue)])
        for row in rows {
            if let first = try row.optionalInt("first_week"), let last = try row.optionalInt("last_week"),
                (first...max(first, last)).contains(week)
            {
                return try row.int("number")
            }
        }
        return week <= 3 ? 1 : (week <= 9 ? 2 : 3)
    }

    static func writeParts(_ plan: TermPlan, term: ID<Term>, in db: any SQLConnection) throws {
        try db.execute("DELETE FROM lesson_parts WHERE term_id = $1", [.text(term.rawValue)])
        for part in plan.parts {
            try db.execute(
                "INSERT INTO lesson_parts (term_id, number, title, first_week, last_week) VALUES ($1, $2, $3, $4, $5)",
                [
                    .text(term.rawValue), .integer(Int64(part.number)), .text(part.title), .integer(Int64(part.firstWeek)),
                    .integer(Int64(part.lastWeek)),
                ])
            try db.execute(
                "UPDATE lessons SET part_number = $1 WHERE term_id = $2 AND week BETWEEN $3 AND $4",
                [.integer(Int64(part.number)), .text(term.rawValue), .integer(Int64(part.firstWeek)), .integer(Int64(part.lastWeek))])
        }
    }

    static func writeOffer(_ plan: TermPlan, term: ID<Term>, in db: any SQLConnection) throws {
        guard let offer = plan.offer(for: term) else {
            try db.execute("DELETE FROM term_offers WHERE term_id = $1", [.text(term.rawValue)])
            return
        }
        let prices = String(decoding: try BillingStore.encoder.encode(offer.prices), as: UTF8.self)
        try db.execute(
            """
            INSERT INTO term_offers (term_id, opens_on, prices) VALUES ($1, $2, $3)
            ON CONFLICT (term_id) DO UPDATE SET opens_on = excluded.opens_on, prices = excluded.prices
            """, [.text(term.rawValue), .text(offer.opensOn.description), .text(prices)])
    }

    /// The recorded changes of `subjects`, newest first, as "Edited Fall 2026 · Level II: … — Programme admin".
    public func changes(of subjects: [AuditSubject]) throws -> [String] {
        let log = AdminAuditLog(database: database)
        return try subjects.flatMap { try log.entries(for: $0) }.sorted { $0.at > $1.at }.prefix(50).map {
            "\($0.detail) — \($0.actor.name), \(ISO8601.format($0.at))"
        }
    }

    /// Records the change inside its own transaction `db` (``AdminAuditLog``): who, when, what.
    func audit(_ actor: Actor, _ now: Date, _ what: String, subject: AuditSubject, in db: any SQLConnection) throws {
        let who = AuditActor(id: actor == .demo ? nil : ID(actor.id), name: actor.name)
        try AdminAuditLog.record(AuditEntry(at: now, actor: who, subject: subject, action: "curriculum.changed", detail: what), in: db)
    }
}
