import HTML
import QuranFlowScreens

/// Small shared pieces of the screens' HTML: actions, the week strip, pills, avatars, Arabic.
enum Parts {
    /// A link for `action`; external links open in a new tab with `rel="noopener"` and say so to
    /// screen readers. `accessibleName` replaces the visible label for assistive technology when
    /// the label alone is ambiguous ("Join" → "Join Sisters' Reading Circle").
    static func actionLink(_ action: ScreenAction, class className: String, accessibleName: String? = nil) -> Node {
        let name = accessibleName ?? action.label
        if action.opensInNewTab {
            return a(
                .href(action.href), .class(className), .attr("target", "_blank"), .rel("noopener noreferrer"),
                .aria("label", "\(name) (opens in a new tab)")
            ) { action.label }
        }
        if accessibleName != nil {
            return a(.href(action.href), .class(className), .aria("label", name)) { action.label }
        }
        return a(.href(action.href), .class(className)) { action.label }
    }

    /// The week strip (SakStrip): one accessible image of segments, plus its visible caption when the
    /// model has one — the only place "Week 8 of 15" is written (rule R1).
    static func strip(_ model: StripModel) -> Node {
        div(.class("strip-block")) {
            div(.class("week-strip"), .role("img"), .aria("label", model.accessibleLabel)) {
                model.segments.map { span(.class("seg \($0.rawValue)")) }
            }
            if let caption = model.caption {
                p(.class("strip-caption")) { caption }
            }
        }
    }

    /// A status pill in the locked vocabulary, tinted by tone (the words carry the meaning; the tint only helps).
    static func pill(_ model: StatusPill) -> Node {
        span(.class("pill status \(model.tone.rawValue)")) { model.label }
    }

    /// A round initial; decorative, since the name is always written beside it.
    static func avatar(_ initial: String, class extra: String = "") -> Node {
        span(.class(extra.isEmpty ? "avatar" : "avatar \(extra)"), .aria("hidden", "true")) { initial }
    }

    /// `sentence` with its `link` phrase as a quiet link inside the text (the whole sentence as text when there is none,
    /// or the phrase is not in it).
    static func text(_ sentence: String, linking link: InlineLink?) -> Node {
        guard let link, let range = sentence.range(of: link.phrase) else { return .text(sentence) }
        return .fragment([
            .text(String(sentence[..<range.lowerBound])),
            a(.href(link.href), .class("inline-link")) { link.phrase },
            .text(String(sentence[range.upperBound...])),
        ])
    }

    /// A name or title that may be written in another script, isolated from the surrounding text.
    static func isolated(_ text: String) -> Node {
        el("bdi") { text }
    }

    /// The screen header: eyebrow date and greeting (the page's one `h1`).
    static func screenHeader(eyebrow: String, greeting: String) -> Node {
        header(.class("screen-header")) {
            p(.class("eyebrow")) { eyebrow }
            h1(.class("greeting")) { greeting }
        }
    }

    /// A recorder's running clock, "0:00" until recorder.js starts it. A `time` element's text must be a valid
    /// date, time or duration unless `datetime` says it, so the duration is also kept as `PT…S` (recorder.js updates both).
    static func elapsedClock(_ attributes: Attribute...) -> Node {
        el("time", attributes: [.datetime("PT0S")] + attributes) { "0:00" }
    }

    /// Text for screen readers only.
    static func visuallyHidden(_ text: String) -> Node {
        span(.class("visually-hidden")) { text }
    }

    /// A POST form for Sign out carrying the CSRF token.
    static func signOut(_ action: ScreenAction, csrfToken: String) -> Node {
        form(.action(action.href), .method("post"), .class("sign-out")) {
            PageFrame.csrfField(csrfToken)
            button(.type("submit"), .class("secondary danger")) { action.label }
        }
    }
}
