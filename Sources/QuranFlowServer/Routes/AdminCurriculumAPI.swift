import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranText

/// `{"number": 2, "name": "Reading with fluency"}`.
struct LevelBody: Codable, Sendable {
    let number: Int
    let name: String
}

/// `{"name": "…"}`: a new name.
struct NameBody: Codable, Sendable {
    let name: String
}

/// `{"term": "<id>", "name": "Fall 2026 · Level II"}` (an empty or absent name gives "<term> · <level>").
struct CohortBody: Codable, Sendable {
    let term: String
    let name: String?
}

/// A week's lesson as JSON sends it.
struct LessonBody: Codable, Sendable {
    let title: String
    let summary: String
    let minutes: Int
    let surah: Int
    let firstAyah: Int
    let lastAyah: Int?
    let focalAyah: Int?
}

/// A level as JSON gives it.
struct LevelJSON: Codable, Sendable {
    struct TermSummary: Codable, Sendable {
        let id: String
        let name: String
        let firstMonday: String
        let lastDay: String
        let cohorts: [CohortJSON]
    }
    let number: Int
    let name: String
    /// "Level II · Reading with fluency".
    let title: String
    let terms: [TermSummary]
}

/// A cohort as JSON gives it.
struct CohortJSON: Codable, Sendable {
    let id: String
    let name: String
    let term: String
}

/// A lesson as JSON gives it.
struct LessonJSON: Codable, Sendable {
    let week: Int
    let title: String
    let summary: String?
    let minutes: Int
    let partNumber: Int
    let assignment: String
    let focalAyah: String
    let videoCount: Int

    init(_ lesson: Lesson) {
        week = lesson.week
        title = lesson.title
        summary = lesson.summary
        minutes = lesson.minutes
        partNumber = lesson.partNumber
        assignment = lesson.assignment.description
        focalAyah = lesson.focalAyah.description
        videoCount = lesson.videoCount
    }
}

/// A term as JSON gives it: its plan (the same shape the create and edit bodies send) and its lessons.
struct TermJSON: Codable, Sendable {
    let id: String
    let level: String
    let lastDay: String
    /// "By April 25, you'll read …."
    let closingSentence: String
    let plan: TermPlan.Input
    let lessons: [LessonJSON]
}

