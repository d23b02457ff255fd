import Accounts
import Calendar
import Foundation
import HTTPServer
import Identifiers
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowScreens
import QuranFlowWeb

/// Onboarding (SakOnb1–SakOnb6): shown once, from the first sign-in of a student who has not finished it, resumable at
/// the step reached; "Skip" and the last step land on Today. Everything a step says is read from the student's data.
enum OnboardingRoutes {
    static let destinations = ShellRoutes.destinations

    static func register(on routes: AppRoutes) {
        routes.add(QuranFlowRoute.onboarding) { ctx, number in
            let account = try ctx.requireAccount()
            let step = try step(number)
            let progress = try OnboardingStore(database: ctx.environment.database).progress(of: account.id)
            guard let reached = progress.resumeStep else { return .redirect(to: QuranFlowRoute.today.path()) }
            guard progress.allows(step) else { return .redirect(to: QuranFlowRoute.onboarding.path(reached.number)) }
            let screen = OnboardingScreen.make(step, facts: try facts(for: account, ctx), destinations: destinations)
            return .html(ScriptPages.onboarding(screen, csrfToken: ctx.csrfToken))
        }
        routes.twin(of: QuranFlowRoute.onboarding, model: OnboardingScreen.self) { ctx, number in
            let account = try ctx.requireAccount()
            let step = try step(number)
            let progress = try OnboardingStore(database: ctx.environment.database).progress(of: account.id)
            guard progress.isPending else { throw refusal(.alreadyFinished) }
            guard progress.allows(step) else { throw refusal(.stepNotReached(step)) }
            return try .json(OnboardingScreen.make(step, facts: try facts(for: account, ctx), destinations: destinations))
        }
        routes.add(QuranFlowRoute.continueOnboarding) { ctx, number in
            let account = try ctx.requireAccount()
            let step = try step(number)
            let form = try ctx.request.form(QuranScriptForm.self)
            let store = OnboardingStore(database: ctx.environment.database)
            if form.skip.is("1") {
                try store.change(for: account.id, now: ctx.now) { $0.skip() }
                return .redirect(to: QuranFlowRoute.today.path())
            }
            guard try store.progress(of: account.id).isPending else { return .redirect(to: QuranFlowRoute.today.path()) }
            if step == .script {
                let current = try ScriptRoutes.choice(of: account, in: ctx)
                let chosen = try ScriptRoutes.parse(font: form.font.text, size: String(current.points))
                try QuranScriptStore(database: ctx.environment.database).save(chosen, for: account.id, now: ctx.now)
            }
            let progress = try store.change(for: account.id, now: ctx.now) { progress in
                do { try progress.continue(from: step) } catch let error as OnboardingError { throw refusal(error) }
            }
            guard let next = progress.resumeStep else { return .redirect(to: QuranFlowRoute.today.path()) }
            return .redirect(to: QuranFlowRoute.onboarding.path(next.number))
        }
    }

    /// Where a signed-in person goes after signing in: a student with onboarding pending to the step reached, anyone
    /// else to `next` (nil: go there).
    static func pendingStep(for account: Account, in environment: ServerEnvironment) throws -> String? {
        guard account.role == .student,
            let step = try OnboardingStore(database: environment.database).progress(of: account.id).resumeStep
        else { return nil }
        return QuranFlowRoute.onboarding.path(step.number)
    }

    static func step(_ number: Int) throws -> OnboardingStep {
        guard let step = OnboardingStep(number: number) else { throw LearnRefusal.noSuchOnboardingStep }
        return step
    }

    /// A step acted on out of turn: 409 with onboarding's own words.
    static func refusal(_ error: OnboardingError) -> Conflict {
        Conflict(error.message)
    }

    /// What onboarding says about the signed-in student, from their account, student record, coach and enrolment.
    static func facts(for account: Account, _ ctx: RequestContext) throws -> OnboardingFacts {
        let programme = ProgrammeStore(database: ctx.environment.database)
        let settings = try programme.studentSettings(id: account.id, accounts: ctx.environment.accounts)
        let level = try settings.flatMap { settings in try programme.levels().first { $0.number == settings.level } }
        let coach = try settings?.coachID.flatMap { try coachFacts($0, ctx) }
        let term = try programme.student(id: ID<Student>(account.id.rawValue), at: ctx.now)?.term
        let lessons = try term.flatMap { OnboardingFacts.LessonShape.of(try programme.lessons(ofTerm: $0.id)) }
        let firstName = account.name.split(separator: " ").first.map(String.init) ?? account.name
        return OnboardingFacts(
            firstName: firstName, level: level, coach: coach, hasTerm: term != nil,
            script: try ScriptRoutes.choice(of: account, in: ctx), lessons: lessons)
    }

    /// The coach as onboarding introduces her: display name, city and credential line. The one place these facts are
    /// read, so richer coach profile fields (honorific, ijāza line) plug in here.
    static func coachFacts(_ id: ID<Coach>, _ ctx: RequestContext) throws -> OnboardingFacts.CoachFacts? {
        let programme = ProgrammeStore(database: ctx.environment.database)
        guard let coach = try programme.coach(id: id) else { return nil }
        let city = try ctx.environment.accounts.account(id: ID<Account>(id.rawValue))?.cityName
        // "Ustadha Amina" and "Cairo · ijāza in Hafs from 'Āsim" (SakOnb4), from her profile; the older credential line
        // when no ijāza is recorded.
        return OnboardingFacts.CoachFacts(
            name: coach.formalName, shortName: coach.displayName, city: city ?? ZoneLabel.cityName(for: coach.zoneIdentifier),
            credential: coach.ijazah.isEmpty ? try programme.credential(ofCoach: id) : coach.ijazah)
    }
}
