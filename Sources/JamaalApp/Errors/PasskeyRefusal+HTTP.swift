import HTTPServer
import JamaalCore

/// What Jamaal refuses about passkeys beyond the WebAuthn checks themselves (those are `WebAuthnError`s, given their
/// statuses in `WebAuthnError+HTTP.swift`), each said once with its status.
///
/// ```swift
/// guard try store.write({ try $0.removePasskey(id) }) else { throw PasskeyRefusal.noSuchPasskey }   // 404
/// ```
enum PasskeyRefusal: HTTPResponseError, Equatable {
    /// The answer was sent as something other than JSON.
    case notJSON
    /// An answer larger than any browser sends (the server refuses it before reading it; this is the same limit, kept
    /// where the answer is read).
    case answerTooLarge
    /// The answer is not the JSON a browser's `PublicKeyCredential` makes (`field` names the part, when one is to blame).
    case unreadable(field: String?)
    /// A credential type other than `"public-key"`.
    case notAPublicKey
    /// Sign in with a passkey nobody registered here (or one since removed).
    case unknownPasskey
    /// The passkey answered with a user handle that is not the one it was registered with.
    case wrongUser
    /// Registering a passkey that is already registered (to this account or another).
    case alreadyRegistered
    /// Remove a passkey that is not one of the person's (or is already removed).
    case noSuchPasskey
    /// A name longer than a passkey's may be.
    case nameTooLong
    /// Too many failed sign-ins from this address: try again after `seconds`.
    case tooManyAttempts(seconds: Int)

    var httpError: HTTPError {
        switch self {
        case .notJSON: HTTPError(.unsupportedMediaType, "Send the passkey’s answer as JSON.")
        case .answerTooLarge: HTTPError(.payloadTooLarge, "This passkey answer is larger than any browser sends.")
        case .unreadable(let field):
            HTTPError(.badRequest, "The browser’s passkey answer could not be read. Please try again.", field: field)
        case .notAPublicKey: HTTPError(.unprocessableEntity, "That answer is not a passkey.", field: "type")
        case .unknownPasskey:
            HTTPError(
                .unauthorized,
                "This passkey isn’t registered with Jamaal. Sign in with your email and password, then add it in Settings → Passkeys.")
        case .wrongUser: HTTPError(.unauthorized, "This passkey belongs to a different account.")
        case .alreadyRegistered: HTTPError(.conflict, "This passkey is already registered.")
        case .noSuchPasskey: HTTPError(.notFound, "That passkey isn’t on your account.")
        case .nameTooLong:
            HTTPError(.unprocessableEntity, "Give the passkey a name of at most \(Passkey.maximumNameLength) characters.", field: "name")
        case .tooManyAttempts(let seconds):
            HTTPError(
                .tooManyRequests, "Too many attempts. Try again in \(AccountRoutes.wait(seconds)).",
                headers: ["Retry-After": "\(seconds)"])
        }
    }

    /// One value of every case, for the test that walks them.
    static let examples: [PasskeyRefusal] = [
        .notJSON, .answerTooLarge, .unreadable(field: "rawId"), .notAPublicKey, .unknownPasskey, .wrongUser, .alreadyRegistered,
        .noSuchPasskey,
        .nameTooLong, .tooManyAttempts(seconds: 30),
    ]
}
