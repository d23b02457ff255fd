import Routing

/// Sign in (``JamaalRoute/submitSignIn``): the email, the password and where to go after.
public struct SignInForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case email, password, next }
    public let email: FormText
    public let password: FormText
    public let next: FormText
}

/// Create an account (``JamaalRoute/createAccount``) or claim a store (``JamaalRoute/claimStore``): email and password.
public struct NewAccountForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case email, password }
    public let email: FormText
    public let password: FormText
}

/// A device's new name (``JamaalRoute/renameDevice``).
public struct DeviceNameForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case name }
    public let name: FormText
}

/// Forgot your password (``JamaalRoute/submitForgotPassword``): the email to send a reset link to.
public struct ForgotPasswordForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case email }
    public let email: FormText
}

/// Choose a new password (``JamaalRoute/submitResetPassword``): the emailed link's token and the new password.
public struct ResetPasswordForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case token, password }
    public let token: FormText
    public let password: FormText
}

/// Sign in again (``JamaalRoute/submitUnlock``): the emailed unlock link's token.
public struct UnlockForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case token }
    public let token: FormText
}
