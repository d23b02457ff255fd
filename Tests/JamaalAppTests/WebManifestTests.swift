import Foundation
import HTTPServer
import HTTPTestSupport
import JamaalApp
import Testing

/// SY-06: Jamaal installs as an app — its manifest names it, starts at Today, and every icon it lists is served.
@Suite("Jamaal web app manifest and icons")
struct WebManifestTests {
    /// The body's bytes, however it is sent (in memory, shared, or a file from the bundle).
    static func bytes(_ response: Response) throws -> [UInt8] {
        switch response.body {
        case .bytes(let bytes): return bytes
        case .shared(let shared): return Array(shared.bytes)
        case .file(let path, _, _): return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        default: return []
        }
    }

    /// The width and height a PNG's IHDR chunk states.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("Every page links the manifest and the touch icon; the manifest's icons are served at their stated sizes")
    func manifest() throws {
        let client = try JamaalTestApp().client()
        let page = client.get("/today").text
        #expect(page.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
        #expect(page.contains("<link rel=\"apple-touch-icon\" href=\"/static/icon-180.png\">"))
        let response = client.get("/manifest.webmanifest")
        #expect(response.headers["Content-Type"] == "application/manifest+json; charset=utf-8")
        let manifest = try #require(response.json)
        #expect(manifest["name"] as? String == "Jamaal" && manifest["start_url"] as? String == "/today")
        #expect(manifest["background_color"] as? String == "#faf7f2")
        let icons = try #require(manifest["icons"] as? [[String: String]])
        #expect(icons.count == 3)
        for icon in icons {
            let file = client.get(try #require(icon["src"]))
            #expect(file.status == .ok, "\(icon)")
            #expect(file.headers["Content-Type"]?.hasPrefix(try #require(icon["type"])) == true, "\(icon)")
            if let sizes = icon["sizes"], sizes != "any" {
                let size = try #require(Self.pngSize(try Self.bytes(file)), "\(icon)")
                #expect("\(size.0)x\(size.1)" == sizes)
            }
        }
        let touch = try Self.bytes(client.get("/static/icon-180.png"))
        #expect(Self.pngSize(touch).map { "\($0.0)x\($0.1)" } == "180x180")
    }

    @Test("Jamaal's icon is its own (SY-06's monogram J in its theme colour), never QuranFlow's gold diamond")
    func ownIcon() throws {
        let client = try JamaalTestApp().client()
        let svg = String(decoding: try Self.bytes(client.get("/static/icon.svg")), as: UTF8.self)
        #expect(svg.contains("#2f6f62") && !svg.contains("M32 12 L44 32 L32 52 L20 32 Z"))
        // The PNGs are rendered from it: none is byte-identical to QuranFlow's (their files sit beside each other).
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for name in ["icon.svg", "icon-180.png", "icon-192.png", "icon-512.png"] {
            let jamaal = try Data(contentsOf: here.appendingPathComponent("Sources/JamaalApp/Public/\(name)"))
            let quranFlow = try Data(contentsOf: here.appendingPathComponent("Sources/QuranFlowServer/Public/\(name)"))
            #expect(jamaal != quranFlow, "\(name)")
            if name != "icon.svg" { #expect(Array(jamaal) == (try Self.bytes(client.get("/static/\(name)")))) }
        }
    }
}
