import Accounts
import Database
import Foundation
import HTTPServer
import Identifiers
import Media
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import Routing
import ServerSupport

/// Profile photos: upload (multipart `photo`, checked and re-encoded by ``PortraitImage``), remove, and serve — a
/// coach's or admin's to anyone signed in, a student's to themselves, their coach and admins (404 to anyone else, as
/// for a photo that does not exist, so nothing about it leaks).
enum PhotoRoutes {
    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.uploadProfilePhoto) { ctx in
            let account = try ctx.requireAccount()
            let form = try ctx.request.form(ProfilePhotoForm.self)
            guard let file = form.photo.file else {
                throw FieldRefusal(form.photo, "Choose a photo to upload (field “photo”).", malformed: true)
            }
            do {
                try AvatarStore(environment: ctx.environment.store).replace(for: account.id, with: file.data, now: ctx.now)
            } catch let error as MediaError {
                throw error.httpError(field: "photo", noun: "photo")
            }
            return .redirect(to: home(of: account))
        }
        routes.add(QuranFlowRoute.removeProfilePhoto) { ctx in
            let account = try ctx.requireAccount()
            try AvatarStore(environment: ctx.environment.store).remove(for: account.id)
            return .redirect(to: home(of: account))
        }
        routes.add(QuranFlowRoute.profilePhoto) { ctx, owner in
            let viewer = try ctx.requireAccount()
            let notFound = NotFound("photo")
            guard try mayView(owner: ID(owner.rawValue), viewer: viewer, env: ctx.environment),
                let key = try AvatarStore(environment: ctx.environment.store).key(of: ID(owner.rawValue))
            else { throw notFound }
            return try MediaResponse.serve(key, contentType: "image/jpeg", cacheControl: "private, no-cache", ctx: ctx)
        }
    }

    /// Where the person's avatar lives: Profile for a student, You for a coach, the admin home otherwise.
    static func home(of account: Account) -> String {
        switch account.role {
        case .student: QuranFlowRoute.profile.path()
        case .coach: QuranFlowRoute.coachYou.path()
        case .admin: QuranFlowRoute.admin.path()
        }
    }

    /// Whether `viewer` may see `owner`'s photo.
    static func mayView(owner: ID<Account>, viewer: Account, env: ServerEnvironment) throws -> Bool {
        if owner == viewer.id || viewer.role == .admin { return true }
        guard let account = try env.accounts.account(id: owner) else { return false }
        switch account.role {
        case .coach, .admin: return true
        case .student:
            guard viewer.role == .coach else { return false }
            return try ProgrammeStore(database: env.database).students(ofCoach: ID(viewer.id.rawValue), at: env.now)
                .contains { $0.id.rawValue == owner.rawValue }
        }
    }
}
