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
