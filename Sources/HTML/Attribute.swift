/// An HTML attribute. Values are always double-quoted and escaped when rendered, and URL
/// attributes (`href`, `src`, `action`, `formaction`, …) drop dangerous schemes such as
/// `javascript:`.
///
///     a(.href("/quran"), .class("nav-link"), .aria("current", "page")) { "Qur'an" }
public struct Attribute: Sendable {
    /// What the attribute renders as.
    enum Value: Sendable {
        /// `name="value"`.
        case string(String)
        /// A bare boolean attribute such as `disabled`.
        case present
        /// Nothing at all (a conditional attribute whose condition was false).
        case omitted
    }

    /// The text direction values of the `dir` attribute.
    public enum Direction: String, Sendable {
        /// Left to right.
        case ltr
        /// Right to left, e.g. for Arabic.
        case rtl
        /// Let the browser decide from the content.
        case auto
    }

    let name: String
    let value: Value
    /// The name in lower case, for duplicate detection and URL-attribute checks.
    let key: String
    /// Whether the value is a URL that must be checked for dangerous schemes.
    let isURL: Bool

    private init(checkedName name: String, value: Value) {
        precondition(Attribute.isValidName(name), "Invalid or disallowed HTML attribute name: \(name)")
        self.name = name
        self.value = value
        let hasUpperCase = name.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        self.key = hasUpperCase ? name.lowercased() : name
        self.isURL = URLSafety.urlAttributes.contains(key)
    }

    /// Whether `name` matches `[A-Za-z][A-Za-z0-9:_-]*` and is neither an event handler (`on…`)
    /// nor `srcdoc`.
    static func isValidName(_ name: String) -> Bool {
        // Walks the UTF-8 view without copying: attribute construction is on every page's hot path.
        var position = 0
        var first: UInt8 = 0
        var second: UInt8 = 0
        for byte in name.utf8 {
            if position == 0 {
                guard byte.isASCIILetter else { return false }
                first = byte
            } else {
                guard
                    byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: ":")
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                else { return false }
                if position == 1 { second = byte }
            }
            position += 1
        }
        guard position > 0 else { return false }
        // Inline event handlers would be a way to run inline script; they are never allowed.
        if position >= 2, first | 0x20 == UInt8(ascii: "o"), second | 0x20 == UInt8(ascii: "n") {
            return false
        }
        // `srcdoc` holds a whole HTML document, which would bypass all escaping.
        return position != 6 || name.lowercased() != "srcdoc"
    }

    // MARK: Generic

    /// An arbitrary attribute. The name must match `[A-Za-z][A-Za-z0-9:_-]*` and must not be an
    /// `on…` event handler or `srcdoc`; anything else is a precondition failure.
    ///
    ///     .attr("viewBox", "0 0 24 24")
    public static func attr(_ name: String, _ value: String) -> Attribute {
        Attribute(checkedName: name, value: .string(value))
    }

    /// A boolean attribute rendered without a value, e.g. `.boolean("open")` → `open`.
    public static func boolean(_ name: String) -> Attribute {
        Attribute(checkedName: name, value: .present)
    }

    /// A boolean attribute that is present only when `condition` is true.
    ///
    ///     .boolean("open", if: isExpanded)
    public static func boolean(_ name: String, if condition: Bool) -> Attribute {
        Attribute(checkedName: name, value: condition ? .present : .omitted)
    }

    /// A `data-*` attribute; `key` follows the same rules as ``attr(_:_:)`` names.
    ///
    ///     .data("surah", "2") // data-surah="2"
    public static func data(_ key: String, _ value: String) -> Attribute {
        attr("data-" + key, value)
    }

    /// An `aria-*` attribute.
    ///
    ///     .aria("label", "Close") // aria-label="Close"
    public static func aria(_ key: String, _ value: String) -> Attribute {
        attr("aria-" + key, value)
    }

    // MARK: Common string attributes

    /// `class`; several `class` attributes on one element are merged.
    public static func `class`(_ value: String) -> Attribute { attr("class", value) }
    /// `class`, present only when `condition` is true.
    ///
    ///     .class(if: isActive, "active")
    public static func `class`(if condition: Bool, _ value: String) -> Attribute {
        condition ? attr("class", value) : Attribute(checkedName: "class", value: .omitted)
    }
    /// `id`.
    public static func id(_ value: String) -> Attribute { attr("id", value) }
    /// `href`; `javascript:` and non-image `data:` URLs render as `#`.
    public static func href(_ url: String) -> Attribute { attr("href", url) }
    /// `src`; `javascript:` and non-image `data:` URLs render as `about:blank`.
    public static func src(_ url: String) -> Attribute { attr("src", url) }
    /// `action`; dangerous schemes render as `#`.
    public static func action(_ url: String) -> Attribute { attr("action", url) }
    /// `formaction`; dangerous schemes render as `#`.
    public static func formaction(_ url: String) -> Attribute { attr("formaction", url) }
    /// `type`.
    public static func type(_ value: String) -> Attribute { attr("type", value) }
    /// `name`.
    public static func name(_ value: String) -> Attribute { attr("name", value) }
    /// `name` from a declared form body's field (its `CodingKeys` case), so the printed name and the name the route
    /// reads are one declaration: `.name(AnchorMarkForm.CodingKeys.outcome)`.
    public static func name(_ field: some CodingKey) -> Attribute { attr("name", field.stringValue) }
    /// `value`.
    public static func value(_ value: String) -> Attribute { attr("value", value) }
    /// `method`.
    public static func method(_ value: String) -> Attribute { attr("method", value) }
    /// `for` (on labels).
    public static func `for`(_ value: String) -> Attribute { attr("for", value) }
    /// `role`.
    public static func role(_ value: String) -> Attribute { attr("role", value) }
    /// `title`.
    public static func title(_ value: String) -> Attribute { attr("title", value) }
    /// `alt`.
    public static func alt(_ value: String) -> Attribute { attr("alt", value) }
    /// `rel`.
    public static func rel(_ value: String) -> Attribute { attr("rel", value) }
    /// `lang`, e.g. `.lang("ar")`.
    public static func lang(_ value: String) -> Attribute { attr("lang", value) }
    /// `dir`, e.g. `.dir(.rtl)`.
    public static func dir(_ direction: Direction) -> Attribute { attr("dir", direction.rawValue) }
    /// `placeholder`.
    public static func placeholder(_ value: String) -> Attribute { attr("placeholder", value) }
    /// `content` (on `meta`).
    public static func content(_ value: String) -> Attribute { attr("content", value) }
    /// `charset` (on `meta`).
    public static func charset(_ value: String) -> Attribute { attr("charset", value) }
    /// `autocomplete`.
    public static func autocomplete(_ value: String) -> Attribute { attr("autocomplete", value) }
    /// `datetime` (on `time`).
    public static func datetime(_ value: String) -> Attribute { attr("datetime", value) }

    // MARK: Boolean attributes

    /// `disabled`.
    public static var disabled: Attribute { boolean("disabled") }
    /// `required`.
    public static var required: Attribute { boolean("required") }
    /// `checked`.
    public static var checked: Attribute { boolean("checked") }
    /// `selected`.
    public static var selected: Attribute { boolean("selected") }
    /// `hidden`.
    public static var hidden: Attribute { boolean("hidden") }
    /// `autofocus`.
    public static var autofocus: Attribute { boolean("autofocus") }
}

extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
