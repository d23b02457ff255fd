// swift-tools-version:6.0
// One package, two products (QuranFlow and Jamaal). Layers point down only:
// executables → app/server → screens → domain → foundation → C libraries.
// See ../shared/DESIGN.md §2 and README.md, The modules. scripts/architecture/allowed-imports.txt restates each
// target's dependencies below with its layer; scripts/check-architecture.sh keeps the two equal and every import within.
import PackageDescription

let package = Package(
    name: "QuranFlowJamaal",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "quranflow", targets: ["quranflow"]),
        .executable(name: "jamaal", targets: ["jamaal"]),
    ],
    targets: [
        // MARK: C libraries (Debian -dev packages, see scripts/install-deps.sh)
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        .target(name: "CMicroHTTPDShim", dependencies: ["CMicroHTTPD"]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CLibPQ", pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .systemLibrary(
            name: "CSodium", pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .target(name: "CCurlShim", dependencies: ["CCurl"]),

        // MARK: Foundation modules (generic, nothing product-specific)
        .target(name: "HTTPTypes"),
        .target(name: "Routing", dependencies: ["HTTPTypes"]),
        .target(name: "HTTPServer", dependencies: ["HTTPTypes", "CMicroHTTPD", "CMicroHTTPDShim", "CZlib"]),
        .target(name: "Database", dependencies: ["CSQLite", "CLibPQ"]),
        .target(name: "HTML"),
        .target(name: "Security", dependencies: ["CSodium"]),
        .target(name: "Calendar", dependencies: ["Routing"]),
        .target(name: "Identifiers", dependencies: ["Routing"]),
        .target(name: "QuranText", resources: [.copy("Resources/tanzil-uthmani.txt"), .copy("Resources/surahs.tsv")]),
        .target(name: "Places", resources: [.copy("Resources/cities15000.tsv")]),
        .target(name: "Media"),
        .target(name: "ServerSupport", dependencies: ["HTTPServer", "Routing", "Calendar", "Database", "Security"]),
        .target(name: "PrayerTimes"),
        .target(name: "WebPush", dependencies: ["COpenSSL", "Security"]),
        // ES256 JWS with an x5c chain verified to a configured root (StoreKit 2 signed transactions).
        .target(name: "JWSVerification", dependencies: ["COpenSSL"]),
        // Passkeys (issue #42): WebAuthn registration and assertion, ES256 on P-256 through OpenSSL, CBOR read bounded.
        .target(name: "WebAuthn", dependencies: ["COpenSSL", "Security"]),
        .target(name: "Outbound", dependencies: ["CCurl", "CCurlShim"]),
        // Stripe's webhook events and objects read into bounded values, and its form encoding: pure, both products'.
        .target(name: "Stripe"),
        // The calls both products make to Stripe's API (Checkout, the customer portal, a subscription) over libcurl.
        .target(name: "StripeAPI", dependencies: ["Stripe", "Outbound"]),
        // The media store in an S3-compatible bucket: SigV4 (pure), requests over libcurl, behind Media's protocol.
        .target(name: "ObjectStorage", dependencies: ["Media", "Outbound", "Security"]),

        // MARK: Shared app layer
        .target(name: "Accounts", dependencies: ["Database", "Security", "Places", "Identifiers", "Outbound"]),

        // MARK: QuranFlow
        .target(name: "QuranFlowCore", dependencies: ["Calendar", "QuranText", "Identifiers", "Stripe"]),
        // The ambient layer's timelines (widgets, Live Activities): pure, from one snapshot; no server or database.
        .target(name: "QuranFlowAmbient", dependencies: ["Calendar"]),
        .target(name: "QuranFlowRoutes", dependencies: ["QuranFlowAmbient", "Routing", "QuranFlowCore", "Calendar", "Identifiers"]),
        .target(
            name: "QuranFlowScreens",
            dependencies: ["QuranFlowRoutes", "Routing", "QuranFlowCore", "QuranFlowAmbient", "Calendar", "QuranText", "Identifiers"]),
        .target(name: "QuranFlowWeb", dependencies: ["QuranFlowScreens", "QuranFlowRoutes", "Routing", "HTML"]),
        // The programme admin's screens and their HTML: models built from what the stores read, views over them.
        .target(
            name: "QuranFlowAdminScreens",
            dependencies: ["QuranFlowRoutes", "Routing", "QuranFlowCore", "Calendar", "QuranText", "Identifiers"]),
        .target(name: "QuranFlowAdminWeb", dependencies: ["QuranFlowAdminScreens", "QuranFlowWeb", "QuranFlowRoutes", "Routing", "HTML"]),
        // The server by role, arrows down only: persistence (stores, schema, use cases) ← jobs ← demo; the web app
        // (routes, pages, the kernel's product) over persistence and jobs; the commands over everything.
        .target(name: "QuranFlowSchema", dependencies: ["Accounts", "Database"]),
        .target(
            name: "QuranFlowPersistence",
            dependencies: [
                "QuranFlowSchema", "QuranFlowRoutes", "Routing", "QuranFlowCore", "Accounts", "Media", "Database", "Calendar", "QuranText",
                "Places",
                "Identifiers",
                "Security",
            ]),
        // The media pipeline over the stores: uploads checked and converted by their jobs, who may read which file, the
        // demo world's generated media.
        .target(
            name: "QuranFlowMediaPipeline",
            dependencies: ["QuranFlowPersistence", "QuranFlowCore", "Accounts", "Media", "Database", "Identifiers"]),
        .target(
            name: "QuranFlowJobs",
            dependencies: [
                "QuranFlowMediaPipeline", "QuranFlowPersistence", "QuranFlowScreens", "QuranFlowWeb", "QuranFlowRoutes", "WebPush",
                "Outbound", "QuranFlowCore",
                "Accounts", "Database", "Calendar",
                "Identifiers", "Security",
            ]),
        .target(
            name: "QuranFlowDemo",
            dependencies: [
                "QuranFlowMediaPipeline", "QuranFlowPersistence", "QuranFlowJobs", "QuranFlowRoutes", "QuranFlowScreens", "QuranFlowCore",
                "Accounts", "Media",
                "Database", "Calendar", "QuranText",
                "Identifiers", "Places", "Security",
            ]),
        .target(
            name: "QuranFlowServer",
            dependencies: [
                "QuranFlowMediaPipeline", "QuranFlowPersistence", "QuranFlowSchema", "QuranFlowJobs", "QuranFlowRoutes", "Routing",
                "QuranFlowScreens", "QuranFlowWeb",
                "QuranFlowAdminScreens", "QuranFlowAdminWeb", "QuranFlowCore", "Accounts",
                "Media", "HTTPServer", "ServerSupport", "Database", "HTML", "Security", "Calendar", "QuranText", "Places", "Identifiers",
                "WebPush", "StripeAPI", "QuranFlowAmbient", "ObjectStorage",
            ], resources: [.copy("Public")]),
        .target(
            name: "QuranFlowCommands",
            dependencies: [
                "QuranFlowServer", "QuranFlowRoutes", "QuranFlowDemo", "QuranFlowJobs", "QuranFlowMediaPipeline", "QuranFlowPersistence",
                "QuranFlowCore",
                "HTTPServer", "ServerSupport", "Database",
                "Accounts", "Calendar", "Media", "Places", "Identifiers", "Security", "Outbound", "ObjectStorage",
            ]),
        .executableTarget(name: "quranflow", dependencies: ["QuranFlowCommands"]),

        // MARK: Jamaal
        .target(name: "JamaalCore", dependencies: ["Calendar", "Identifiers", "PrayerTimes", "Stripe"]),
        .target(name: "JamaalRoutes", dependencies: ["Routing", "JamaalCore", "Calendar", "Identifiers"]),
        .target(name: "JamaalPersistence", dependencies: ["Database", "JamaalCore", "Calendar", "Identifiers", "Security", "Accounts"]),
        .target(name: "JamaalScreens", dependencies: ["JamaalRoutes", "Routing", "JamaalCore", "Calendar", "Identifiers", "PrayerTimes"]),
        .target(name: "JamaalWeb", dependencies: ["JamaalScreens", "JamaalRoutes", "Routing", "JamaalCore", "HTML"]),
        .target(
            name: "JamaalApp",
            dependencies: [
                "JamaalRoutes", "JamaalPersistence", "Accounts", "JamaalScreens", "JamaalWeb", "JamaalCore", "HTTPServer", "ServerSupport",
                "Routing",
                "Database", "HTML", "Security", "Calendar", "Identifiers", "Places", "PrayerTimes", "JWSVerification", "WebAuthn",
                "Stripe", "StripeAPI",
            ], resources: [.copy("Public")]),
        .target(
            name: "JamaalDemo",
            dependencies: ["JamaalCore", "JamaalPersistence", "Calendar", "Identifiers", "Places", "PrayerTimes", "Security"]),
        .target(
            name: "JamaalCommands",
            dependencies: [
                "JamaalApp", "JamaalDemo", "JamaalPersistence", "JamaalScreens", "JamaalCore", "HTTPServer", "Database", "Calendar",
                "Identifiers", "Accounts", "Outbound",
            ]),
        .executableTarget(name: "jamaal", dependencies: ["PrayerTimes", "JamaalCommands"]),
        .executableTarget(name: "prayer-times-bench", dependencies: ["PrayerTimes"]),
        .executableTarget(name: "recording-bench", dependencies: ["Media"]),
        .executableTarget(name: "video-bench", dependencies: ["Media"]),
        .executableTarget(name: "ambient-bench", dependencies: ["QuranFlowAmbient", "Calendar"]),
        .executableTarget(
            name: "announcement-bench",
            dependencies: ["QuranFlowDemo", "QuranFlowPersistence", "QuranFlowCore", "Database", "Calendar", "Security"]),
        .executableTarget(
            name: "import-bench",
            dependencies: ["QuranFlowDemo", "QuranFlowPersistence", "QuranFlowCore", "Database", "Calendar", "Security"]),

        // MARK: Test support (used by test targets only)
        .target(name: "DatabaseTestSupport", dependencies: ["Database"], path: "Tests/DatabaseTestSupport"),
        .target(name: "HTTPTestSupport", dependencies: ["HTTPServer", "Routing", "ServerSupport"], path: "Tests/HTTPTestSupport"),
        .target(name: "StoreKitTestSupport", path: "Tests/StoreKitTestSupport"),
        // A software passkey authenticator (real P-256 keys, CBOR as authenticators write it) for the WebAuthn and app tests.
        .target(name: "WebAuthnTestSupport", dependencies: ["WebAuthn", "COpenSSL", "Security"], path: "Tests/WebAuthnTestSupport"),
        // The hand-built screen models (no database) the screen and web tests share.
        .target(
            name: "QuranFlowScreensTestSupport",
            dependencies: ["QuranFlowScreens", "QuranFlowCore", "Calendar", "Identifiers", "QuranText"],
            path: "Tests/QuranFlowScreensTestSupport"),

        // MARK: Tests
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "CZlib"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "Calendar", "Identifiers"]),
        .testTarget(
            name: "ServerSupportTests",
            dependencies: ["ServerSupport", "HTTPServer", "Routing", "Calendar", "Database", "DatabaseTestSupport"]),
        .testTarget(name: "DatabaseTests", dependencies: ["Database", "DatabaseTestSupport"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "SecurityTests", dependencies: ["Security"]),
        .testTarget(name: "WebPushTests", dependencies: ["WebPush", "Security"]),
        .testTarget(name: "WebAuthnTests", dependencies: ["WebAuthn", "COpenSSL", "Security", "WebAuthnTestSupport"]),
        .testTarget(name: "OutboundTests", dependencies: ["Outbound", "HTTPServer"]),
        // Stripe's events parsed from documented and hostile payloads; the client against the loopback stand-in.
        .testTarget(name: "StripeTests", dependencies: ["Stripe", "StripeAPI", "HTTPServer", "HTTPTestSupport"]),
        .testTarget(name: "ObjectStorageTests", dependencies: ["ObjectStorage", "Media", "Outbound", "Security"]),
        .testTarget(name: "CalendarTests", dependencies: ["Calendar"]),
        .testTarget(name: "QuranTextTests", dependencies: ["QuranText"]),
        .testTarget(name: "PlacesTests", dependencies: ["Places"]),
        .testTarget(name: "MediaTests", dependencies: ["Media"]),
        .testTarget(name: "PrayerTimesTests", dependencies: ["PrayerTimes"]),
        .testTarget(
            name: "JamaalCoreTests",
            dependencies: ["JamaalCore", "Calendar", "Identifiers", "PrayerTimes", "JWSVerification", "StoreKitTestSupport", "Stripe"]),
        .testTarget(
            name: "QuranFlowScreensTests",
            dependencies: [
                "QuranFlowScreens", "QuranFlowWeb", "QuranFlowCore", "QuranFlowRoutes", "Routing", "Calendar", "QuranText", "Identifiers",
                "HTML", "QuranFlowScreensTestSupport",
            ]),
        // The pages the screens' models render to, without a server.
        .testTarget(
            name: "QuranFlowWebTests", dependencies: ["QuranFlowWeb", "QuranFlowScreens", "QuranFlowCore", "QuranFlowScreensTestSupport"]),
        // The admin screens' own decisions, without a server.
        .testTarget(name: "QuranFlowAdminTests", dependencies: ["QuranFlowAdminScreens", "QuranFlowCore", "Calendar", "Identifiers"]),
        .testTarget(
            name: "QuranFlowAmbientTests", dependencies: ["QuranFlowAmbient", "Calendar", "HTTPTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "QuranFlowCoreTests", dependencies: ["QuranFlowCore", "Calendar", "QuranText", "Identifiers"]),
        .testTarget(
            name: "AccountsTests", dependencies: ["Accounts", "DatabaseTestSupport", "Database", "Security", "Places", "Identifiers"]),
        .testTarget(
            name: "JamaalScreensTests",
            dependencies: ["JamaalScreens", "JamaalWeb", "JamaalRoutes", "JamaalCore", "Calendar", "Identifiers", "HTML"]),
        .testTarget(
            name: "JamaalAppTests",
            dependencies: [
                "JamaalApp", "JamaalDemo", "JamaalCommands", "JamaalRoutes", "JamaalScreens", "JamaalPersistence", "JamaalCore",
                "HTTPServer", "Routing",
                "Database", "Calendar", "Identifiers",
                "PrayerTimes", "HTTPTestSupport", "JWSVerification", "StoreKitTestSupport", "Security", "Accounts", "DatabaseTestSupport",
                "WebAuthn", "WebAuthnTestSupport",
            ], exclude: ["__Snapshots__"]),
        // QuranFlow's server by role, each without the layers above it: the stores (no HTTP), the jobs over the stores, the
        // demo world (and the stores read through it); QuranFlowServerTests drives the whole pipeline through HTTP.
        .testTarget(
            name: "QuranFlowPersistenceTests",
            dependencies: [
                "QuranFlowPersistence", "QuranFlowSchema", "QuranFlowCore", "Database", "DatabaseTestSupport", "Calendar", "Identifiers",
                "Security",
            ]),
        .testTarget(
            name: "QuranFlowJobsTests",
            dependencies: ["QuranFlowJobs", "QuranFlowPersistence", "Database", "DatabaseTestSupport", "Calendar", "Security"]),
        .testTarget(
            name: "QuranFlowDemoTests",
            dependencies: [
                "QuranFlowDemo", "QuranFlowMediaPipeline", "QuranFlowPersistence", "QuranFlowScreens", "QuranFlowCore", "Database",
                "DatabaseTestSupport", "Calendar",
                "Identifiers", "Media", "Security",
            ]),
        .testTarget(
            name: "QuranFlowServerTests",
            dependencies: [
                "QuranFlowServer", "QuranFlowMediaPipeline", "QuranFlowPersistence", "QuranFlowSchema", "QuranFlowJobs", "QuranFlowDemo",
                "QuranFlowCommands", "QuranFlowRoutes",
                "QuranFlowScreens",
                "QuranFlowCore", "Routing", "ServerSupport", "DatabaseTestSupport", "HTTPTestSupport", "HTTPServer", "Accounts", "Calendar",
                "Identifiers",
                "Media", "QuranText", "Security", "Database", "WebPush",
            ],
            exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
