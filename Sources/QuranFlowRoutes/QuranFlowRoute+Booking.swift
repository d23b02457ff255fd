import Identifiers
import QuranFlowCore
import Routing

extension QuranFlowRoute {
    /// Book your one-to-one (SakBookAppointment). Year 2 only (403).
    public static let bookAppointment = QuranFlowEndpoint(
        .get, "/sessions/book", query: BookQuery.self, access: .students,
        kind: .screen(
            summary: "Book your one-to-one (SakBookAppointment). Query: mode = weekly | week, week = N, coach, start = the chosen slot's "
                + "instant. Year 2 only (403).", name: "Book your one-to-one", spec: "SakBookAppointment"), statuses: [403])
    /// Confirming a booking from the page (form `mode`, `start`, `coach`).
    public static let submitBooking = QuranFlowEndpoint(.post, "/sessions/book", access: .students, statuses: [403, 409, 422])
    /// Choosing whom to meet ("Change" on Book your one-to-one).
    public static let bookCoach = QuranFlowEndpoint(
        .get, "/sessions/book/coach", query: BookQuery.self, access: .students,
        kind: .screen(
            summary: "Choose who you meet one-to-one (\"Change\" on Book your one-to-one): your coach and every coach of the programme "
                + "with times open, each with their free times in the week in your zone. Query: mode, week, coach (the one chosen "
                + "now). Year 2 only (403).", name: "Choose who you meet"), statuses: [403])
    /// Availability (SakOnbAvailability), asked during Year-2 booking.
    public static let availability = QuranFlowEndpoint(
        .get, "/sessions/availability", access: .students,
        kind: .screen(
            summary:
                "Availability (SakOnbAvailability): the 7 × 5 grid on the student's clock, asked during Year-2 booking. Year 2 only (403).",
            name: "Availability", spec: "SakOnbAvailability"),
        statuses: [403])
    /// Saving the availability grid (form `cell`, repeated).
    public static let submitAvailability = QuranFlowEndpoint(.post, "/sessions/availability", access: .students, statuses: [403, 422])
    /// A coach's slots of a week, as JSON.
    public static let apiBookingSlots = QuranFlowEndpoint(
        .get, "/api/bookings/slots", query: SlotsQuery.self, access: .students,
        kind: .api(
            summary: "The coach's 20-minute slots of a term week (query week = 1…15; coach = another coach's id, default the student's "
                + "one-to-one coach) in the student's zone, free or taken. Year 2 only (403)."), statuses: [422])
    /// Booking as JSON.
    public static let apiBook = QuranFlowEndpoint(
        .post, "/api/bookings", access: .students,
        kind: .api(
            summary:
                "Books a one-to-one: {\"mode\": \"week\" | \"weekly\", \"start\": ISO instant of the slot, \"coach\": optional coach id}. "
                + "201; 409 naming a taken slot or the student's own one-to-one at that time; 422 outside the coach's availability or the "
                + "term; 400 naming an unknown coach; 403 for Year 1."), statuses: [409, 415, 422])
    /// The student's one-to-ones, as JSON.
    public static let apiBookings = QuranFlowEndpoint(
        .get, "/api/bookings", access: .students,
        kind: .api(summary: "The signed-in Year-2 student's one-to-ones this term, with their ids and labels."))
    /// The coach's weekly availability, replaced as JSON.
    public static let apiCoachAvailability = QuranFlowEndpoint(
        .put, "/api/coach/availability", access: .coaches,
        kind: .api(
            summary: "Replaces the signed-in coach's weekly availability on their own clock: {\"windows\": [{\"weekday\": 2, \"start\": "
                + "\"15:40\", \"end\": \"17:40\"}]}."), statuses: [415])

    /// A booked one-to-one (SakAppointmentDetail) by booking and term week.
    public static let appointment = QuranFlowEndpoint(
        .get, "/sessions/appointments/:id/:week", ID<OneToOneBooking>.self, Int.self, access: .students,
        kind: .screen(
            summary: "One booked one-to-one (SakAppointmentDetail) by booking id and term week. Year 2 only (403).", name: "Appointment",
            spec: "SakAppointmentDetail"))
    /// Cancel this week.
    public static let cancelAppointment = QuranFlowEndpoint(
        .post, "/sessions/appointments/:id/:week/cancel", ID<OneToOneBooking>.self, Int.self, access: .students, statuses: [409])
    /// The appointment's reminder line (form `on` = 1/0).
    public static let appointmentReminder = QuranFlowEndpoint(
        .post, "/sessions/appointments/:id/:week/reminder", ID<OneToOneBooking>.self, Int.self, access: .students)
    /// Swap this week's time (form `start`).
    public static let swapAppointment = QuranFlowEndpoint(
        .post, "/sessions/appointments/:id/:week/swap", ID<OneToOneBooking>.self, Int.self, access: .students, statuses: [409, 422])
    /// A booking's reminder as JSON.
    public static let apiBookingReminder = QuranFlowEndpoint(
        .post, "/api/bookings/:id/:week/reminder", ID<OneToOneBooking>.self, Int.self, access: .students,
        kind: .api(
            summary: "Turns a booked one-to-one's reminder on or off ({\"on\": true}): for a weekly booking every week (a swapped week "
                + "follows its series), else that week. It fires 15 minutes before each meeting's true instant. Year 2 only (403)."),
        statuses: [415])
    /// Cancelling a week of a booking as JSON.
    public static let apiCancelBooking = QuranFlowEndpoint(
        .post, "/api/bookings/:id/cancel", ID<OneToOneBooking>.self, access: .students,
        kind: .api(
            summary:
                "Cancels one week of a booking ({\"week\": 9}); the slot is free again at once, even a minute before; the week stays cancelled."
        ),
        statuses: [409, 415, 422])
    /// Swapping a week of a weekly booking as JSON.
    public static let apiSwapBooking = QuranFlowEndpoint(
        .post, "/api/bookings/:id/swap", ID<OneToOneBooking>.self, access: .students,
        kind: .api(
            summary: "Swaps one week of a weekly booking to another free slot of its coach that week ({\"week\": 10, \"start\": ISO "
                + "instant}); the series keeps every other week."), statuses: [409, 415, 422])
}
