import Foundation
import QuranFlowCore
import QuranFlowRoutes

/// The admin's lesson-video index: every term with a link to each week's videos, and its live sessions' recordings.
///
/// ```swift
/// AdminVideosScreen(terms: [(fall, sessions)]).terms[0].weeks[7].label   // "Week 8"
/// ```
public struct AdminVideosScreen: Sendable {
    /// A link on the index.
    public struct Link: Sendable {
        public let label: String
        public let path: String
    }

    /// A term's card.
    public struct TermCard: Sendable {
        /// The heading's id ("term-<id>").
        public let headingID: String
        /// "Fall 2026 · Level 2".
        public let heading: String
        public let weeks: [Link]
        /// Its live sessions' recordings pages; empty when it has none.
        public let recordings: [Link]
    }

    public let terms: [TermCard]

    /// The index from each term and its live sessions.
    public init(terms: [(Term, [LiveSession])]) {
        self.terms = terms.map { term, sessions in
            TermCard(
                headingID: "term-\(term.id.rawValue)", heading: "\(term.name) · \(term.level.title)",
                weeks: (1...max(1, term.weekCount)).map {
                    Link(label: "Week \($0)", path: QuranFlowRoute.adminLessonVideos.path(term.id, $0))
                },
                recordings: sessions.map { session in
                    // A one-to-one has no title of its own: its kind names the link.
                    Link(
                        label: session.title.trimmingCharacters(in: .whitespaces).isEmpty
                            ? session.kind.chipLabel : "\(session.kind.chipLabel) · \(session.title)",
                        path: QuranFlowRoute.adminSessionRecordings.path(session.id))
                })
        }
    }
}
