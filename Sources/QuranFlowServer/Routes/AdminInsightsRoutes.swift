import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowAdminScreens
import QuranFlowAdminWeb
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import ServerSupport

/// The programme admin's insight reports (SLA, attendance, coach hours): pages and CSV downloads. The computations are
/// QuranFlowCore's (``SLAReport``, ``AttendanceReport``, ``CoachHoursReport``); the CSV text is ``CSVTable``'s.
enum AdminInsightsRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminInsightsSLA) { ctx, query in
            let (period, terms) = try period(query, ctx)
            return .html(AdminSLAPage.render(AdminSLAScreen(report: try slaReport(period, ctx), period: period, terms: terms)))
        }
        routes.add(QuranFlowRoute.adminInsightsSLACSV) { ctx, query in
            let (period, _) = try period(query, ctx)
            return csv(AdminInsightsCSV.sla(try slaReport(period, ctx), zone: period.zone), name: "sla", period: period)
        }
        routes.add(QuranFlowRoute.adminInsightsAttendance) { ctx, query in
            let (period, terms) = try period(query, ctx)
            return .html(
                AdminAttendancePage.render(AdminAttendanceScreen(report: try attendanceReport(period, ctx), period: period, terms: terms)))
        }
        routes.add(QuranFlowRoute.adminInsightsAttendanceCSV) { ctx, query in
            let (period, _) = try period(query, ctx)
            return csv(AdminInsightsCSV.meetings(try attendanceReport(period, ctx), zone: period.zone), name: "attendance", period: period)
        }
        routes.add(QuranFlowRoute.adminInsightsStudentAttendanceCSV) { ctx, query in
            let (period, _) = try period(query, ctx)
            return csv(AdminInsightsCSV.students(try attendanceReport(period, ctx)), name: "attendance-by-student", period: period)
        }
        routes.add(QuranFlowRoute.adminInsightsHours) { ctx, query in
            let (period, terms) = try period(query, ctx)
            return .html(AdminHoursPage.render(AdminHoursScreen(report: try hoursReport(period, ctx), period: period, terms: terms)))
        }
        routes.add(QuranFlowRoute.adminInsightsHoursCSV) { ctx, query in
            let (period, _) = try period(query, ctx)
            return csv(AdminInsightsCSV.hours(try hoursReport(period, ctx)), name: "coach-hours", period: period)
        }
        routes.add(QuranFlowRoute.apiAdminInsightsSLA, response: .json(AdminInsightsJSON.SLA.self)) { ctx, query in
            let (period, _) = try period(query, ctx)
            return try .json(AdminInsightsJSON.SLA(try slaReport(period, ctx), period: period))
        }
        routes.add(QuranFlowRoute.apiAdminInsightsAttendance, response: .json(AdminInsightsJSON.Attendance.self)) { ctx, query in
            let (period, _) = try period(query, ctx)
            return try .json(AdminInsightsJSON.Attendance(try attendanceReport(period, ctx), period: period))
        }
        routes.add(QuranFlowRoute.apiAdminInsightsHours, response: .json(AdminInsightsJSON.Hours.self)) { ctx, query in
            let (period, _) = try period(query, ctx)
            return try .json(AdminInsightsJSON.Hours(try hoursReport(period, ctx), period: period))
        }
    }

    /// The query's period on the admin's calendar: a from–to range (both or neither; from ≤ to; at most
    /// ``InsightsPeriod/maxDays``) or the term's weeks. A bad range is a 422 naming `from` or `to`.
    static func period(_ query: InsightsQuery, _ ctx: RequestContext) throws -> (InsightsPeriod, [Term]) {
        let store = ProgrammeStore(database: ctx.environment.database)
        let zone = try AdminSessionRoutes.adminZone(ctx)
        let terms = try store.terms()
        let term = try? AdminSessionRoutes.chosenTerm(query.term, store: store, now: ctx.now)
        if query.term != nil, term == nil { throw NotFound("term") }
        switch (query.from, query.to) {
        case (let from?, let to?):
            guard from <= to else { throw FieldRefusal(InsightsQuery.CodingKeys.to, "“To” must be on or after “From”.") }
            guard from.days(until: to) < InsightsPeriod.maxDays else {
                throw FieldRefusal(InsightsQuery.CodingKeys.to, "Choose at most \(InsightsPeriod.maxDays) days.")
            }
            return (InsightsPeriod(term: term, first: from, last: to, isRange: true, zone: zone), terms)
        case (nil, nil):
            guard let term else { throw Refusal.noTerm }
            return (InsightsPeriod(term: term, first: term.firstMonday, last: term.lastDay, isRange: false, zone: zone), terms)
        case (nil, _): throw FieldRefusal(InsightsQuery.CodingKeys.from, "Give both dates, or neither.")
        case (_, nil): throw FieldRefusal(InsightsQuery.CodingKeys.to, "Give both dates, or neither.")
        }
    }

    static func slaReport(_ period: InsightsPeriod, _ ctx: RequestContext) throws -> SLAReport {
        SLAReport(
            items: try InsightsStore(database: ctx.environment.database).slaItems(queuedIn: period.interval, term: period.term?.id),
            period: period.interval,
            now: ctx.now)
    }

    static func attendanceReport(_ period: InsightsPeriod, _ ctx: RequestContext) throws -> AttendanceReport {
        guard let term = period.term else { throw Refusal.noTerm }
        let store = ProgrammeStore(database: ctx.environment.database)
        let sessions = try store.allLiveSessions(ofTerm: term.id).filter { $0.1 == nil }.map(\.0)
        let inputs = try InsightsStore(database: ctx.environment.database).attendanceInputs(term: term.id)
        return AttendanceReport(
            sessions: sessions, students: inputs.students, presence: inputs.presence, period: period.interval, now: ctx.now)
    }

    static func hoursReport(_ period: InsightsPeriod, _ ctx: RequestContext) throws -> CoachHoursReport {
        let coaches = try ProgrammeStore(database: ctx.environment.database).coaches()
        let hours = CoachHoursStore(database: ctx.environment.database)
        var work: [ID<Coach>: [CoachWork]] = [:]
        for coach in coaches { work[coach.id] = try hours.work(of: coach.id, overlapping: period.interval) }
        return CoachHoursReport(
            work: work, coaches: Dictionary(coaches.map { ($0.id, $0.name) }) { first, _ in first }, period: period.interval,
            zone: ZonedCalendar(zone: period.zone))
    }

    /// A CSV download: `text/csv`, an attachment named for the report and its period.
    static func csv(_ table: CSVTable, name: String, period: InsightsPeriod) -> Response {
        var response = Response.text(table.text)
        response.headers.set(name: "Content-Type", value: "text/csv; charset=utf-8; header=present")
        response.headers.set(
            name: "Content-Disposition", value: "attachment; filename=\"quranflow-\(name)-\(period.first)-to-\(period.last).csv\"")
        return response
    }
}
