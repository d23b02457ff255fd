import QuranFlowScreens
import Testing

/// The account pages' decisions, without a server: the error page's heading per status, what a reset link or an
/// invitation says, and which field takes the focus on sign-in.
@Suite struct AccountScreenTests {
    @Test(arguments: [
        (404, "Not found"), (403, "Not available to you"), (401, "Please sign in"), (405, "That can't be done here"),
        (413, "That's too large"), (429, "Too many attempts"), (500, "Something went wrong on our side"),
        (503, "Something went wrong on our side"), (400, "That didn't work"), (409, "That didn't work"),
    ])
    func errorHeadingSaysWhatHappened(_ status: Int, _ heading: String) {
        #expect(ErrorScreen(status: status, message: "m").heading == heading)
    }

    @Test func anInvitationWelcomesAndAResetLinkSaysWhatChanges() {
        let invitation = ChoosePasswordScreen(token: "t", invitation: true, minimumLength: 10)
        #expect(invitation.heading == "Welcome — choose your password")
        #expect(invitation.instructions.contains("at least 10 characters"))
        #expect(invitation.submitLabel == "Save my password")
        let reset = ChoosePasswordScreen(token: "t", minimumLength: 12)
        #expect(reset.heading == "Choose a new password")
        #expect(reset.instructions == "At least 12 characters. You'll be signed out everywhere else.")
        // A used link says why, unless the route gave its own reason.
        #expect(ChoosePasswordScreen(token: "t", usable: false, minimumLength: 10).unusableReason.hasPrefix("This reset link"))
        #expect(ChoosePasswordScreen(token: "t", error: "Nope.", usable: false, minimumLength: 10).unusableReason == "Nope.")
    }

    @Test func signInFocusesThePasswordOnceTheEmailIsKnown() {
        #expect(!SignInScreen().focusesPassword)
        #expect(SignInScreen(email: "a@b.test").focusesPassword)
        #expect(SignInScreen.notice(afterReset: true, afterUnlock: true) == "Your password is changed. Sign in with the new one.")
        #expect(SignInScreen.notice(afterReset: false, afterUnlock: false) == nil)
    }

    @Test func anUnusableLinkSaysWhatToDoInstead() {
        #expect(EmailedLinkScreen(.unlock, token: "", usable: false).unusableReason.hasPrefix("This unlock link"))
        #expect(!EmailedLinkScreen(.emailChange, token: "", usable: false).unusableReason.isEmpty)
    }
}
