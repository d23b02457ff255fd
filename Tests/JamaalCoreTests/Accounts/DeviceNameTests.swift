import JamaalCore
import Testing

/// A new device's name, read from its browser's user agent the way a person recognises it in Settings → Devices.
@Suite("Device names from user agents")
struct DeviceNameTests {
    @Test(
        "Each common phone, tablet and computer browser gets its name",
        arguments: [
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15"
                    + " (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
                "iPhone · Safari"
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15"
                    + " (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
                "iPhone · Chrome"
            ),
            (
                "Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like"
                    + " Gecko) Version/17.7 Mobile/15E148 Safari/604.1", "iPad · Safari"
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like" + " Gecko) Version/18.1 Safari/605.1.15",
                "Mac · Safari"
            ),
            ("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0", "Mac · Firefox"),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like"
                    + " Gecko) Chrome/131.0 Safari/537.36 Edg/131.0", "Windows · Edge"
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)" + " Chrome/131.0 Mobile Safari/537.36",
                "Android phone · Chrome"
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)" + " Chrome/131.0 Safari/537.36 OPR/115.0",
                "Linux · Opera"
            ),
            ("curl/8.5.0", "Device · Browser"),
            ("", "Device · Browser"),
        ])
    func names(agent: String, name: String) {
        #expect(DeviceName.from(userAgent: agent) == name)
    }

    @Test("No user agent, or a huge one, still gives a name")
    func missing() {
        #expect(DeviceName.from(userAgent: nil) == "Device · Browser")
        #expect(DeviceName.from(userAgent: String(repeating: "iPhone ", count: 100_000)) == "iPhone · Browser")
    }
}
