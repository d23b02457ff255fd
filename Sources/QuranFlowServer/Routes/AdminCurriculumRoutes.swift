import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranText

/// Levels, cohorts, terms and lessons for the programme admin: the pages (a refused form comes back with its values,
/// the error under the field it names, status 422 or 409) and their JSON twins. Every write is a ``CurriculumAdmin``
/// use case: one transaction, audited.
enum AdminCurriculumRoutes {
    static func register(on routes: AppRoutes) {
        registerLevelsAndCohorts(on: routes)
        registerTerms(on: routes)
        registerLessons(on: routes)
        AdminCurriculumAPI.register(on: routes)
    }

    static func admin(_ ctx: RequestContext) -> CurriculumAdmin { CurriculumAdmin(database: ctx.environment.database) }

    static func actor(_ ctx: RequestContext) throws -> CurriculumAdmin.Actor {
        let account = try ctx.requireAccount()
        return CurriculumAdmin.Actor(id: account.id.rawValue, name: account.name)
    }

    static var savedCurriculum: String { QuranFlowRoute.adminCurriculum.path(query: AdminNoticeQuery(saved: true)) }

    // MARK: Levels & cohorts

    /// Levels & terms as the stores read them, with `failed` the form refused (`error` naming `errorField`).
    static func curriculumScreen(
        _ ctx: RequestContext, failed: AdminCurriculumScreen.Failed? = nil, error: String? = nil, errorField: String? = nil,
        notice: String? = nil
    ) throws -> AdminCurriculumScreen {
        let store = ProgrammeStore(database: ctx.environment.database)
        let terms = try store.terms()
        var counts: [ID<Term>: Int] = [:]
        var schedules: [ID<Term>: String] = [:]
        let zone = ZonedCalendar.resolving(try ctx.requireAccount().zoneIdentifier).zone
        for term in terms {
            counts[term.id] = try store.students(inTerm: term.id).count
            schedules[term.id] = CohortSchedule.line(sessions: try store.liveSessions(ofTerm: term.id), now: ctx.now, zone: zone)
        }
        let levels = try store.levels()
        let cohorts = try store.cohorts()
        let subjects = levels.map { AuditSubject.level($0.number) } + cohorts.map { AuditSubject.cohort($0.id) }
        return AdminCurriculumScreen(
            levels: levels, terms: terms, cohorts: cohorts, studentCounts: counts, schedules: schedules,
            changes: try admin(ctx).changes(of: subjects + terms.map { AuditSubject.term($0.id) }), failed: failed, error: error,
            errorField: errorField, notice: notice)
    }

    static func refused(_ ctx: RequestContext, _ failed: AdminCurriculumScreen.Failed, _ error: AdminError) throws -> Response {
        if error.kind == .notFound { throw error }
        return .html(
            AdminCurriculumPage.render(
                try curriculumScreen(ctx, failed: failed, error: error.message, errorField: error.field), csrfToken: ctx.csrfToken),
            status: error.httpError.status)
    }

    /// A level number as typed: digits only, 1–99.
    static func levelNumber(_ text: String) throws(AdminError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard (1...2).contains(trimmed.count), trimmed.allSatisfy({ ("0"..."9").contains($0) }), let number = Int(trimmed),
            Level.numberRange.contains(number)
        else { throw .levelNumberOutOfRange(String(trimmed.prefix(12))) }
        return number
    }

