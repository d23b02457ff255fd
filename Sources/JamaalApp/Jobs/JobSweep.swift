import Foundation
import Identifiers
import JamaalPersistence

/// The sweep both per-person job kinds share: every person with a plan and no waiting job of `kind`, a thousand at a
/// time until none is left (10,000 people are 10 batches, not one batch an hour), each given to `schedule`, which says
/// whether it made a job. Stops at a batch that made none (whoever is left cannot be given one now).
///
///     let made = try JobSweep.run(env, kind: ReminderJobs.kind) { id, person in try enqueue(…) }
enum JobSweep {
    static let batch = 1000

    static func run(
        _ env: JamaalEnvironment, kind: String, batch: Int = batch, schedule: (ID<Person>, Person) throws -> Bool
    ) throws -> Int {
        var scheduled = 0
        while true {
            let people = try env.people.peopleWithoutWaitingJob(kind: kind, limit: batch)
            var made = 0
            for (id, person) in people where try schedule(id, person) { made += 1 }
            scheduled += made
            if people.count < batch || made == 0 { return scheduled }
        }
    }
}
