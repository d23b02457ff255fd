import Foundation
import QuranText

/// What the demo voices say.
enum DemoMediaScripts {
    /// The assignment read in Arabic (Uthmani text) when the voice exists; otherwise its name in English.
    static func recitation(_ passage: Passage?, arabic: Bool) -> (text: String, voice: String) {
        guard let passage else { return ("Bismillah. My recitation for this week.", "en") }
        if arabic { return (passage.ayahs.map(\.text).joined(separator: ". "), "ar") }
        return (speakable("Surat \(passage.surah.name), ayat \(passage.reference.firstAyah) to \(passage.reference.lastAyah)."), "en")
    }

    /// "Salaam Sarah, here are my notes on Al-Mulk 67:1–3 …", spoken in English.
    static func coachNote(student: String, coach: String, passage: Passage?, lesson: String, week: Int) -> String {
        let first = student.split(separator: " ").first.map(String.init) ?? student
        let passageName = passage.map { "\($0.surah.name) \($0.reference.surah), verses \($0.reference.firstAyah) to \($0.reference.lastAyah)" }
            ?? "this week's passage"
        let text = """
            Salaam \(first), here are my notes on \(passageName). \
            Your recitation this week, on \(lesson), was steady and clear. \
            Listen again to the first verse: hold the ghunnah for two counts, and let the letters come from their proper places. \
            Practise it slowly three times, then read the whole passage once more at your own pace. \
            May Allah make it easy for you. \(coach), week \(week).
            """
        return speakable(text)
    }

    /// The opening of a session recording.
    static func sessionWelcome(kind: String, title: String, teacher: String, week: Int, level: String) -> String {
        speakable("""
            Assalamu alaikum, and welcome to the \(kind), \(title), with \(teacher). This is week \(week) for \(level). \
            We will begin with a short review, then recite together. Please keep your microphones muted until your turn.
            """)
    }

    /// A note's target length, 1 to 3 minutes, varying by student and week.
    static func noteSeconds(week: Int, attempt: Int, student: String) -> TimeInterval {
        let seed = student.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
        return 60 + Double((seed + week * 47 + attempt * 13) % 121)
    }

    /// English text without diacritics, which espeak-ng's English voice would otherwise spell out.
    static func speakable(_ text: String) -> String {
        text.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ʿ", with: "").replacingOccurrences(of: "ʾ", with: "").replacingOccurrences(of: "Ust.", with: "Ustadha")
    }
}
