import HTML
import QuranFlowScreens

/// The HTML part of the Weekly digest email: the same model as its plain text (``WeeklyDigest/plainText``), in a
/// single narrow column with inline styles only (mail clients drop style sheets and scripts), links absolute.
///
/// ```swift
/// let html = WeeklyDigestEmail.html(digest)   // "<!doctype html><html lang=\"en\">…"
/// ```
public enum WeeklyDigestEmail {
    static let ink = "color:#2a2333"
    static let muted = "color:#6b6275"
    static let plum = "color:#5b2a6e"

    public static func html(_ digest: WeeklyDigest) -> String {
        document(
            head: {
                meta(.name("viewport"), .content("width=device-width, initial-scale=1"))
                title { digest.subject }
            },
            body: {
                main(.attr("style", "max-width:560px;margin:0 auto;padding:24px;font-family:Georgia,serif;\(ink)")) {
                    p(.attr("style", "\(muted);font-size:13px;letter-spacing:.08em;text-transform:uppercase")) { digest.weekLine }
                    h1(.attr("style", "font-size:24px;font-weight:normal;margin:8px 0 24px")) { digest.greeting }
                    group(digest.statusHeading, digest.status)
                    if !digest.feedback.isEmpty { group(digest.feedbackHeading, digest.feedback) }
                    group(digest.sessionsHeading, digest.sessions, empty: "No sessions.")
                    p(.attr("style", "margin:28px 0")) {
                        a(
                            .href(digest.openApp.link ?? ""),
                            .attr("style", "background:#5b2a6e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none")
                        ) { digest.openApp.title }
                    }
                    p(.attr("style", "\(muted);font-size:13px")) {
                        digest.footer
                        " "
                        a(.href(digest.settings.link ?? ""), .attr("style", plum)) { digest.settings.title }
                    }
                }
            })
    }

    static func group(_ heading: String, _ items: [WeeklyDigest.Item], empty: String? = nil) -> Node {
        section {
            h2(.attr("style", "\(muted);font-size:13px;letter-spacing:.08em;text-transform:uppercase;margin:24px 0 8px")) { heading }
            ul(.attr("style", "list-style:none;padding:0;margin:0")) {
                if items.isEmpty, let empty { li(.attr("style", muted)) { empty } }
                items.map { item in
                    li(.attr("style", "padding:8px 0;border-bottom:1px solid #ece6ef")) {
                        if let link = item.link {
                            a(.href(link), .attr("style", "\(plum);text-decoration:none")) { strong { item.title } }
                        } else {
                            strong { item.title }
                        }
                        span(.attr("style", "display:block;\(muted)")) { item.detail }
                    }
                }
            }
        }
    }
}
