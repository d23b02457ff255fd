/// A browser signed in to a person's account, as its identifier's type: `ID<SignedInDevice>` names one device in a
/// route (Settings → Devices) without the routes knowing how devices are stored.
///
///     JamaalRoute.signOutDevice.path(ID<SignedInDevice>("k3…"))   // "/settings/devices/k3…/sign-out"
public enum SignedInDevice {
    /// The longest name a person can give a device.
    public static let maximumNameLength = 60
}
