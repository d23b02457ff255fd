/// Every option of `quranflow serve`, declared once (#41 item 4): the usage `quranflow help` prints, what
/// `quranflow serve --help` explains, the flags `serve` accepts (any other is refused, naming it) and the table in
/// docs/operations.md ("Serve options", compared by a test) all come from this list.
///
/// ```swift
/// ServeOptions.all.names.contains("port")   // true
/// print(ServeOptions.help)                 // quranflow serve's --help
/// ```
public enum ServeOptions {
    public static let all: [CommandOption] = [
        CommandOption("port", value: "PORT", default: "8080", help: "The port to listen on (1–65535)."),
        CommandOption(
            "host", value: "ADDRESS", default: "127.0.0.1",
            help: "The address to listen on; 0.0.0.0 for every interface (behind a proxy, see --trusted-proxy)."),
        CommandOption("data", value: "DIR", default: ".run/quranflow", help: "The data folder: the SQLite store, media, secrets."),
        CommandOption(
            "database-url", value: "postgresql://…",
            help: "A PostgreSQL database instead of the SQLite file (the data folder keeps media and caches)."),
        CommandOption(
            "media-store", value: "s3://BUCKET?endpoint=URL&region=R",
            help:
                "Media in an S3-compatible bucket (keys from QURANFLOW_S3_ACCESS_KEY_ID and QURANFLOW_S3_SECRET_ACCESS_KEY) instead of <data>/media."
        ),
        CommandOption(
            "public-url", value: "URL", default: "http://localhost:PORT",
            help: "The address people reach the site at: links in mail, push and calendars."),
        CommandOption("threads", value: "N", default: "8", help: "Worker threads answering requests."),
        CommandOption("now", value: "ISO-8601", help: "Start the clock at this instant (demo and tests)."),
        CommandOption("demo", help: "Seed the demo world (once per database) and its media."),
        CommandOption("test-clock", help: "Hold the clock still and open POST /_test/clock on loopback (tests only)."),
        CommandOption(
            "smtp-url", value: "smtp://USER:PASS@HOST:587", default: "none: mail stays in the outbox",
            help: "The mail server that sends the outbox."),
        CommandOption("smtp-ca-file", value: "PEM", help: "A CA certificate to trust for the mail server's TLS."),
        CommandOption("mail-from", value: "ADDRESS", default: "no-reply@<public-url's host>", help: "The sender of every mail."),
        CommandOption(
            "vapid-subject", value: "mailto:…|https://…", default: "mailto:<mail-from>",
            help: "Who push services may contact about this server's pushes (RFC 8292)."),
        CommandOption(
            "push-endpoint-allow", value: "PREFIX,…",
            help: "Push endpoints beyond the browsers' push services that may be sent to (a loopback push service in tests)."),
        CommandOption(
            "stripe-webhook-secret", value: "whsec_…", environment: "STRIPE_WEBHOOK_SECRET", default: "the demo's own with --demo",
            help: "The secret Stripe signs its webhooks with."),
        CommandOption(
            "trusted-proxy", value: "CIDR[,CIDR]",
            help: "Peers believed about X-Forwarded-For (the client's address every throttle counts)."),
        CommandOption(
            "behind-tls-proxy", help: "Believe a trusted proxy's X-Forwarded-Proto: https (HSTS and Secure cookies)."),
        CommandOption(
            "connection-timeout", value: "SECONDS", default: "30", help: "Close a connection silent this long (1–3600)."),
        CommandOption(
            "connections-per-address", value: "N", default: "128; no limit with --trusted-proxy",
            help: "Connections one client address may hold (0: no limit)."),
        CommandOption("help", help: "Print these options and exit."),
    ]

    /// `quranflow serve …` as `quranflow help` prints it.
    public static var usage: String {
        "  quranflow serve " + all.filter { $0.name != "help" }.synopsis(width: 100, indent: "                  ")
    }

    /// `quranflow serve --help`: the usage, then every option with its environment variable and default.
    public static var help: String {
        """
        usage: quranflow serve [options]

        \(all.help)

        Environment: QURANFLOW_METRICS_TOKEN lets a scraper off loopback read /metrics (Authorization: Bearer …);
        QURANFLOW_MEDIA_CACHE_MB sizes the media read cache (default 1024); STRIPE_SECRET_KEY connects the billing portal.
        """
    }
}
