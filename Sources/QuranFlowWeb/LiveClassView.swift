import HTML
import QuranFlowRoutes
import QuranFlowScreens

/// The live class page (SakLiveClass): a dark, focused screen with no tab bar — back/leave only. Server-sent events
/// (Public/js/live.js) keep it current; without script, the coach's forms still work and a reload shows the state.
public enum LivePages {
    /// The whole document.
    ///
    /// ```swift
    /// LivePages.live(screen, csrfToken: ctx.csrfToken)
    /// ```
    public static func live(_ screen: LiveClassScreen, csrfToken: String) -> String {
        PageFrame.document(title: screen.title, bodyClass: "live-body") {
            main(
                .id("main"), .class("live"), .data("events", screen.eventsURL), .data("viewer", screen.viewerID),
                .data("csrf", csrfToken), .data("leave", screen.leaveURL), .data("elapsed", String(screen.elapsedSeconds)),
                .data("running", screen.isRunning ? "1" : "0"), .data("starts-in", screen.startsInSeconds.map(String.init) ?? ""),
                .data("waiting", screen.waitingStatus), .data("phase", screen.phase.rawValue)
            ) {
                header(.class("live-header")) {
                    a(.href(screen.leave), .class("back-link on-ink"), .aria("label", "Back")) { "" }
                    p(.class("live-status")) {
                        span(.class("live-dot"), .aria("hidden", "true"))
                        span(.id("live-status")) { screen.status }
                        " · "
                        span(.id("live-elapsed"), .class("live-elapsed")) { screen.elapsed }
                    }
                    h1(.class("live-title")) { Parts.isolated(screen.title) }
                }
                section(.class("live-hero"), .aria("label", "Speaking")) {
                    span(.id("live-ring"), .class(screen.speaking == nil ? "live-ring" : "live-ring is-speaking"), .aria("hidden", "true"))
                    {
                        Parts.avatar(String(screen.coach?.split(separator: " ").last?.prefix(1) ?? "?"), class: "live-avatar")
                    }
                    p(.class("live-coach")) { screen.coach ?? "" }
                    p(.class("live-speaking"), .id("live-speaking"), .attr("aria-live", "polite")) { speakingLine(screen) }
                }
                section(.class("live-circle"), .aria("labelledby", "circle-title")) {
                    h2(.id("circle-title"), .class("section-title")) {
                        "In the circle "
                        span(.id("live-presence"), .class("live-presence")) { screen.presence }
                    }
                    ul(.id("live-people"), .class("live-people")) {
                        screen.people.map { person in
                            li(.class("live-person" + (person.isSpeaking ? " is-speaking" : "") + (person.name == "You" ? " is-you" : "")))
                            {
                                Parts.avatar(person.initial)
                                span(.class("live-name")) { person.name }
                                if person.handRaised { span(.class("live-hand")) { "✋" } }
                            }
                        }
                    }
                }
                section(.class("live-verse"), .aria("labelledby", "verse-title")) {
                    h2(.id("verse-title"), .class("section-title")) { "Currently reading" }
                    p(.id("live-verse-arabic"), .class("verse-arabic"), .lang("ar"), .dir(.rtl)) { screen.verse?.arabic ?? "" }
                    p(.id("live-verse-citation"), .class("verse-citation"), .attr("aria-live", "polite")) {
                        screen.verse?.citation ?? "The coach will choose the verse."
                    }
                }
                if let actions = screen.coachActions { coachControls(screen, actions: actions, csrfToken: csrfToken) }
                div(.class("live-controls")) {
                    Parts.actionLink(screen.openZoom, class: "button secondary on-ink", accessibleName: "Open Zoom for \(screen.title)")
                    if let handURL = screen.handURL {
                        form(.action(handURL), .method("post"), .class("live-hand-form")) {
                            PageFrame.csrfField(csrfToken)
                            input(
                                .type("hidden"), .name(RaiseHandForm.CodingKeys.raised), .value(screen.handRaised ? "0" : "1"),
                                .id("live-hand-value"))
                            button(
                                .type("submit"), .id("live-hand"), .class("button warm"),
                                .attr("aria-pressed", screen.handRaised ? "true" : "false")
                            ) {
                                screen.handRaised ? "Lower hand" : "Raise hand"
                            }
                        }
                    }
                    a(.href(screen.leave), .class("button danger-fill")) { "Leave" }
                }
            }
            script(src: Asset.path("js/live.js"))
        }
    }

    /// "Reciting: You", "Listening", or — before the coach opens the screen — "Not here yet".
    static func speakingLine(_ screen: LiveClassScreen) -> String {
        if let speaking = screen.speaking { return "Reciting: \(speaking)" }
        return screen.coachHere || screen.isCoachView ? "Listening" : "Not here yet"
    }

    static func coachControls(_ screen: LiveClassScreen, actions: LiveClassScreen.CoachActions, csrfToken: String) -> Node {
        section(.class("live-coach-controls"), .aria("label", "Coach controls")) {
            if !screen.started || screen.ended {
                form(.action(actions.start), .method("post")) {
                    PageFrame.csrfField(csrfToken)
                    button(.type("submit"), .class("button primary gold")) { "Start" }
                }
            } else {
                form(.action(actions.end), .method("post")) {
                    PageFrame.csrfField(csrfToken)
                    button(.type("submit"), .class("button secondary on-ink")) { "End" }
                }
            }
            form(.action(actions.verse), .method("post"), .class("live-verse-form")) {
                PageFrame.csrfField(csrfToken)
                label(.for("verse-input")) { "Verse (sūrah:āyah)" }
                input(
                    .id("verse-input"), .type("text"), .name(LiveVerseForm.CodingKeys.verse), .attr("inputmode", "numeric"),
                    .attr("placeholder", "67:3"))
                button(.type("submit"), .class("button secondary on-ink")) { "Set verse" }
            }
            form(.action(actions.speaker), .method("post"), .class("live-speaker-form")) {
                PageFrame.csrfField(csrfToken)
                label(.for("speaker-input")) { "Whose turn" }
                select(.id("speaker-input"), .name(LiveSpeakerForm.CodingKeys.speaker)) {
                    option(.value("")) { "No one" }
                    screen.people.filter { !$0.isCoach }.map { person in option(.value(person.id)) { person.name } }
                }
                button(.type("submit"), .class("button secondary on-ink")) { "Hand the turn" }
            }
        }
    }
}
