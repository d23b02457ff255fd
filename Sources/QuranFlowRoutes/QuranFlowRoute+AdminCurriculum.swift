import Identifiers
import QuranFlowCore
import Routing

/// The programme admin's levels, cohorts, terms and lessons (issue 20): pages under `/admin`, JSON twins under
/// `/api/admin`, admins only.
extension QuranFlowRoute {
    /// Levels & terms: every level with its terms and cohorts, and the forms that create them.
    public static let adminCurriculum = QuranFlowEndpoint(.get, "/admin/curriculum", query: AdminNoticeQuery.self, access: .admins)
    /// Creating a level (form `number`, `name`).
    public static let createLevel = QuranFlowEndpoint(.post, "/admin/levels", access: .admins, statuses: [409, 422])
    /// Renaming or describing a level (form `name`).
    public static let updateLevel = QuranFlowEndpoint(.post, "/admin/levels/:level", Int.self, access: .admins, statuses: [422])
    /// Creating a cohort of a term (form `term`, `name`; an empty name gives "Fall 2026 · Level II").
    public static let createCohort = QuranFlowEndpoint(.post, "/admin/cohorts", access: .admins, statuses: [422])
    /// Renaming a cohort (form `name`).
    public static let renameCohort = QuranFlowEndpoint(.post, "/admin/cohorts/:id", ID<Cohort>.self, access: .admins, statuses: [422])
    /// Creating a term (form: `name`, `level`, `firstMonday`, `part1Title`…`part3Last`, `outcome`, `revokeWindow`,
    /// `enrolmentOpens`, `priceOnce`, `priceMonthly`, `priceMonths`).
    public static let createTerm = QuranFlowEndpoint(.post, "/admin/terms", access: .admins, statuses: [409, 422])
    /// A term: its settings form and its fifteen weeks with each week's lesson.
    public static let adminTerm = QuranFlowEndpoint(.get, "/admin/terms/:id", ID<Term>.self, query: AdminNoticeQuery.self, access: .admins)
    /// Saving a term's settings.
    public static let updateTerm = QuranFlowEndpoint(.post, "/admin/terms/:id", ID<Term>.self, access: .admins, statuses: [409, 422])
    /// One week's lesson form with the passage picker and its preview in Amiri Quran (query: a passage to preview).
    public static let adminLesson = QuranFlowEndpoint(
        .get, "/admin/terms/:id/weeks/:week", ID<Term>.self, Int.self, query: LessonPreviewQuery.self, access: .admins)
    /// Saving a week's lesson (form `title`, `summary`, `minutes`, `surah`, `firstAyah`, `lastAyah`, `focalAyah`).
    public static let saveLesson = QuranFlowEndpoint(
        .post, "/admin/terms/:id/weeks/:week", ID<Term>.self, Int.self, access: .admins, statuses: [409, 422])

    /// Levels, terms and cohorts as JSON.
    public static let apiCurriculum = QuranFlowEndpoint(
        .get, "/api/admin/curriculum", access: .admins, kind: .api(summary: "Every level with its terms and their cohorts."))
    /// Creating a level as JSON.
    public static let apiCreateLevel = QuranFlowEndpoint(
        .post, "/api/admin/levels", access: .admins, kind: .api(summary: "Creates a level: {number, name}."), statuses: [409, 415, 422])
    /// Renaming a level as JSON.
    public static let apiUpdateLevel = QuranFlowEndpoint(
        .put, "/api/admin/levels/:level", Int.self, access: .admins, kind: .api(summary: "Renames a level: {name}."),
        statuses: [405, 415, 422])
    /// Creating a cohort as JSON.
    public static let apiCreateCohort = QuranFlowEndpoint(
        .post, "/api/admin/cohorts", access: .admins, kind: .api(summary: "Creates a cohort of a term: {term, name}."),
        statuses: [404, 415, 422])
    /// Renaming a cohort as JSON.
    public static let apiRenameCohort = QuranFlowEndpoint(
        .put, "/api/admin/cohorts/:id", ID<Cohort>.self, access: .admins, kind: .api(summary: "Renames a cohort: {name}."),
        statuses: [405, 415, 422])
    /// Creating a term as JSON.
    public static let apiCreateTerm = QuranFlowEndpoint(
        .post, "/api/admin/terms", access: .admins,
        kind: .api(summary: "Creates a term (15 weeks from a Monday, three parts, outcome, revoke window, enrolment and prices)."),
        statuses: [409, 415, 422])
    /// A term as JSON: its plan and its lessons.
    public static let apiTerm = QuranFlowEndpoint(
        .get, "/api/admin/terms/:id", ID<Term>.self, access: .admins, kind: .api(summary: "A term's plan and its lessons."), statuses: [405]
    )
    /// Editing a term as JSON.
    public static let apiUpdateTerm = QuranFlowEndpoint(
        .put, "/api/admin/terms/:id", ID<Term>.self, access: .admins,
        kind: .api(summary: "Edits a term; its first day is fixed once it has started."), statuses: [405, 409, 415, 422])
    /// Writing a week's lesson as JSON.
    public static let apiSaveLesson = QuranFlowEndpoint(
        .put, "/api/admin/terms/:id/weeks/:week", ID<Term>.self, Int.self, access: .admins,
        kind: .api(summary: "Writes a week's lesson; its passage is locked once the week has submissions."), statuses: [409, 415, 422])
}

/// `?saved=…`: what the page just saved, said back in its notice.
public struct AdminNoticeQuery: RouteQuery {
    public var saved: Bool?
    public init(saved: Bool? = nil) { self.saved = saved }
}

/// `?surah=67&firstAyah=1&lastAyah=3&focalAyah=1`: a passage to preview on the lesson form before saving it.
public struct LessonPreviewQuery: RouteQuery {
    public var surah: Int?
    public var firstAyah: Int?
    public var lastAyah: Int?
    public var focalAyah: Int?
    public init(surah: Int? = nil, firstAyah: Int? = nil, lastAyah: Int? = nil, focalAyah: Int? = nil) {
        self.surah = surah
        self.firstAyah = firstAyah
        self.lastAyah = lastAyah
        self.focalAyah = focalAyah
    }
}
