import Calendar
import Foundation
import JamaalCore
import Testing

@Suite("Onboarding progress (F01)")
struct OnboardingProgressTests {
    static let start = Date(timeIntervalSince1970: 1_796_000_000)

    static func walked(to step: OnboardingStep, device: DeviceCheck = .fine) throws -> OnboardingProgress {
        var progress = OnboardingProgress(startedAt: start)
        while progress.reached < step {
            progress = try progress.passing(progress.reached, device: device, now: start)
        }
        return progress
    }

    @Test("Continue walks the steps in order; OB-03 is passed over when the device is fine")
    func order() throws {
        var progress = OnboardingProgress(startedAt: Self.start)
        var seen: [OnboardingStep] = [progress.reached]
        while progress.reached != .ready {
            progress = try progress.passing(progress.reached, device: .fine, now: Self.start)
            seen.append(progress.reached)
        }
        #expect(seen == [.meet, .idea, .normalDay, .reminders, .firstTask, .firstHabit, .firstAnchor, .ready])
        #expect(!progress.isCompleted)
        #expect(try progress.passing(.ready, device: .fine, now: Self.start).isCompleted)
    }

    @Test("A device problem reaches OB-03, which holds until the check is fine")
    func deviceProblem() throws {
        let idea = try Self.walked(to: .idea)
        let problem = try idea.passing(.idea, device: .problem("Full"), now: Self.start)
        #expect(problem.reached == .device && problem.flow.contains(.device))
        #expect(throws: OnboardingError.deviceProblem("Full")) { try problem.passing(.device, device: .problem("Full"), now: Self.start) }
        #expect(try problem.passing(.device, device: .fine, now: Self.start).reached == .normalDay)
    }

    @Test("Only OB-05 and OB-08 skip; a step not reached, or any after finishing, is refused")
    func skippingAndOrder() throws {
        #expect(OnboardingStep.allCases.filter(\.isSkippable) == [.reminders, .firstAnchor])
        let reminders = try Self.walked(to: .reminders)
        let skipped = try reminders.skipping(.reminders, now: Self.start)
        #expect(skipped.reached == .firstTask && skipped.skipped == [.reminders])
        #expect(throws: OnboardingError.notSkippable(.firstTask)) { try skipped.skipping(.firstTask, now: Self.start) }
        #expect(throws: OnboardingError.notReachedYet(.firstHabit)) { try skipped.passing(.firstHabit, device: .fine, now: Self.start) }
        // Filling in a skipped step later takes it off the skipped list.
        #expect(try skipped.passing(.reminders, device: .fine, now: Self.start).skipped.isEmpty)
        let done = OnboardingProgress.completed(at: Self.start)
        #expect(throws: OnboardingError.alreadyCompleted) { try done.passing(.meet, device: .fine, now: Self.start) }
        #expect(!done.canOpen(.meet))
        #expect(skipped.canOpen(.meet) && skipped.canOpen(.firstTask) && !skipped.canOpen(.firstHabit) && !skipped.canOpen(.device))
        #expect(skipped.step(before: .normalDay) == .idea && skipped.step(before: .meet) == nil)
    }

    @Test("The first evening's card: the logical day onboarding finished, until planning starts — rollover at 03:00")
    func firstEvening() throws {
        let calendar = try #require(ZonedCalendar(identifier: "Europe/London"))
        let clock = DayClock(calendar: calendar, rollover: LocalTime(hour: 3, minute: 0))
        // Finished at 23:30 on Saturday 28 November 2026 (London = UTC in winter).
        let finished = try #require(ISO8601.parse("2026-11-28T23:30:00Z"))
        let progress = OnboardingProgress.completed(at: finished)
        #expect(progress.showsFirstEvening(clock: clock, now: finished, planningStarted: false))
        #expect(!progress.showsFirstEvening(clock: clock, now: finished, planningStarted: true))
        let lastSecond = finished.addingTimeInterval(3.5 * 3600 - 1)  // 02:59:59, still Saturday's logical day
        #expect(progress.showsFirstEvening(clock: clock, now: lastSecond, planningStarted: false))
        #expect(!progress.showsFirstEvening(clock: clock, now: lastSecond.addingTimeInterval(1), planningStarted: false))
        #expect(!OnboardingProgress(startedAt: finished).showsFirstEvening(clock: clock, now: finished, planningStarted: false))
    }
}
