import Foundation
import HTTPServer
import QuranFlowRoutes
import ServerSupport

/// Static files: the web app's own assets (bundled) and the Qur'an fonts (from the system's font packages).
enum StaticRoutes {
    /// Fonts the pages use, by the name they are requested under, and where Debian's packages put them.
    static let fontFiles: [String: [String]] = [
        "AmiriQuran.ttf": [
            "/usr/share/fonts/opentype/fonts-hosny-amiri/AmiriQuran.ttf", "/usr/share/fonts/truetype/fonts-hosny-amiri/AmiriQuran.ttf",
        ],
        "Amiri-Regular.ttf": [
            "/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf",
            "/usr/share/fonts/truetype/fonts-hosny-amiri/Amiri-Regular.ttf",
        ],
        "Amiri-Bold.ttf": [
            "/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Bold.ttf", "/usr/share/fonts/truetype/fonts-hosny-amiri/Amiri-Bold.ttf",
        ],
        "NotoNaskhArabic-Regular.ttf": ["/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"],
    ]

    static func register(on routes: AppRoutes) {
        let files = StaticFiles(root: Bundle.module.url(forResource: "Public", withExtension: nil))
        routes.add(QuranFlowRoute.staticFile) { ctx, path in
            try files.response(for: path, to: ctx.request)
        }
        routes.add(QuranFlowRoute.font) { ctx, name in
            guard let candidates = fontFiles[name],
                let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
            else { throw HTTPError(.notFound, "There is no such font here. (scripts/install-deps.sh installs the Qur'an fonts.)") }
            var response = try Response.file(at: path, contentType: "font/ttf", for: ctx.request)
            response.headers.set(name: "Cache-Control", value: "public, max-age=86400")
            return response
        }
        routes.add(QuranFlowRoute.health) { _ in .text("ok") }
    }
}
