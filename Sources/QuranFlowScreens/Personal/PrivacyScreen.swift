import QuranFlowRoutes

/// Privacy: the programme's privacy statement and what is stored about the student, counted from data.
///
/// ```swift
/// PrivacyScreen.make(stored: [("Recitations submitted", 7)], destinations: .current).stored.first?.count   // "7"
/// ```
public struct PrivacyScreen: Codable, Hashable, Sendable {
    /// A part of the statement: a heading and its paragraphs.
    public struct Section: Codable, Hashable, Sendable {
        /// "What we keep".
        public let heading: String
        /// Its paragraphs.
        public let paragraphs: [String]
    }

    /// One kind of thing stored about the student.
    public struct StoredItem: Codable, Hashable, Sendable {
        /// "Recitations submitted (with their audio)".
        public let label: String
        /// "7".
        public let count: String
    }

    /// "Privacy".
    public let title: String
    /// The statement.
    public let statement: [Section]
    /// What is stored about the student, from data.
    public let stored: [StoredItem]
    /// "Report an issue" (the way to ask a question or a deletion), when it exists.
    public let ask: ScreenAction?
    /// Back to Profile.
    public let back: ScreenAction?

    /// The page with the counts in `stored`; `ask` is the Report an issue action.
    public static func make(stored: [(label: String, count: Int)], ask: ScreenAction?, destinations: Destinations) -> PrivacyScreen {
        PrivacyScreen(
            title: "Privacy", statement: statement,
            stored: stored.map { StoredItem(label: $0.label, count: String($0.count)) }, ask: ask,
            back: destinations.action("Profile", to: Destination(QuranFlowRoute.profile)))
    }

    /// The programme's statement, written from what the code stores.
    public static let statement: [Section] = [
        Section(
            heading: "What we keep",
            paragraphs: [
                "Your account: your name, email address, city and its time zone, your year and level. Your password is kept only "
                    + "as a one-way hash; we cannot read it.",
                "What you add in Personal details: a pronunciation hint, your date of birth and your phone number, only if you "
                    + "give them.",
                "Your learning: the recitations you submit and the practice takes you record (as audio files on the programme's "
                    + "storage), your coach's feedback and notes, your messages with coaches, your one-to-one bookings, and "
                    + "which live sessions you were present at.",
                "Payments: your enrolments and ledger. Card numbers go to Stripe, never to us; we keep only the card's brand, "
                    + "last four digits and expiry.",
                "Devices: browsers you allow to receive notifications, widget tokens you create, and the devices you sign in "
                    + "from (so we can tell you about a new one). Sign-in sessions are stored as hashes of their tokens.",
            ]),
        Section(
            heading: "Who sees it",
            paragraphs: [
                "Your coach, a coach who substitutes for them, and the programme's admins. Coaches may keep private working "
                    + "notes while reviewing, and notes shared between coaches. Other students never see your details, "
                    + "recordings or messages.",
                "We do not sell your data, show advertising, or use third-party analytics. Mail goes out through the programme's "
                    + "configured mail server, payments are handled by Stripe, and notifications travel through your browser's push "
                    + "service, encrypted.",
            ]),
        Section(
            heading: "Questions and deletion",
            paragraphs: [
                "To ask what we hold, correct it, or have your account and recordings deleted, send a message through Report an "
                    + "issue; a programme admin answers. You can correct your own details in Personal details at any time."
            ]),
    ]
}
