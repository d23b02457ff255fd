import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowScreens

/// What a one-to-one request decides over: the Year-2 student's world, the availability of the coach they book with
/// (their own, the last one they booked, or the one named by `coach`) and the term's ledger of that coach merged with
/// the student's own bookings.
///
/// ```swift
/// let inputs = try BookingInputs.load(ctx, coach: query.coach)
/// inputs.availability.offers(inWeek: 9, of: inputs.world.term, ledger: inputs.ledger, now: ctx.now)
/// ```
struct BookingInputs {
    let world: StudentWorld
    let availability: CoachAvailability
    let ledger: OneToOneLedger
    /// The coach the booking screen opens on (``OneToOneCoachChoice/current(for:ledger:term:)``); links name a coach
    /// only when it is another.
    let defaultCoach: ID<Coach>

    /// The signed-in student's world, or 403 for Year 1.
    static func world(_ ctx: RequestContext) throws -> StudentWorld {
        let world = try SessionRoutes.world(ctx)
        guard OneToOneAccess.allows(world.student, .viewSlots) else {
            throw BookingError.yearOneStudent
        }
        return world
    }

    /// Inputs for booking with coach `requested` (nil: ``OneToOneCoachChoice/current(for:ledger:term:)``); an id that is
    /// no coach of the programme is a 400 naming it.
    static func load(_ ctx: RequestContext, coach requested: ID<Coach>?, world: StudentWorld? = nil) throws -> BookingInputs {
        let world = try world ?? Self.world(ctx)
        let defaultCoach = OneToOneCoachChoice.current(for: world.student, ledger: world.oneToOnes, term: world.term)
        let id = requested ?? defaultCoach
        let known = world.teachers[id] ?? (id == world.coach.id ? world.coach : nil)
        guard let coach = try known ?? ProgrammeStore(database: ctx.environment.database).coach(id: id) else {
            throw BookingRefusal.notACoach(id.rawValue)
        }
        let store = BookingStore(database: ctx.environment.database)
        return BookingInputs(
            world: world, availability: CoachAvailability(coach: coach, windows: try store.windows(coach: coach.id)),
            ledger: try store.ledger(coach: coach.id, student: world.student.id, term: world.term.id), defaultCoach: defaultCoach)
    }

    /// Decides `decision` over this coach's ledger as it stands inside the write transaction and stores its change
    /// (``BookingStore/decide(student:coach:term:now:describe:_:)``); a refusal becomes its HTTP status and sentence.
    @discardableResult
    func decide(_ ctx: RequestContext, _ decision: (OneToOneLedger) throws(BookingError) -> BookingChange) throws -> BookingChange {
        let zone = world.student.zoneIdentifier
        return try Self.run {
            try BookingStore(database: ctx.environment.database).decide(
                student: world.student.id, coach: availability.coachID, term: world.term.id, now: ctx.now,
                describe: { BookingCopy.moment($0.start, in: zone) }, decision)
        }
    }

    /// Runs a booking decision, turning its refusal into the HTTP status and sentence it carries.
    static func run<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BookingError {
            throw error.httpError
        }
    }
}
