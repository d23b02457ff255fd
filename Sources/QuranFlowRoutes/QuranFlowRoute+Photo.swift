import Identifiers
import QuranFlowCore
import Routing

/// Profile photos (issue 16): the avatar on Profile and the coach's You tab can be replaced by an uploaded photo.
extension QuranFlowRoute {
    /// A person's profile photo (512 px JPEG): to themselves; a coach's or admin's to anyone signed in; a student's to
    /// their coach and admins. 404 otherwise, and when there is none.
    public static let profilePhoto = QuranFlowEndpoint(
        .get, "/photos/:account", ID<ProfilePhotoOwner>.self, access: .signedIn, feature: .profilePhoto, kind: .file, statuses: [404])
    /// Replaces the signed-in person's photo (multipart `photo`: JPEG, PNG or WebP, at most 5 MB; decoded, re-encoded to
    /// 512 px and stripped of metadata). 413 too large, 415 not a photo, 422 empty or damaged, 503 when the server keeps
    /// no files or cannot run ffmpeg.
    public static let uploadProfilePhoto = QuranFlowEndpoint(
        .post, "/profile/photo", access: .signedIn, feature: .profilePhoto, statuses: [400, 413, 415, 422, 503],
        rateLimit: QuranFlowRateLimit.uploads)
    /// Removes the signed-in person's photo (the initial shows again).
    public static let removeProfilePhoto = QuranFlowEndpoint(.post, "/profile/photo/remove", access: .signedIn, feature: .profilePhoto)
}
