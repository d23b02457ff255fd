import Calendar
import Foundation
import Identifiers
import QuranFlowCore
import QuranFlowRoutes

/// One student–coach thread (SakMessageThread), for either side: a date divider per day and times on the viewer's
/// clock, the viewer's bubbles on the right, and the composer — for the student with the weekly cap as information
/// ("2 of 3 messages left this week"); at the cap the composer stays on the page, closed, with one calm line saying
/// when the next message opens and that the coach's reply does not count.
///
/// ```swift
/// let screen = MessageThreadScreen.student(messages, coach: amina, world: world, sentThisWeek: sends, replyLine: line)
/// screen.capLine   // "2 of 3 messages left this week"
/// ```
public struct MessageThreadScreen: Codable, Hashable, Sendable {
    /// One message as a bubble.
    public struct Bubble: Codable, Hashable, Sendable {
        public let id: String
        public let text: String
        /// "2:14 PM" on the viewer's clock.
        public let time: String
        /// The start as ISO 8601 with the viewer's offset.
        public let sentAt: String
        /// The viewer wrote it (drawn on the right).
        public let isMine: Bool
        /// "student" (accent) or "coach" (panel).
        public let side: String
        /// A voice message's audio: its URL (served only to the thread's two people), length and waveform.
        public let voice: AudioCard?
        /// "About Week 7 feedback" for a voice reply — a link to that feedback for the student, plain for the coach.
        public let about: String?
        /// The feedback the student's "About" line opens.
        public let aboutLink: ScreenAction?
    }

    /// The voice row of the composer: record in the browser (level, listen back, re-record), then send.
    public struct VoiceComposer: Codable, Hashable, Sendable {
        /// Where the recording is posted (multipart `recording`).
        public let uploadURL: String
        /// The longest voice message: 120 seconds.
        public let maxSeconds: Int
        /// The submission a "Voice reply" answers (sent as `about`).
        public let aboutSubmissionID: String?
        /// "About Week 7 feedback" above the recorder for a voice reply.
        public let aboutLabel: String?
    }

    /// One day of the thread under its divider.
    public struct Day: Codable, Hashable, Sendable {
        /// "Tue · 17 Apr".
        public let divider: String
        public let bubbles: [Bubble]
    }

    /// "SakMessageThread".
    public let screenID: String
    /// "Usually replies within a day" (the student's view) or "Level II · Sarah's thread" (the coach's).
    public let eyebrow: String
    /// The other person: "Ust. Amina", "Sarah M.".
    public let title: String
    public let back: ScreenAction
    /// "Show earlier" when older messages exist.
    public let earlier: ScreenAction?
    public let days: [Day]
    /// Where the composer posts (nil at the cap).
    public let sendURL: String?
    /// Whether the composer takes a message now; false at the cap, where it is still shown, closed, as information.
    public let composerOpen: Bool
    /// The composer's voice row (nil at the cap).
    public let voice: VoiceComposer?
    /// "Write to your coach…".
    public let placeholder: String
    /// "2 of 3 messages left this week" (the student's view; "0 of 3 …" at the cap); nil for a coach.
    public let capLine: String?
    /// Under the closed composer at the cap: "… Your next message opens Monday · 2 Nov. A reply from Ust. Amina
    /// doesn't count."
    public let closedLine: String?
    /// "Nothing here yet…" for an empty thread.
    public let emptyLine: String?
    /// The server-sent events that bring new messages while the page is open (nil on an earlier page).
    public let eventsURL: String?

    /// The student's view of their thread with `coach`; `replyingTo` opens the voice row as a "Voice reply" to that
    /// week's feedback.
    public static func student(
        _ messages: [Message], earlierThan firstSeq: Int64?, hasEarlier: Bool, coach: Coach, studentID: String,
        zoneIdentifier: String, sentThisWeek: [Date], replyLine: String, now: Date, replyingTo: MessageSubject? = nil,
        eventsURL: String? = nil
    ) -> MessageThreadScreen {
        let cap = MessageCap(zoneIdentifier: zoneIdentifier)
        let remaining = cap.remaining(sent: sentThisWeek, at: now)
        return make(
            messages, hasEarlier: hasEarlier, viewerID: studentID, zoneIdentifier: zoneIdentifier, eyebrow: replyLine,
            title: coach.displayName, back: ScreenAction(label: "Profile", destination: Destination(QuranFlowRoute.profile)),
            earlier: firstSeq.map { QuranFlowRoute.messageThread.path(coach.id, query: MessagesQuery(before: Int($0))) },
            sendURL: remaining > 0 ? QuranFlowRoute.sendMessage.path(coach.id) : nil,
            voice: remaining > 0
                ? VoiceComposer(
                    uploadURL: QuranFlowRoute.sendVoiceMessage.path(coach.id), maxSeconds: Int(VoiceClip.maxDuration),
                    aboutSubmissionID: replyingTo?.submissionID, aboutLabel: replyingTo?.label) : nil,
            placeholder: "Write to your coach…", capLine: MessageCap.remainingLine(remaining),
            closedLine: remaining > 0
                ? nil
                : MessageCap.closedLine(
                    opensAt: cap.week(containing: now).upperBound, zoneIdentifier: zoneIdentifier, coachName: coach.displayName),
            emptyLine: "Nothing here yet. Write to \(coach.displayName) — a question, or that you're running late.",
            eventsURL: eventsURL)
    }

