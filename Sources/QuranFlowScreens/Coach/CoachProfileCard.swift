import Calendar
import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The coach's own profile on You: who students see ("Ustadha Amina"), where, the ijāza line, certified levels and
/// the meeting link, with "Edit profile".
///
/// ```swift
/// CoachProfileCard.make(amina, now: now, destinations: .current).levels   // "Level I–II"
/// ```
public struct CoachProfileCard: Codable, Hashable, Sendable {
    /// "Ustadha Amina".
    public let formalName: String
    /// "Ust. Amina" — how screens name her.
    public let displayName: String
    /// "Cairo (EET)": her city and its zone now.
    public let place: String
    /// "ijāza in Hafs from 'Āsim", or "Not set".
    public let ijazah: String
    /// "Level I–II", or "Not set".
    public let levels: String
    /// The meeting link, or nil when not set.
    public let meetingLink: String?
    /// "Not set" where the link is missing.
    public let meetingLinkMissing: String?
    /// "Edit profile".
    public let edit: ScreenAction?

    /// The card for `coach` at `now`.
    public static func make(_ coach: Coach, now: Date, destinations: Destinations) -> CoachProfileCard {
        CoachProfileCard(
            formalName: coach.formalName, displayName: coach.displayName,
            place: ZoneLabel.label(zoneIdentifier: coach.zoneIdentifier, at: now),
            ijazah: coach.ijazah.isEmpty ? "Not set" : coach.ijazah, levels: coach.levels.isEmpty ? "Not set" : coach.levels.title,
            meetingLink: coach.meetingLink, meetingLinkMissing: coach.meetingLink == nil ? "Not set" : nil,
            edit: destinations.action("Edit profile", to: Destination(QuranFlowRoute.coachProfileForm)))
    }
}