/// The JSON twins of the curriculum admin.
enum AdminCurriculumAPI {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.apiCurriculum, response: .json([LevelJSON].self)) { ctx in
            try .json(try curriculum(ctx))
        }
        routes.add(QuranFlowRoute.apiCreateLevel, body: .json(LevelBody.self), response: .json(LevelJSON.self, status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(LevelBody.self)
            let level = try AdminCurriculumRoutes.admin(ctx).createLevel(
                number: body.number, name: body.name, by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(LevelJSON(number: level.number, name: level.name, title: level.titleWithName, terms: []), status: .created)
        }
        routes.add(QuranFlowRoute.apiUpdateLevel, body: .json(NameBody.self), response: .json(LevelJSON.self)) { ctx, number in
            let body = try ctx.request.decodeJSON(NameBody.self)
            guard Level.numberRange.contains(number) else { throw AdminError.noSuchLevel(number) }
            try AdminCurriculumRoutes.admin(ctx).updateLevel(
                number: number, name: body.name, by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            guard let level = try curriculum(ctx).first(where: { $0.number == number }) else { throw AdminError.noSuchLevel(number) }
            return try .json(level)
        }
        routes.add(QuranFlowRoute.apiCreateCohort, body: .json(CohortBody.self), response: .json(CohortJSON.self, status: 201)) { ctx in
            let body = try ctx.request.decodeJSON(CohortBody.self)
            guard let term = ID<Term>(parameter: body.term) else { throw AdminError.noSuchTerm }
            let cohort = try AdminCurriculumRoutes.admin(ctx).createCohort(
                name: body.name ?? "", term: term, by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(CohortJSON(id: cohort.id.rawValue, name: cohort.name, term: cohort.termID.rawValue), status: .created)
        }
        routes.add(QuranFlowRoute.apiRenameCohort, body: .json(NameBody.self), response: .json(CohortJSON.self)) { ctx, id in
            let body = try ctx.request.decodeJSON(NameBody.self)
            let cohort = try AdminCurriculumRoutes.admin(ctx).renameCohort(
                id, name: body.name, by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(CohortJSON(id: cohort.id.rawValue, name: cohort.name, term: cohort.termID.rawValue))
        }
        routes.add(QuranFlowRoute.apiCreateTerm, body: .json(TermPlan.Input.self), response: .json(TermJSON.self, status: 201)) { ctx in
            let input = try ctx.request.decodeJSON(TermPlan.Input.self)
            let term = try AdminCurriculumRoutes.admin(ctx).createTerm(
                try TermPlan(input), by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(try termJSON(ctx, term.id), status: .created)
        }
        routes.add(QuranFlowRoute.apiTerm, response: .json(TermJSON.self)) { ctx, id in
            try .json(try termJSON(ctx, id))
        }
        routes.add(QuranFlowRoute.apiUpdateTerm, body: .json(TermPlan.Input.self), response: .json(TermJSON.self)) { ctx, id in
            var input = try ctx.request.decodeJSON(TermPlan.Input.self)
            guard let term = try ProgrammeStore(database: ctx.environment.database).term(id: id) else { throw AdminError.noSuchTerm }
            input.level = term.level.number
            try AdminCurriculumRoutes.admin(ctx).updateTerm(
                id, plan: try TermPlan(input), by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(try termJSON(ctx, id))
        }
        routes.add(QuranFlowRoute.apiSaveLesson, body: .json(LessonBody.self), response: .json(LessonJSON.self)) { ctx, id, week in
            let body = try ctx.request.decodeJSON(LessonBody.self)
            let choice = try PassageChoice(
                surah: String(body.surah), firstAyah: String(body.firstAyah), lastAyah: body.lastAyah.map(String.init) ?? "",
                focalAyah: body.focalAyah.map(String.init) ?? "", surahs: Quran.shared.surahs)
            let draft = try LessonDraft(title: body.title, summary: body.summary, minutes: String(body.minutes), passage: choice)
            let lesson = try AdminCurriculumRoutes.admin(ctx).saveLesson(
                draft, term: id, week: week, by: try AdminCurriculumRoutes.actor(ctx), at: ctx.now)
            return try .json(LessonJSON(lesson))
        }
    }

    static func curriculum(_ ctx: RequestContext) throws -> [LevelJSON] {
        let store = ProgrammeStore(database: ctx.environment.database)
        let terms = try store.terms()
        let cohorts = try store.cohorts()
        return try store.levels().map { level in
            LevelJSON(
                number: level.number, name: level.name, title: level.titleWithName,
                terms: terms.filter { $0.level.number == level.number }.map { term in
                    LevelJSON.TermSummary(
                        id: term.id.rawValue, name: term.name, firstMonday: term.firstMonday.description, lastDay: term.lastDay.description,
                        cohorts: cohorts.filter { $0.termID == term.id }.map {
                            CohortJSON(id: $0.id.rawValue, name: $0.name, term: term.id.rawValue)
                        })
                })
        }
    }

    static func termJSON(_ ctx: RequestContext, _ id: ID<Term>) throws -> TermJSON {
        let store = ProgrammeStore(database: ctx.environment.database)
        guard let term = try store.term(id: id), let input = try AdminCurriculumRoutes.admin(ctx).input(ofTerm: id) else {
            throw AdminError.noSuchTerm
        }
        return TermJSON(
            id: term.id.rawValue, level: term.level.titleWithName, lastDay: term.lastDay.description,
            closingSentence: (try? TermPlan(input))?.closingSentence ?? "", plan: input,
            lessons: try store.lessons(ofTerm: id).map(LessonJSON.init))
    }
}
