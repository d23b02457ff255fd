import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// The avatar on a frontispiece with its camera affordance: the photo when there is one (else the initial), "Change
/// photo" (an upload form) and "Remove photo".
///
/// ```swift
/// PhotoEditor.make(name: "Sarah Ahmed", owner: ID(sarah.id.rawValue), hasPhoto: false, destinations: .current).change?.label
/// // "Add a photo"
/// ```
public struct PhotoEditor: Codable, Hashable, Sendable {
    /// "S".
    public let initial: String
    /// The photo itself (its label is the image's alternative text), when there is one.
    public let image: ScreenAction?
    /// "Add a photo" / "Change photo": POST multipart `photo` here.
    public let change: ScreenAction?
    /// "Remove photo" (POST), when there is a photo.
    public let remove: ScreenAction?
    /// "JPEG, PNG or WebP, up to 5 MB."
    public let hint: String

    /// The editor for `name`'s avatar; `initial` defaults to the name's first letter (a coach's is her name's, not her
    /// honorific's: "A" for "Ust. Amina al-Qārī").
    public static func make(
        name: String, initial: String? = nil, owner: Identifiers.ID<ProfilePhotoOwner>, hasPhoto: Bool, destinations: Destinations
    ) -> PhotoEditor {
        PhotoEditor(
            initial: initial ?? Copy.initial(name),
            image: hasPhoto ? destinations.action("Photo of \(name)", to: Destination(QuranFlowRoute.profilePhoto, owner)) : nil,
            change: destinations.action(hasPhoto ? "Change photo" : "Add a photo", to: Destination(QuranFlowRoute.uploadProfilePhoto)),
            remove: hasPhoto ? destinations.action("Remove photo", to: Destination(QuranFlowRoute.removeProfilePhoto)) : nil,
            hint: "JPEG, PNG or WebP, up to 5 MB.")
    }
}
