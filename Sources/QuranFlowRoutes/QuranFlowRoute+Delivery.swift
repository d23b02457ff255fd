import Routing

extension QuranFlowRoute {
    /// The service worker, served from the root so its scope is the whole app (push and notification clicks).
    public static let serviceWorker = QuranFlowEndpoint(.get, "/sw.js", access: .anyone, kind: .file)
    /// The application server's VAPID public key.
    public static let apiPushKey = QuranFlowEndpoint(
        .get, "/api/push/key", access: .signedIn,
        kind: .api(
            summary: "The server's VAPID public key (RFC 8292) as base64url, for PushManager.subscribe's applicationServerKey, "
                + "and whether this server sends push at all."))
    /// Storing this browser's push subscription.
    public static let apiPushSubscribe = QuranFlowEndpoint(
        .post, "/api/push/subscriptions", access: .signedIn,
        kind: .api(
            summary: "Stores this device's Web Push subscription: the JSON PushSubscription.toJSON() gives "
                + "({endpoint, keys: {p256dh, auth}}). The endpoint must be https on a browser push service; p256dh a P-256 "
                + "point and auth 16 bytes, base64url. 201 with the stored subscription; 422 naming the field."),
        statuses: [415, 422, 503])
    /// Removing this browser's push subscription.
    public static let apiPushUnsubscribe = QuranFlowEndpoint(
        .post, "/api/push/subscriptions/remove", access: .signedIn,
        kind: .api(summary: "Removes this device's subscription ({endpoint}); 200 with whether there was one."), statuses: [415, 422])
    /// The coach's notification settings.
    public static let coachNotificationSettings = QuranFlowEndpoint(
        .get, "/coach/notifications", access: .coaches, feature: .notificationSettings,
        kind: .screen(
            summary: "The signed-in coach's notification settings: the push master and the coach's four push types (new "
                + "submissions, waiting 36 hours, messages, schedule changes), and this device's push.",
            name: "Notification settings"))
    /// Turning one of the coach's notification settings (form: `setting`, `on` = 1/0).
    public static let changeCoachNotificationSetting = QuranFlowEndpoint(.post, "/coach/notifications", access: .coaches)
    /// Changing the coach's notification settings as JSON.
    public static let apiCoachNotificationSettings = QuranFlowEndpoint(
        .post, "/api/coach/notifications", access: .coaches,
        kind: .api(
            summary: "Changes the coach's notification settings: an object of setting → boolean (push, newSubmissions, "
                + "overdueSubmissions, studentMessages, scheduleChanges), applied push first in one transaction. Returns the screen."),
        statuses: [415])
}
