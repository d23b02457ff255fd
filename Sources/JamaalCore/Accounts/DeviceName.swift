/// The name a newly signed-in browser gets, read from its `User-Agent`: the kind of device and the browser, the way a
/// person recognises it in Settings ("iPhone · Safari", "Mac · Chrome", "Windows · Edge"). Unknown parts read
/// "Device" and "Browser"; the person can rename it.
///
///     DeviceName.from(userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) … Version/18.1 Mobile/15E148 Safari/604.1")
///     // "iPhone · Safari"
public enum DeviceName {
    public static func from(userAgent: String?) -> String {
        let agent = String((userAgent ?? "").prefix(512))
        return "\(device(agent)) · \(browser(agent))"
    }

    static func device(_ agent: String) -> String {
        if agent.contains("iPhone") { return "iPhone" }
        if agent.contains("iPad") { return "iPad" }
        if agent.contains("Android") { return agent.contains("Mobile") ? "Android phone" : "Android tablet" }
        if agent.contains("Macintosh") || agent.contains("Mac OS X") { return "Mac" }
        if agent.contains("Windows") { return "Windows" }
        if agent.contains("CrOS") { return "Chromebook" }
        if agent.contains("Linux") { return "Linux" }
        return "Device"
    }

    static func browser(_ agent: String) -> String {
        // Order matters: Edge and Opera say Chrome, Chrome says Safari, iOS browsers say Safari.
        if agent.contains("Edg/") || agent.contains("EdgiOS/") { return "Edge" }
        if agent.contains("OPR/") { return "Opera" }
        if agent.contains("Firefox/") || agent.contains("FxiOS/") { return "Firefox" }
        if agent.contains("CriOS/") || agent.contains("Chrome/") || agent.contains("Chromium/") { return "Chrome" }
        if agent.contains("Safari/") || agent.contains("AppleWebKit/") { return "Safari" }
        return "Browser"
    }
}
