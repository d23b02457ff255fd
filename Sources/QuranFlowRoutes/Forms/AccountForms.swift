import Routing

/// Sign in (``QuranFlowRoute/submitSignIn``): email, password and where to go after.
public struct SignInForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case email, password, next }
    public let email: FormText
    public let password: FormText
    /// The page the visitor asked for before signing in (checked to be a local path).
    public let next: FormText
}

/// Changing the password on the account page (``QuranFlowRoute/changePassword``).
public struct PasswordChangeForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case currentPassword = "current_password"
        case password
    }
    public let currentPassword: FormText
    /// The new password.
    public let password: FormText
}

/// "Forgot your password?" (``QuranFlowRoute/submitForgotPassword``): the email to send the link to.
public struct ForgotPasswordForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case email }
    public let email: FormText
}

/// Choosing a new password from an emailed link (``QuranFlowRoute/submitResetPassword``): the link's token and the
/// password.
public struct ResetPasswordForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case token, password }
    public let token: FormText
    public let password: FormText
}

/// A button that completes an emailed link (``QuranFlowRoute/submitUnlock``, ``QuranFlowRoute/confirmEmail``): the
/// link's token, sent back hidden.
public struct EmailedTokenForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case token }
    public let token: FormText
}
