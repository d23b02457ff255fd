import Calendar
import QuranFlowCore
import QuranText

/// The demo syllabus: fifteen lessons in three parts per level, with their Qur'an assignments.
enum DemoCurriculum {
    struct Entry {
        let title: String
        let videos: Int
        let minutes: Int
        let assignment: String
    }

    static let parts = [(1, "Foundations"), (2, "Tajweed rules"), (3, "Application & review")]

    /// Part of each week: 3 lessons of foundations, 6 of rules, 6 of application (the spec's Learn screen).
    static func part(ofWeek week: Int) -> Int { week <= 3 ? 1 : (week <= 9 ? 2 : 3) }

    static let levelTwo: [Entry] = [
        Entry(title: "Makhārij: where each letter is born", videos: 2, minutes: 14, assignment: "1:1–7"),
        Entry(title: "Ṣifāt: the qualities of letters", videos: 2, minutes: 15, assignment: "112:1–4"),
        Entry(title: "Nūn sākinah and tanwīn", videos: 1, minutes: 11, assignment: "113:1–5"),
        Entry(title: "Iẓhār: the clear nūn", videos: 1, minutes: 10, assignment: "114:1–6"),
        Entry(title: "Iqlāb: nūn becomes mīm", videos: 1, minutes: 9, assignment: "103:1–3"),
        Entry(title: "Ikhfāʾ: the hidden nūn", videos: 2, minutes: 13, assignment: "108:1–3"),
        Entry(title: "Idghām without ghunnah", videos: 1, minutes: 11, assignment: "67:1"),
        Entry(title: "Idghām with ghunnah", videos: 3, minutes: 12, assignment: "67:1–3"),
        Entry(title: "Madd: the natural lengthening", videos: 3, minutes: 16, assignment: "67:4–5"),
        Entry(title: "Qalqalah: the echo", videos: 1, minutes: 10, assignment: "67:6–8"),
        Entry(title: "Tafkhīm & tarqīq", videos: 2, minutes: 14, assignment: "67:9–11"),
        Entry(title: "Waqf & ibtidāʾ: where to pause", videos: 2, minutes: 15, assignment: "67:12–14"),
        Entry(title: "Reading Al-Mulk with steady pace", videos: 1, minutes: 12, assignment: "67:15–18"),
        Entry(title: "Polishing the whole sūrah", videos: 1, minutes: 12, assignment: "67:19–22"),
        Entry(title: "Final recital of Al-Mulk", videos: 1, minutes: 20, assignment: "67:1–30"),
    ]

    static let levelOne: [Entry] = [
        Entry(title: "The Arabic letters", videos: 2, minutes: 12, assignment: "1:1–3"),
        Entry(title: "Short vowels", videos: 2, minutes: 12, assignment: "1:4–7"),
        Entry(title: "Sukūn and shaddah", videos: 1, minutes: 10, assignment: "112:1–4"),
        Entry(title: "Long vowels", videos: 1, minutes: 10, assignment: "113:1–5"),
        Entry(title: "Tanwīn", videos: 1, minutes: 9, assignment: "114:1–6"),
        Entry(title: "The definite article", videos: 1, minutes: 11, assignment: "103:1–3"),
        Entry(title: "Sun and moon letters", videos: 2, minutes: 12, assignment: "108:1–3"),
        Entry(title: "Joining words", videos: 1, minutes: 10, assignment: "110:1–3"),
        Entry(title: "Reading slowly and clearly", videos: 1, minutes: 10, assignment: "111:1–5"),
        Entry(title: "Stopping at a verse's end", videos: 1, minutes: 9, assignment: "106:1–4"),
        Entry(title: "Reading Al-ʿAṣr", videos: 1, minutes: 8, assignment: "103:1–3"),
        Entry(title: "Reading Al-Kawthar", videos: 1, minutes: 8, assignment: "108:1–3"),
        Entry(title: "Reading Al-Ikhlāṣ", videos: 1, minutes: 8, assignment: "112:1–4"),
        Entry(title: "Reading Al-Falaq", videos: 1, minutes: 8, assignment: "113:1–5"),
        Entry(title: "Final recital of Al-Fātiḥah", videos: 1, minutes: 15, assignment: "1:1–7"),
    ]

    static let levelThree: [Entry] = levelTwo.enumerated().map { index, entry in
        Entry(
            title: index == 14 ? "Final recital of Al-Qalam" : entry.title + " — in longer passages", videos: entry.videos,
            minutes: entry.minutes + 3, assignment: index < 7 ? entry.assignment : "68:\(1 + (index - 7) * 4)–\(4 + (index - 7) * 4)")
    }

    /// The titles of a lesson's `count` videos: Week 8 of Level II has the spec's three; another lesson with one video
    /// is its own title, with more: the rule, its examples, then reading aloud.
    static func videoTitles(level: Int, week: Int, lessonTitle: String, count: Int) -> [String] {
        if level == 2 && week == 8 && count == 3 { return ["What is Idghām?", "Ghunnah letters — ي ن م و", "Practice reading aloud"] }
        guard count > 1 else { return [lessonTitle] }
        let rule = lessonTitle.split(separator: ":").first.map(String.init) ?? lessonTitle
        let titles = ["\(rule): the rule", "\(rule) in the Qur'an", "Practice reading aloud"]
        return (0..<count).map { $0 < titles.count ? titles[$0] : "\(rule) · part \($0 + 1)" }
    }

