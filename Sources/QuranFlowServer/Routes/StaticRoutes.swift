import Foundation
import HTTPServer

/// Static files: the web app's own assets (bundled) and the Qur'an fonts (from the system's font packages).
enum StaticRoutes {
    /// Fonts the pages use, by the name they are requested under, and where Debian's packages put them.
    static let fontFiles: [String: [String]] = [
        "AmiriQuran.ttf": ["/usr/share/fonts/opentype/fonts-hosny-amiri/AmiriQuran.ttf", "/usr/share/fonts/truetype/fonts-hosny-amiri/AmiriQuran.ttf"],
        "Amiri-Regular.ttf": ["/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf", "/usr/share/fonts/truetype/fonts-hosny-amiri/Amiri-Regular.ttf"],
        "Amiri-Bold.ttf": ["/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Bold.ttf", "/usr/share/fonts/truetype/fonts-hosny-amiri/Amiri-Bold.ttf"],
        "NotoNaskhArabic-Regular.ttf": ["/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"],
    ]

    static var publicDirectory: URL? { Bundle.module.url(forResource: "Public", withExtension: nil) }

    static func register(on routes: RouteTable) {
        let root = publicDirectory?.standardizedFileURL.path
        routes.add(.GET, "/static/*path", access: .anyone) { ctx in
            guard let root, let relative = ctx.request.pathParameters["path"], isSafe(relative) else {
                throw HTTPError(.notFound, "There is no such file.")
            }
            var response = try Response.file(at: root + "/" + relative, for: ctx.request)
            response.headers.set(name: "Cache-Control", value: "public, max-age=300")
            return response
        }
        routes.add(.GET, "/fonts/:name", access: .anyone) { ctx in
            guard let name = ctx.request.pathParameters["name"], let candidates = fontFiles[name],
                  let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) })
            else { throw HTTPError(.notFound, "There is no such font here. (scripts/install-deps.sh installs the Qur'an fonts.)") }
            var response = try Response.file(at: path, contentType: "font/ttf", for: ctx.request)
            response.headers.set(name: "Cache-Control", value: "public, max-age=86400")
            return response
        }
        routes.add(.GET, "/health", access: .anyone) { _ in .text("ok") }
    }

    /// A relative path with no way out of the directory.
    static func isSafe(_ relative: String) -> Bool {
        !relative.isEmpty && !relative.hasPrefix("/") && !relative.split(separator: "/").contains { $0 == ".." || $0 == "." || $0.isEmpty }
            && !relative.contains("\0")
    }
}
