import Foundation
import HTTPServer
import Identifiers
import JamaalCore
import JamaalPersistence
import JamaalRoutes
import JamaalScreens
import JamaalWeb
import Routing
import ServerSupport

/// Settings → Devices: the person's signed-in browsers, renaming one, and signing one out (its session ends at once;
/// the next request from it is sent to Sign in). Only the person's own devices can be named: any other id is 404.
enum DeviceRoutes {
    static func register(on routes: JamaalRouteTable) {
        routes.add(JamaalRoute.devices) { req in try page(req) }
        routes.add(JamaalRoute.renameDevice, form: DeviceNameForm.self) { req, form, id in
            let (person, _) = try signedIn(req)
            let name = form.name.or("").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, name.count <= SignedInDevice.maximumNameLength, !name.contains(where: \.isNewline) else {
                guard try req.environment.people.devices(of: person, now: req.now).contains(where: { $0.id == id.rawValue }) else {
                    throw AccountRefusal.noSuchDevice
                }
                let message = "Give the device a name of 1 to \(SignedInDevice.maximumNameLength) characters."
                return try page(req, error: (id.rawValue, message), status: .unprocessableEntity)
            }
            guard try req.environment.people.rename(device: id.rawValue, of: person, to: name) else { throw AccountRefusal.noSuchDevice }
            return .redirect(to: JamaalRoute.devices.path())
        }
        routes.add(JamaalRoute.signOutDevice) { req, id in
            let (person, _) = try signedIn(req)
            guard try req.environment.people.signOut(device: id.rawValue, of: person) else { throw AccountRefusal.noSuchDevice }
            return .redirect(to: JamaalRoute.devices.path())
        }
    }

    static func signedIn(_ req: JamaalRequest) throws -> (ID<Person>, JamaalPeople.Device) {
        guard let device = req.device else { throw AccountRefusal.signInRequired }
        return (device.personID, device)
    }

    static func page(_ req: JamaalRequest, error: (id: String, message: String)? = nil, status: HTTPStatus = .ok) throws -> Response {
        let (person, this) = try signedIn(req)
        let people = req.environment.people
        let account = try people.account(person)
        let devices = try people.devices(of: person, now: req.now)
            .sorted { ($0.id == this.id ? 0 : 1, $1.lastSeenAt) < ($1.id == this.id ? 0 : 1, $0.lastSeenAt) }
        let owner = try TodayLoader.person(req.store, now: req.now)
        let screen = DevicesScreen(
            email: account?.email ?? "",
            devices: devices.map { .init(id: $0.id, name: $0.name, lastSeenAt: $0.lastSeenAt, isThisDevice: $0.id == this.id) },
            now: req.now, zone: owner.clock.calendar, error: error, maximumNameLength: SignedInDevice.maximumNameLength)
        return try JamaalShell.page(req, title: "Devices", tab: .settings, person: owner, status: status) {
            DevicesView.render(screen, csrf: req.csrfToken)
        }
    }
}
