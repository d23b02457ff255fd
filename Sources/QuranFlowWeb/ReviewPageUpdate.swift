import HTML
import QuranFlowScreens

/// The parts of the coach's Review page a placed mark or note changes, as HTML for the page's script to put in place
/// (so the recording keeps playing and the page keeps its scroll): the passage (marked words), "Your marks", the
/// waveform's markers, the notes and the Send control. Printed by the same views as the page itself.
///
/// ```swift
/// ReviewPageUpdate(screen).marks   // "<section class=\"review-marks\" …"
/// ```
public struct ReviewPageUpdate: Codable, Hashable, Sendable {
    /// The markable passage card.
    public let passage: String
    /// The "Your marks" section.
    public let marks: String
    /// The recording's waveform markers ("" without a recording).
    public let markers: String
    /// The notes list.
    public let notes: String
    /// The Send control (Send, or Send disabled under what is missing).
    public let send: String
    /// Why Send is not ready, if it is not (the screen's ``CoachReviewScreen/sendBlocker``).
    public let sendBlocker: String?

    /// The parts of `screen`'s page.
    public init(_ screen: CoachReviewScreen) {
        func html(_ node: Node) -> String { node.markingArabicRuns().render() }
        passage = html(LoopParts.passage(screen.passage, cite: screen.cite, markable: !screen.isSent))
        marks = html(ReviewView.marksSection(screen))
        markers = screen.recording.map { html(LoopParts.markers(screen.marks, seconds: $0.seconds)) } ?? ""
        notes = html(ReviewView.noteList(screen))
        send = html(ReviewView.sendControl(screen))
        sendBlocker = screen.sendBlocker
    }
}