    /// Level II's one sentence under each week's title (the Lesson screen).
    static let levelTwoSummaries = [
        "Where each letter is born — the throat, the tongue, the lips — so every sound starts in its place.",
        "The qualities that make each letter itself: whispered or voiced, heavy or light.",
        "The nūn that rests and the tanwīn: the four ways they meet the letter after them.",
        "Before the six throat letters the nūn stays clear and whole.",
        "Before bāʾ the nūn turns into a mīm, held with a light ghunnah.",
        "Before fifteen letters the nūn hides, half-said through the nose.",
        "Before lām and rāʾ the nūn merges into the next letter with no ghunnah.",
        "How the nūn sākinah merges into ي ن م و with a two-count ghunnah.",
        "The natural lengthening of two counts, and where it must not be cut short.",
        "The five letters that echo when they rest: ق ط ب ج د.",
        "When a letter is full and heavy, and when it is thin and light.",
        "Where to pause in Al-Mulk, and where to begin again without changing the meaning.",
        "Reading Al-Mulk at one steady pace, every rule in its place.",
        "The whole sūrah, polished: the places where the rules meet.",
        "Your final recital of Al-Mulk, from the first āyah to the last.",
    ]

    /// Level II's Tuesday Level Class, week by week: what the level reviews together that week.
    static let levelTwoClasses = [
        "Makhārij review & practice", "Ṣifāt review & practice", "Nūn sākinah review & practice", "Iẓhār review & practice",
        "Iqlāb review & practice", "Ikhfāʾ review & practice", "Idghām review", "Idghām review & practice", "Madd review & practice",
        "Qalqalah review & practice", "Tafkhīm review & practice", "Waqf review & practice", "Reading Al-Mulk together",
        "Polishing Al-Mulk together", "Final recital rehearsal",
    ]

    /// Level I's Tuesday Level Class, week by week.
    static let levelOneClasses = [
        "Letters, practised together", "Short vowels, practised together", "Sukūn and shaddah practice", "Long vowels practice",
        "Tanwīn practice", "The definite article practice", "Sun and moon letters practice", "Joining words practice",
        "Reading slowly together", "Stopping well together", "Reading Al-ʿAṣr together", "Reading Al-Kawthar together",
        "Reading Al-Ikhlāṣ together", "Reading Al-Falaq together", "Al-Fātiḥah rehearsal",
    ]

    /// "Al-Mulk 67:1–3": a passage as a sentence names it.
    static func place(_ reference: PassageReference) -> String {
        (try? Quran.shared.passage(reference)).map { "\($0.surah.name) \(reference)" } ?? reference.description
    }

    static func lessons(forLevel level: Int) throws -> [Lesson] {
        let entries = level == 1 ? levelOne : (level == 2 ? levelTwo : levelThree)
        return try entries.enumerated().map { index, entry in
            let assignment = try PassageReference.parse(entry.assignment)
            let classTitle: String =
                switch level {
                case 1: levelOneClasses[index]
                case 2: levelTwoClasses[index]
                default: levelTwoClasses[index] + " — longer passages"
                }
            let summary =
                level == 2 ? levelTwoSummaries[index] : "\(entry.title), recited in \(place(assignment))."
            return Lesson(
                week: index + 1, title: entry.title, partNumber: part(ofWeek: index + 1), videoCount: entry.videos,
                recordingCount: 1, minutes: entry.minutes, assignment: assignment,
                focalAyah: PassageReference(surah: assignment.surah, ayah: assignment.firstAyah), summary: summary,
                levelClassTitle: classTitle,
                levelClassCovered: "\(entry.title), reviewed · Paired reading of \(place(assignment)) · Live correction")
        }
    }

    /// The season's term of `level` as the admin's term form would plan it (standard parts, the demo's revoke window),
    /// with its offer when given: the day enrolment opens and the prices as the form's fields say them ("149", "55", "3").
    static func plan(
        _ season: String, level: Int, firstMonday: LocalDate, revokeWindowMinutes: Int,
        offer: (opens: LocalDate, once: String, monthly: String, months: String)? = nil
    ) throws -> TermPlan {
        try TermPlan(
            TermPlan.Input(
                name: season, level: level, firstMonday: firstMonday.description,
                parts: parts.map { number, title in
                    let weeks = (1...Term.standardWeekCount).filter { part(ofWeek: $0) == number }
                    return TermPlan.Input.PartInput(title: title, firstWeek: weeks.first ?? 1, lastWeek: weeks.last ?? 1)
                }, outcome: outcome(forLevel: level), revokeWindow: String(revokeWindowMinutes),
                enrolmentOpens: offer?.opens.description, priceOnce: offer?.once, priceMonthly: offer?.monthly,
                priceMonths: offer?.months))
    }

    /// A syllabus lesson as the admin's lesson form would write it.
    static func draft(_ lesson: Lesson) throws -> LessonDraft {
        try LessonDraft(
            title: lesson.title, summary: lesson.summary ?? lesson.title + ".", minutes: String(lesson.minutes),
            passage: PassageChoice(
                surah: String(lesson.assignment.surah), firstAyah: String(lesson.assignment.firstAyah),
                lastAyah: String(lesson.assignment.lastAyah), focalAyah: String(lesson.focalAyah.firstAyah), surahs: Quran.shared.surahs),
            levelClassTitle: lesson.levelClassTitle,
            levelClassCovered: lesson.levelClassCovered)
    }

    static func outcome(forLevel level: Int) -> String {
        switch level {
        case 1: "Read short sūrahs letter by letter with correct vowels, and submit a final recital of Al-Fātiḥah to your coach"
        case 2: "Read short sūrahs aloud with steady tajweed, and submit a final recital of Al-Mulk to your coach"
        default: "Recite longer passages with tajweed and pauses in their places, and submit a final recital of Al-Qalam to your coach"
        }
    }
}
