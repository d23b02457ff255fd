import HTML
import QuranFlowScreens

/// The HTML of Today's states (SakToday, SakTodayRest, SakTodayCountdown, term over).
enum TodayView {
    /// The screen's content (inside the shell's `main`).
    static func content(_ screen: TodayScreen) -> Node {
        Node.fragment([
            screen.notifications.map { headerWithBell(screen, bell: $0) }
                ?? Parts.screenHeader(eyebrow: screen.eyebrow, greeting: screen.greeting),
            hero(screen.hero),
            screen.whileYouWait.map { ChecklistView.render($0, id: "while-you-wait") } ?? .empty,
            sessions(screen),
            screen.verse.map(verse) ?? .empty,
        ])
    }

    @NodeBuilder
    static func hero(_ hero: TodayHero) -> Node {
        switch hero {
        case .lesson(let model):
            section(.class("card ink hero"), .aria("labelledby", "hero-title")) {
                p(.class("eyebrow")) { model.eyebrow }
                h2(.id("hero-title"), .class("hero-title")) { model.title }
                if let meta = model.meta {
                    p(.class("hero-meta")) { meta }
                }
                Parts.strip(model.strip)
                if let primary = model.primary {
                    Parts.actionLink(primary, class: "button primary gold")
                }
            }
        case .rest(let model):
            section(.class("card hero rest"), .aria("labelledby", "hero-title")) {
                h2(.id("hero-title"), .class("hero-title")) { model.title }
                p(.class("hero-body")) { Parts.text(model.body, linking: model.bodyLink) }
                if let status = model.status {
                    p(.class("hero-status")) {
                        Parts.visuallyHidden("Status: ")
                        Parts.pill(status)
                    }
                }
                Parts.strip(model.strip)
            }
            if !model.suggestions.isEmpty {
                section(.class("suggestions"), .aria("labelledby", "suggestions-title")) {
                    h2(.id("suggestions-title"), .class("section-title")) { TodayScreen.suggestionsHeading }
                    ul(.class("card list")) {
                        model.suggestions.map { action in li { Parts.actionLink(action, class: "list-link") } }
                    }
                }
            }
        case .countdown(let model):
            section(.class("card ink hero countdown"), .aria("labelledby", "hero-title")) {
                p(.class("eyebrow")) { model.eyebrow }
                h2(.id("hero-title"), .class("hero-title")) { model.headline }
                p(.class("hero-date")) { model.dateLine }
                if let add = model.addToCalendar {
                    Parts.actionLink(add, class: "button secondary on-ink")
                }
            }
        case .termOver(let model):
            section(.class("card hero closing"), .aria("labelledby", "hero-title")) {
                p(.class("eyebrow")) { model.eyebrow }
                h2(.id("hero-title"), .class("hero-title")) { model.title }
                p(.class("hero-body")) { model.body }
                Parts.strip(model.strip)
            }
        }
    }

    /// "Sessions today": rows, or a quiet line when the lesson day has none (a rest day without
    /// sessions shows nothing).
    static func sessions(_ screen: TodayScreen) -> Node {
        guard let rows = screen.sessionsToday else { return .empty }
        if rows.isEmpty, case .rest = screen.hero { return .empty }
        return section(.class("sessions"), .aria("labelledby", "sessions-title")) {
            h2(.id("sessions-title"), .class("section-title")) { TodayScreen.sessionsHeading }
            if rows.isEmpty {
                p(.class("card quiet")) { "No live sessions today." }
            } else {
                ul(.class("session-list")) { rows.map(SessionRowView.row) }
            }
        }
    }

    /// The verse closer: Arabic (Amiri Quran, right to left) and its citation, no translation.
    static func verse(_ verse: VerseCloser) -> Node {
        figure(.class(verse.isQuiet ? "verse-closer quiet" : "verse-closer")) {
            p(.class("verse-arabic"), .lang("ar"), .dir(.rtl)) { verse.arabic }
            figcaption(.class("verse-citation")) { verse.citation }
        }
    }

    /// The header with the bell to the notifications sheet and its unread count.
    static func headerWithBell(_ screen: TodayScreen, bell: NotificationBell) -> Node {
        header(.class("screen-header header-with-bell")) {
            div {
                p(.class("eyebrow")) { screen.eyebrow }
                h1(.class("greeting")) { screen.greeting }
            }
            a(.href(bell.action.href), .class(bell.badge == nil ? "bell" : "bell has-unread"), .aria("label", bell.accessibleLabel)) {
                svg(.class("bell-icon"), .attr("viewBox", "0 0 24 24"), .aria("hidden", "true"), .attr("focusable", "false")) {
                    path(.attr("d", "M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4h4"))
                }
                if let badge = bell.badge { span(.class("bell-badge"), .aria("hidden", "true")) { badge } }
            }
        }
    }
}
