import Foundation
import QuranFlowPersistence
import QuranText

/// What the demo voices say.
enum DemoMediaScripts {
    /// One spoken part: what espeak-ng says, and in which voice.
    struct Part: Sendable, Hashable {
        let text: String
        let voice: String
    }

    /// The assignment read in Arabic (Uthmani text) when the voice exists; otherwise its name in English.
    static func recitation(_ passage: Passage?, arabic: Bool) -> Part {
        guard let passage else { return Part(text: "Bismillah. My recitation for this week.", voice: "en") }
        if arabic { return Part(text: passage.ayahs.map(\.text).joined(separator: ". "), voice: "ar") }
        return Part(
            text: speakable("Surat \(passage.surah.name), ayat \(passage.reference.firstAyah) to \(passage.reference.lastAyah)."),
            voice: "en")
    }

    /// "Salaam Sarah, here are my notes on Al-Mulk, verses 1 to 3 …" in English: the greeting, the passage, then the
    /// coach's advice — parts shared between notes (a student's name, a week's passage, a coach's words) are spoken once per run.
    static func coachNote(student: String, coach: String, passage: Passage?, lesson: String) -> [Part] {
        let first = student.split(separator: " ").first.map(String.init) ?? student
        let passageName =
            passage.map { "\($0.surah.name), verses \($0.reference.firstAyah) to \($0.reference.lastAyah)" }
            ?? "this week's passage"
        return [
            Part(text: speakable("Salaam \(first),"), voice: "en"),
            Part(text: speakable("here are my notes on \(passageName), for \(lesson)."), voice: "en"),
            Part(
                text: speakable(
                    """
                    Your recitation was steady and clear. Listen again to the first verse: hold the ghunnah for two counts, \
                    and let each letter come from its proper place. Practise it slowly three times, then read the whole passage \
                    once more at your own pace. May Allah make it easy for you. \(coach).
                    """), voice: "en"),
        ]
    }

    /// A coach's welcome to a new student: who she is, where she teaches from, and what the weeks will be like.
    static func welcome(coach: String, city: String, ijazah: String) -> [Part] {
        [
            Part(text: speakable("Assalamu alaikum, and welcome. I am \(coach), your Quran coach, teaching from \(city)."), voice: "en"),
            Part(
                text: speakable(
                    (ijazah.isEmpty ? "" : "I hold an \(ijazah). ")
                        + "Each week, send me your recitation, and I will answer with a voice note. Go gently, and do not rush."),
                voice: "en"),
        ]
    }

    /// The opening of a session recording: a welcome naming the session, then the usual first words.
    static func sessionOpening(kind: String, title: String, teacher: String, week: Int, level: String) -> [Part] {
        [
            Part(text: speakable("Assalamu alaikum, and welcome to the \(kind), \(title), with \(teacher)."), voice: "en"),
            Part(text: speakable("Week \(week), \(level)."), voice: "en"),
            Part(
                text: "We will begin with a short review, then recite together. Please keep your microphones muted until your turn.",
                voice: "en"),
        ]
    }

    /// A note's target length, 1 to 3 minutes, varying by student and week.
    static func noteSeconds(week: Int, attempt: Int, student: String) -> TimeInterval {
        let seed = student.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        return 60 + Double((seed + week * 47 + attempt * 13) % 121)
    }

    /// English text without diacritics, which espeak-ng's English voice would otherwise spell out.
    static func speakable(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ʿ", with: "").replacingOccurrences(of: "ʾ", with: "")
            .replacingOccurrences(of: "Ust.", with: "Ustadha")
    }
}
