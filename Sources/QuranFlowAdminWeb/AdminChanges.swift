import HTML

/// The changes recorded on a page's subject (who, when, what), newest first.
enum AdminChanges {
    static func section(_ changes: [String]) -> Node {
        HTML.section(.class("card"), .aria("labelledby", "changes-title")) {
            h2(.id("changes-title")) { "Changes" }
            if changes.isEmpty {
                p(.class("muted")) { "No changes recorded here yet." }
            } else {
                ul(.class("changes")) { changes.map { change in li { change } } }
            }
        }
    }
}
