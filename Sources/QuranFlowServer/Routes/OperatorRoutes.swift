import HTTPServer
import QuranFlowPersistence
import QuranFlowRoutes
import QuranFlowSchema
import ServerSupport

/// `GET /ready` (the database answers and every migration is applied) and `GET /metrics` (Prometheus text: requests,
/// latency, event streams, the database pool, and QuranFlow's backlogs) — docs/operations.md, "Metrics and readiness".
enum OperatorRoutes {
    static func register(on routes: AppRoutes, metrics: HTTPMetrics) {
        routes.add(QuranFlowRoute.ready) { ctx in
            OperatorEndpoints.ready(database: ctx.environment.database, migrations: QuranFlowSchema.migrations)
        }
        routes.add(QuranFlowRoute.metrics) { ctx in
            try OperatorEndpoints.metrics(
                ctx.request, token: ctx.environment.metricsToken, http: metrics, database: ctx.environment.database
            ) { text in
                let counts = try OperatorCounts.read(ctx.environment.database, now: ctx.environment.now)
                text.gauge("quranflow_jobs_due", help: "Jobs due and not yet run.", value: Double(counts.jobsDue))
                text.gauge(
                    "quranflow_jobs_oldest_due_age_seconds", help: "How long the oldest due job has waited.",
                    value: counts.oldestDueJobAge)
                text.gauge("quranflow_push_backlog", help: "Push deliveries not yet made.", value: Double(counts.pushBacklog))
                text.gauge("quranflow_mail_backlog", help: "Mail in the outbox not yet sent.", value: Double(counts.mailBacklog))
                text.family("quranflow_media_jobs", type: .gauge, help: "Media jobs (video, recordings) by state.")
                text.sample("quranflow_media_jobs", labels: [("state", "queued")], value: Double(counts.mediaJobsQueued))
                text.sample("quranflow_media_jobs", labels: [("state", "running")], value: Double(counts.mediaJobsRunning))
            }
        }
    }
}
