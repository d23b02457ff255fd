import Routing

/// Reminders that fire (F13, SY-01): the open page's question for due reminders, the service worker that shows them,
/// Today's missed list and SY-01's banner.
extension JamaalRoute {
    /// Due reminders this page is the first to ask for: each is recorded as delivered, so none fires twice across pages
    /// and reloads. POST (it claims), with the page's `X-CSRF-Token`.
    public static let claimReminders = Endpoint(
        .post, "/api/reminders/claim", access: JamaalAccess.person,
        kind: .api(
            summary: "Due reminders not yet delivered, claimed by this page to show as system notifications (each once across "
                + "pages), and the seconds until the page should ask again; none while this device's reminder switch is off"))

    /// The service worker, at the root so its scope is the whole app: shows reminders and opens their page on a tap.
    public static let serviceWorker = Endpoint(.get, "/sw.js", access: JamaalAccess.anyone, kind: .file)

    /// Clears Today's list of missed reminders.
    public static let clearMissedReminders = Endpoint(.post, "/today/reminders/clear", access: JamaalAccess.person)

    /// SY-01's banner: `choice` = `dismiss` (until the next logical day, `day`) or `never` (Don't remind me), on this device.
    public static let notificationsBanner = Endpoint(
        .post, "/today/notifications-banner", access: JamaalAccess.person, statuses: [422])
}
