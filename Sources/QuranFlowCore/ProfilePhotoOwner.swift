/// Whose profile photo a link names: `ID<ProfilePhotoOwner>` carries the account id of a student, coach or admin (the
/// same raw value as their `ID<Student>` or `ID<Coach>`), so one route serves everyone's photo.
///
/// ```swift
/// QuranFlowRoute.profilePhoto.path(ID<ProfilePhotoOwner>(sarah.id.rawValue))   // "/photos/<sarah's id>"
/// ```
public enum ProfilePhotoOwner {}
