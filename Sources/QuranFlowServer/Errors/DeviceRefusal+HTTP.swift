import HTTPServer

/// What the routes for a person's devices refuse — widget tokens and the ambient board, push subscriptions, the
/// notification settings they change — each said once with its status (docs/conventions.md, Status codes).
///
/// ```swift
/// guard let vapid = settings.vapid else { throw DeviceRefusal.pushNotConfigured }   // 503
/// ```
enum DeviceRefusal: HTTPResponseError, Equatable {
    /// A widget device's name past 200 characters.
    case deviceNameTooLong
    /// A widget kind the person's board does not have (`kind` as the route names it).
    case noWidget(kind: String)
    /// An admin asking for the ambient board.
    case widgetsNotForAdmins
    /// A widget's "feedback" link when no reviewed recording of the week is there.
    case noFeedbackWaiting(week: Int)
    /// A widget's link whose destination is not open now, with the board's own reason.
    case destinationUnavailable(String)
    /// A push subscription on a server without VAPID keys.
    case pushNotConfigured
    /// A push endpoint that is not an https address of an allowed push service.
    case endpointNotPushService
    /// A push subscription's `keys.p256dh` that is not a P-256 public key.
    case p256dhNotAKey
    /// A push subscription's `keys.auth` that is not 16 bytes.
    case authNotASecret
    /// A notification setting's name that is not one of the audience's (`known` lists them).
    case unknownSetting(String, known: String)
    /// A settings change whose JSON body is not an object.
    case settingsNotAnObject
    /// A settings change naming no setting.
    case noSettingNamed
    /// A settings change whose value for `setting` is not a JSON boolean.
    case settingNotBoolean(String)

    var httpError: HTTPError {
        switch self {
        case .deviceNameTooLong:
            HTTPError(.unprocessableEntity, "The device's name is too long (at most 60 characters are kept).", field: "label")
        case .noWidget(let kind): HTTPError(.notFound, "You have no \(kind) widget.")
        case .widgetsNotForAdmins: HTTPError(.forbidden, "Widgets are for students and coaches.")
        case .noFeedbackWaiting(let week): HTTPError(.notFound, "No feedback is waiting for Week \(week).")
        case .destinationUnavailable(let reason): HTTPError(.notFound, reason)
        case .pushNotConfigured: HTTPError(.serviceUnavailable, "This server does not send push notifications.")
        case .endpointNotPushService:
            HTTPError(.unprocessableEntity, "The endpoint must be an https address of a browser push service.", field: "endpoint")
        case .p256dhNotAKey:
            HTTPError(.unprocessableEntity, "keys.p256dh must be a P-256 public key (65 bytes, base64url).", field: "keys.p256dh")
        case .authNotASecret: HTTPError(.unprocessableEntity, "keys.auth must be 16 bytes, base64url.", field: "keys.auth")
        case .unknownSetting(let name, let known):
            HTTPError(.badRequest, "“\(name.prefix(64))” is not a notification setting (one of \(known)).", field: "setting")
        case .settingsNotAnObject: HTTPError(.badRequest, "The body must be a JSON object of setting → true or false.")
        case .noSettingNamed: HTTPError(.badRequest, "Name at least one setting to change.")
        case .settingNotBoolean(let key): HTTPError(.badRequest, "\(key) must be true or false.", field: key)
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [DeviceRefusal] = [
        .deviceNameTooLong, .noWidget(kind: "today"), .widgetsNotForAdmins, .noFeedbackWaiting(week: 8),
        .destinationUnavailable("Week 9 has not started yet."), .pushNotConfigured, .endpointNotPushService, .p256dhNotAKey,
        .authNotASecret, .unknownSetting("nope", known: "feedback, reminders"), .settingsNotAnObject, .noSettingNamed,
        .settingNotBoolean("feedback"),
    ]
}