    /// The coach's view of their thread with a student (no cap).
    public static func coach(
        _ messages: [Message], earlierThan firstSeq: Int64?, hasEarlier: Bool, studentID: Identifiers.ID<Student>,
        studentName: String, eyebrow: String, coachID: String, zoneIdentifier: String, eventsURL: String? = nil
    ) -> MessageThreadScreen {
        make(
            messages, hasEarlier: hasEarlier, viewerID: coachID, zoneIdentifier: zoneIdentifier, eyebrow: eyebrow, title: studentName,
            back: ScreenAction(label: "Messages", destination: Destination(QuranFlowRoute.coachMessages)),
            earlier: firstSeq.map { QuranFlowRoute.coachMessageThread.path(studentID, query: MessagesQuery(before: Int($0))) },
            sendURL: QuranFlowRoute.coachSendMessage.path(studentID),
            voice: VoiceComposer(
                uploadURL: QuranFlowRoute.coachSendVoiceMessage.path(studentID), maxSeconds: Int(VoiceClip.maxDuration),
                aboutSubmissionID: nil, aboutLabel: nil),
            placeholder: "Write to \(studentName)…", capLine: nil,
            closedLine: nil, emptyLine: "No messages yet.", eventsURL: eventsURL)
    }

    static func make(
        _ messages: [Message], hasEarlier: Bool, viewerID: String, zoneIdentifier: String, eyebrow: String, title: String,
        back: ScreenAction, earlier: String?, sendURL: String?, voice: VoiceComposer?, placeholder: String, capLine: String?,
        closedLine: String?, emptyLine: String, eventsURL: String?
    ) -> MessageThreadScreen {
        MessageThreadScreen(
            screenID: "SakMessageThread", eyebrow: eyebrow, title: title, back: back,
            earlier: hasEarlier ? earlier.map { ScreenAction(label: "Show earlier", href: $0, kind: .messages) } : nil,
            days: days(messages, viewerID: viewerID, zoneIdentifier: zoneIdentifier), sendURL: sendURL,
            composerOpen: sendURL != nil, voice: voice,
            placeholder: placeholder,
            capLine: capLine, closedLine: closedLine, emptyLine: messages.isEmpty ? emptyLine : nil, eventsURL: eventsURL)
    }

    /// `messages` (oldest first) as days under their dividers, for `viewerID` on the clock of `zoneIdentifier` — the page,
    /// and what a thread's event stream sends when messages arrive.
    public static func days(_ messages: [Message], viewerID: String, zoneIdentifier: String) -> [Day] {
        let calendar = ZonedCalendar.resolving(zoneIdentifier)
        var days: [(date: LocalDate, divider: String, bubbles: [Bubble])] = []
        for message in messages {
            let date = calendar.localDate(of: message.sentAt)
            // The student is the viewer when they wrote it and it is theirs, or the coach wrote it and it is not the viewer's.
            let studentViews = message.fromStudent == (message.senderID == viewerID)
            let bubble = Bubble(
                id: message.id, text: message.body, time: LocalFormat.time(message.sentAt, in: calendar.zone),
                sentAt: LocalFormat.iso8601WithOffset(message.sentAt, in: calendar.zone), isMine: message.senderID == viewerID,
                side: message.fromStudent ? "student" : "coach",
                voice: message.voice.map {
                    AudioCard(src: QuranFlowRoute.messageVoice.path(ID(message.id)), seconds: $0.seconds, peaks: $0.peaks)
                }, about: message.about?.label,
                aboutLink: studentViews
                    ? message.about.flatMap {
                        $0.submissionID.isEmpty
                            ? nil : ScreenAction(label: $0.label, destination: Destination(QuranFlowRoute.feedback, ID($0.submissionID)))
                    } : nil)
            if let last = days.last, last.date == date {
                days[days.count - 1].bubbles.append(bubble)
            } else {
                days.append((date, LocalFormat.eyebrowDate(message.sentAt, in: calendar.zone), [bubble]))
            }
        }
        return days.map { Day(divider: $0.divider, bubbles: $0.bubbles) }
    }
}
