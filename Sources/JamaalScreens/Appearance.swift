/// ST-07 Appearance as this browser keeps it (cookies): the theme and the text size. Every page carries them on its
/// `<body>` (`data-theme`, `data-text`) and the stylesheet follows; right-to-left is the separate direction setting.
///
/// ```swift
/// Appearance(theme: .dark, text: .larger).colorScheme   // "dark"
/// ```
public struct Appearance: Hashable, Sendable {
    /// System follows the device; light and dark are fixed.
    public enum Theme: String, CaseIterable, Codable, Sendable {
        case system, light, dark

        public var label: String {
            switch self {
            case .system: "Same as the device"
            case .light: "Light"
            case .dark: "Dark"
            }
        }
    }

    /// Standard is the browser's own size; larger and largest scale everything (capped there, the accessibility XXL
    /// size's counterpart).
    public enum TextSize: String, CaseIterable, Codable, Sendable {
        case standard, larger, largest

        public var label: String {
            switch self {
            case .standard: "Standard"
            case .larger: "Larger"
            case .largest: "Largest"
            }
        }
    }

    public var theme: Theme
    public var text: TextSize

    public init(theme: Theme = .system, text: TextSize = .standard) {
        self.theme = theme
        self.text = text
    }

    /// The `color-scheme` the page declares.
    public var colorScheme: String {
        switch theme {
        case .system: "light dark"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
