import Calendar
import Foundation
import JamaalApp
import JamaalCore
import JamaalPersistence
import JamaalScreens

/// Night Planning's part of `jamaal bench-today`: NP-03 Build tomorrow and NP-04 Check the load for the bench's person
/// (five years of history), each built in process — the store's read and `NightPlanningScreen(inputs)` — at 21:30.
extension JamaalBench {
    /// Median milliseconds of `runs` builds of NP-03 and of NP-04 (after 20 warm-up builds each).
    static func eveningMedians(_ env: JamaalEnvironment, person: Person, runs: Int) throws -> (build: Double, load: Double) {
        let clock = person.clock
        let today = clock.today(at: now)
        let evening = clock.instant(of: LocalTime(hour: 21, minute: 30), inLogicalDay: today)
        func median(at step: NightPlanningStep) throws -> Double {
            let session = NightPlanningSession(
                day: today.adding(days: 1), flow: .evening, step: step, skippedFrom: nil, startedAt: evening, confirmedAt: nil,
                skippedAt: nil)
            var timings: [Double] = []
            for _ in 0..<(runs + 20) {
                let start = DispatchTime.now().uptimeNanoseconds
                let inputs = try NightPlanningRoutes.inputs(
                    env.store(for: Person.firstID), person: person, session: session, now: evening, error: nil)
                let screen = NightPlanningScreen(inputs)
                timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                guard screen.build != nil || screen.load != nil else { throw BenchError(description: "the bench's plan has no step") }
            }
            let sorted = Array(timings.dropFirst(20)).sorted()
            return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        }
        return (try median(at: .buildTomorrow), try median(at: .checkLoad))
    }

    struct BenchError: Error, CustomStringConvertible {
        let description: String
    }
}