    private static func registerLevelsAndCohorts(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminCurriculum) { ctx, query in
            .html(
                AdminCurriculumPage.render(
                    try curriculumScreen(ctx, notice: query.saved == true ? "Saved." : nil), csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.createLevel, form: AdminLevelForm.self) { ctx, form in
            let number = form.number.or("")
            let name = form.name.or("")
            do {
                try admin(ctx).createLevel(number: try levelNumber(number), name: name, by: try actor(ctx), at: ctx.now)
                return .redirect(to: savedCurriculum)
            } catch let error as AdminError {
                return try refused(ctx, .newLevel(number: number, name: name), error)
            }
        }
        routes.add(QuranFlowRoute.updateLevel, form: AdminLevelForm.self) { ctx, form, number in
            let name = form.name.or("")
            do {
                try admin(ctx).updateLevel(number: number, name: name, by: try actor(ctx), at: ctx.now)
                return .redirect(to: savedCurriculum)
            } catch let error as AdminError {
                if case .levelNumberOutOfRange = error { throw AdminRefusal.noSuchLevel(number) }
                return try refused(ctx, .level(number, name: name), error)
            }
        }
        routes.add(QuranFlowRoute.createCohort, form: AdminCohortForm.self) { ctx, form in
            let term = form.term.or("")
            let name = form.name.or("")
            do {
                guard let termID = ID<Term>(parameter: term) else { throw AdminError.required(field: "term", what: "The cohort's term") }
                try admin(ctx).createCohort(name: name, term: termID, by: try actor(ctx), at: ctx.now)
                return .redirect(to: savedCurriculum)
            } catch let error as AdminError {
                let shown = error == .noSuchTerm ? AdminError.required(field: "term", what: "The cohort's term") : error
                return try refused(ctx, .newCohort(term: term, name: name), shown)
            }
        }
        routes.add(QuranFlowRoute.renameCohort, form: AdminCohortForm.self) { ctx, form, id in
            let name = form.name.or("")
            do {
                try admin(ctx).renameCohort(id, name: name, by: try actor(ctx), at: ctx.now)
                return .redirect(to: savedCurriculum)
            } catch let error as AdminError {
                return try refused(ctx, .cohort(id, name: name), error)
            }
        }
    }

    // MARK: Terms

    /// What a term's page shows, as the stores read it.
    struct TermRecords {
        let term: Term
        let input: TermPlan.Input
        let levels: [Level]
        let lessons: [Lesson]
        let submissionCounts: [Int: Int]
        let cohorts: [Cohort]
        let changes: [String]

        /// The page, with `typed` the settings as refused (`error` naming `errorField`).
        func screen(
            typed: TermPlan.Input? = nil, error: String? = nil, errorField: String? = nil, notice: String? = nil
        ) -> AdminTermScreen {
            AdminTermScreen(
                term: term, input: input, levels: levels, lessons: lessons, submissionCounts: submissionCounts, cohorts: cohorts,
                changes: changes, typed: typed, error: error, errorField: errorField, notice: notice)
        }
    }

    static func termModel(_ ctx: RequestContext, _ id: ID<Term>) throws -> TermRecords {
        let store = ProgrammeStore(database: ctx.environment.database)
        guard let term = try store.term(id: id), let input = try admin(ctx).input(ofTerm: id) else { throw AdminError.noSuchTerm }
        var counts: [Int: Int] = [:]
        for week in term.weeks { counts[week] = try admin(ctx).submissionCount(term: id, week: week) }
        return TermRecords(
            term: term, input: input, levels: try store.levels(), lessons: try store.lessons(ofTerm: id), submissionCounts: counts,
            cohorts: try store.cohorts().filter { $0.termID == id },
            changes: try admin(ctx).changes(of: [AuditSubject.term(id)] + term.weeks.map { AuditSubject.lesson(term: id, week: $0) }))
    }

    private static func registerTerms(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.createTerm, form: AdminTermPlanForm.self) { ctx, form in
            let input = AdminTermFields.input(form)
            do {
                let term = try admin(ctx).createTerm(try TermPlan(input), by: try actor(ctx), at: ctx.now)
                return .redirect(to: QuranFlowRoute.adminTerm.path(term.id, query: AdminNoticeQuery(saved: true)))
            } catch let error as AdminError {
                return try refused(ctx, .newTerm(input), error)
            }
        }
        routes.add(QuranFlowRoute.adminTerm) { ctx, query, id in
            .html(
                AdminTermPage.render(
                    try termModel(ctx, id).screen(notice: query.saved == true ? "Saved." : nil), csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.updateTerm) { ctx, id in
            let model = try termModel(ctx, id)
            var input = AdminTermFields.input(try ctx.request.form(AdminTermPlanForm.self))
            input.level = model.term.level.number
            do {
                try admin(ctx).updateTerm(id, plan: try TermPlan(input), by: try actor(ctx), at: ctx.now)
                return .redirect(to: QuranFlowRoute.adminTerm.path(id, query: AdminNoticeQuery(saved: true)))
            } catch let error as AdminError {
                if error.kind == .notFound { throw error }
                return .html(
                    AdminTermPage.render(
                        model.screen(typed: input, error: error.message, errorField: error.field), csrfToken: ctx.csrfToken),
                    status: error.httpError.status)
            }
        }
    }

    // MARK: Lessons

    /// What a week's lesson page shows, as the stores read it.
    struct LessonRecords {
        let term: Term
        let week: Int
        let lesson: Lesson?
        let submissions: Int
        let videos: [AdminLessonScreen.Video]
        let changes: [String]

        /// The page with `values` in the form (refused with `error` naming `errorField`).
        func screen(
            values: AdminLessonScreen.Values, error: String? = nil, errorField: String? = nil, notice: String? = nil
        ) -> AdminLessonScreen {
            AdminLessonScreen(
                term: term, week: week, lesson: lesson, submissions: submissions, videos: videos, changes: changes, values: values,
                error: error, errorField: errorField, notice: notice)
        }
    }

    static func lessonModel(_ ctx: RequestContext, _ id: ID<Term>, week: Int) throws -> LessonRecords {
        let store = ProgrammeStore(database: ctx.environment.database)
        guard let term = try store.term(id: id) else { throw AdminError.noSuchTerm }
        guard term.weeks.contains(week) else { throw AdminError.weekOutOfRange(week) }
        let videos = try MediaStore(database: ctx.environment.database).media(owner: .lesson(term: id, week: week))
            .filter { $0.kind == .lessonVideo }
            .map {
                AdminLessonScreen.Video(
                    position: $0.position, title: $0.title.isEmpty ? "Video \($0.position)" : $0.title, seconds: $0.duration)
            }
            .sorted { $0.position < $1.position }
        return LessonRecords(
            term: term, week: week, lesson: try store.lessons(ofTerm: id).first { $0.week == week },
            submissions: try admin(ctx).submissionCount(term: id, week: week), videos: videos,
            changes: try admin(ctx).changes(of: [AuditSubject.lesson(term: id, week: week)]))
    }

    /// The lesson form's values as a draft, checked against the Qur'anic text.
    static func draft(_ values: AdminLessonScreen.Values) throws(AdminError) -> LessonDraft {
        let choice = try PassageChoice(
            surah: values.surah, firstAyah: values.firstAyah, lastAyah: values.lastAyah, focalAyah: values.focalAyah,
            surahs: Quran.shared.surahs)
        return try LessonDraft(title: values.title, summary: values.summary, minutes: values.minutes, passage: choice)
    }

    private static func registerLessons(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminLesson) { ctx, query, id, week in
            let model = try lessonModel(ctx, id, week: week)
            var values = model.lesson.map(AdminLessonScreen.Values.init) ?? AdminLessonScreen.Values()
            if let surah = query.surah {
                values.surah = String(surah)
                values.firstAyah = query.firstAyah.map(String.init) ?? "1"
                values.lastAyah = query.lastAyah.map(String.init) ?? values.firstAyah
                values.focalAyah = query.focalAyah.map(String.init) ?? values.firstAyah
            }
            return .html(
                AdminLessonPage.render(
                    model.screen(values: values, notice: query.surah == nil ? nil : "Preview only: not saved."), csrfToken: ctx.csrfToken))
        }
        routes.add(QuranFlowRoute.saveLesson) { ctx, id, week in
            let model = try lessonModel(ctx, id, week: week)
            let form = try ctx.request.form(AdminLessonForm.self)
            var values = AdminLessonScreen.Values()
            values.title = form.title.or("")
            values.summary = form.summary.or("")
            values.minutes = form.minutes.or("")
            values.surah = form.surah.or("")
            values.firstAyah = form.firstAyah.or("")
            values.lastAyah = form.lastAyah.or("")
            values.focalAyah = form.focalAyah.or("")
            do {
                try admin(ctx).saveLesson(try draft(values), term: id, week: week, by: try actor(ctx), at: ctx.now)
                return .redirect(to: QuranFlowRoute.adminTerm.path(id, query: AdminNoticeQuery(saved: true)))
            } catch let error as AdminError {
                if error.kind == .notFound { throw error }
                return .html(
                    AdminLessonPage.render(
                        model.screen(values: values, error: error.message, errorField: error.field), csrfToken: ctx.csrfToken),
                    status: error.httpError.status)
            }
        }
    }
}
