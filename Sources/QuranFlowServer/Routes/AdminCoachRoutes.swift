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

/// The admin's coaches: the list, and one coach's profile, weekly one-to-one availability (in the coach's zone) and
/// students.
enum AdminCoachRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.adminCoaches) { ctx in
            let store = ProgrammeStore(database: ctx.environment.database)
            let coaches = try store.coaches()
            let counts = try Dictionary(
                uniqueKeysWithValues: coaches.map { ($0.id, try store.students(ofCoach: $0.id, at: ctx.now).count) })
            return .html(AdminCoachesPage.list(AdminCoachesScreen(coaches: coaches, studentCounts: counts)))
        }
        routes.add(QuranFlowRoute.adminCoach) { ctx, id in
            .html(try page(ctx, id))
        }
        routes.add(QuranFlowRoute.adminSaveCoach) { ctx, id in
            let (coach, account) = try coach(ctx, id)
            let fields = try ctx.request.form(CoachProfileForm.self)
            do {
                let programme = ProgrammeStore(database: ctx.environment.database)
                let input = try CoachProfileInput(
                    honorific: fields.honorific.or(""), name: fields.name.or(""), ijazah: fields.ijazah.or(""),
                    levels: fields.levels.texts, meetingLink: fields.meetingLink.or(""),
                    programmeLevels: Set(try programme.levels().map(\.number)))
                let cityText = fields.city.or("").trimmingCharacters(in: .whitespacesAndNewlines)
                let cities = ctx.environment.cities
                let city = cityText.count > 200 ? nil : cities.named(cityText) ?? cities.search(cityText, limit: 1).first
                guard let city else { throw CoachProfileError.unknownCity }
                if city.id != account.cityID { _ = try ctx.environment.accounts.setCity(city.id, for: account.id) }
                let shownAs = Coach.displayName(honorific: input.honorific, calledName: input.calledName)
                try programme.setCoachProfile(
                    coach.id, honorific: input.honorific, calledName: input.calledName, ijazah: input.ijazah, levels: input.levels,
                    meetingLink: input.meetingLink,
                    audit: try audit(
                        ctx, coach, "Updated the profile",
                        "Updated the profile: shown as \(shownAs) · \(city.name) · meeting link \(input.meetingLink ?? "none")."))
                return .html(try page(ctx, id, notice: "Saved the profile."))
            } catch let error as CoachProfileError {
                return .html(try page(ctx, id, error: error.message, errorField: error.field), status: .unprocessableEntity)
            }
        }
        routes.add(QuranFlowRoute.adminCoachAvailability) { ctx, id in
            let (coach, _) = try coach(ctx, id)
            let fields = try ctx.request.form(CoachAvailabilityForm.self)
            let booking = BookingStore(database: ctx.environment.database)
            var windows = try booking.windows(coach: coach.id)
            guard let weekday = Int(fields.weekday.or("")).flatMap(Weekday.init(rawValue:)) else {
                return .html(
                    try page(ctx, id, error: "Choose a weekday.", errorField: "weekday"), status: .unprocessableEntity)
            }
            if let start = Int(fields.remove.or("")) {
                windows.removeAll { $0.weekday == weekday && $0.startMinute == start }
                try booking.setWindows(
                    windows, coach: coach.id,
                    audit: try audit(
                        ctx, coach, "Removed a one-to-one window",
                        "Removed the one-to-one window on \(weekday.name) from \(AdminCoachScreen.clock(start))."))
                return .html(try page(ctx, id, notice: "Removed the window."))
            }
            guard let from = LocalTime(iso: fields.from.or("")) else {
                return .html(
                    try page(ctx, id, error: "Enter the time the window opens, like 15:40.", errorField: "from"),
                    status: .unprocessableEntity)
            }
            let to = fields.to.is("24:00") ? nil : LocalTime(iso: fields.to.or(""))
            let endMinute = to.map { $0.hour * 60 + $0.minute } ?? (fields.to.is("24:00") ? 1440 : -1)
            guard
                let window = AvailabilityWindow(
                    checkingWeekday: weekday, startMinute: from.hour * 60 + from.minute, endMinute: endMinute)
            else {
                return .html(
                    try page(ctx, id, error: "Enter a closing time after the opening time, like 17:40.", errorField: "to"),
                    status: .unprocessableEntity)
            }
            windows.removeAll { $0.weekday == window.weekday && $0.startMinute == window.startMinute }
            try booking.setWindows(
                windows + [window], coach: coach.id,
                audit: try audit(
                    ctx, coach, "Added a one-to-one window",
                    "Added a one-to-one window: \(weekday.name) \(AdminCoachScreen.clock(window.startMinute))–"
                        + "\(AdminCoachScreen.clock(window.endMinute)) in the coach's zone."
                ))
            return .html(try page(ctx, id, notice: "Added \(weekday.name) \(fields.from.or(""))–\(fields.to.or(""))."))
        }
    }

    /// The audit entry of an admin's change to `coach` (students see their coach's name, link and one-to-one times).
    private static func audit(_ ctx: RequestContext, _ coach: Coach, _ action: String, _ detail: String) throws -> AuditEntry {
        AuditEntry(
            at: ctx.now, actor: AuditActor(account: try ctx.requireAccount()), subject: .coach(coach.id), action: action, detail: detail)
    }

    private static func coach(_ ctx: RequestContext, _ id: ID<Coach>) throws -> (Coach, Account) {
        guard let coach = try ProgrammeStore(database: ctx.environment.database).coach(id: id),
            let account = try ctx.environment.accounts.account(id: ID(id.rawValue))
        else { throw AdminRefusal.noSuchCoach }
        return (coach, account)
    }

    private static func page(
        _ ctx: RequestContext, _ id: ID<Coach>, notice: String? = nil, error: String? = nil, errorField: String? = nil
    ) throws -> String {
        let (coach, account) = try coach(ctx, id)
        let store = ProgrammeStore(database: ctx.environment.database)
        let screen = AdminCoachScreen(
            coach: coach, cityName: account.cityName, levels: try store.levels(),
            windows: try BookingStore(database: ctx.environment.database).windows(coach: id),
            students: try store.students(ofCoach: id, at: ctx.now),
            changes: AdminScreenInputs.changes(
                try AdminAuditLog(database: ctx.environment.database).entries(for: .coach(id)), zone: try AdminSessionRoutes.adminZone(ctx)),
            notice: notice, error: error.map { AdminFormError(message: $0, field: errorField) })
        return AdminCoachesPage.coach(screen, csrfToken: ctx.csrfToken)
    }
}
