import Foundation
import QuranFlowPersistence

/// What the demo lesson videos say: a short script per lesson of the demo syllabus (`DemoCurriculum`), in plain
/// English about that week's topic — no Qur'anic text is spoken. A lesson with several videos shares its sentences
/// out among them in order, each video opening with a sentence that names the week and the lesson.
///
/// The sentences are shown as written (with their diacritics) in the transcript and spoken by espeak-ng through
/// `DemoMediaScripts.speakable`. A lesson title the demo does not know has no script, so its video stays a silent
/// title card with no transcript.
///
/// ```swift
/// DemoLessonScripts.sentences(title: "Idghām with ghunnah", week: 8, position: 1, count: 1)
/// // ["Week 8: Idghām with ghunnah.", "Idghām means merging. …", …]
/// ```
enum DemoLessonScripts {
    /// The sentences of video `position` of `count` for the lesson called `title`, or nil when there is no script.
    static func sentences(title: String, week: Int, position: Int, count: Int) -> [String]? {
        let longer = " — in longer passages"
        let body: [String]
        if let script = scripts[title] {
            body = script
        } else if title.hasSuffix(longer), let script = scripts[String(title.dropLast(longer.count))] {
            body =
                script + [
                    "In longer passages the rule is the same, but it is easier to lose.",
                    "Keep it steady from the first verse to the last, and slow down rather than let it slip.",
                ]
        } else {
            return nil
        }
        guard count >= 1, (1...count).contains(position) else { return nil }
        let opening = count == 1 ? "Week \(week): \(title)." : "Week \(week): \(title). Part \(position) of \(count)."
        // Shares in order: the first videos take one more sentence when the script does not divide evenly.
        let base = body.count / count, extra = body.count % count
        let start = (position - 1) * base + min(position - 1, extra)
        let length = base + (position <= extra ? 1 : 0)
        return [opening] + body[start..<(start + length)]
    }

    /// Each lesson's sentences, by title (Level III's "— in longer passages" lessons reuse Level II's).
    static let scripts: [String: [String]] = [
        // Level II
        "Makhārij: where each letter is born": [
            "Every Arabic letter has a makhraj, the place in the mouth or throat where its sound is born.",
            "There are five main areas: the empty space of the mouth, the throat, the tongue, the lips, and the nose.",
            "To find a letter's makhraj, put a sukūn on it, say a short vowel before it, and notice where the sound stops.",
            "This week we move from the deepest letters of the throat to the letters made with the lips.",
            "Letters that sound alike to new ears, such as the two h sounds, are told apart by their makhraj.",
            "Say each letter slowly and feel where it is born before you join it to another.",
            "Record the passage at an easy pace, so that every letter comes from its own place.",
            "Your coach will listen for letters that drift toward a neighbour's makhraj.",
        ],
        "Ṣifāt: the qualities of letters": [
            "Two letters can share a makhraj and still sound different: their ṣifāt, their qualities, tell them apart.",
            "Some letters are whispered with the breath flowing; others hold the breath back.",
            "Some letters are heavy and fill the mouth; others are light.",
            "Qalqalah, the slight echo, is a quality too, and we will meet it later in the term.",
            "This week, listen for the qualities in each word before you try to recite it.",
            "Record the passage and let each letter keep its qualities, even when you read quickly.",
        ],
        "Nūn sākinah and tanwīn": [
            "A nūn with a sukūn, and the tanwīn at the end of a word, follow four rules depending on the letter after them.",
            "The four rules are iẓhār, idghām, iqlāb and ikhfāʾ: clear, merged, changed, and hidden.",
            "This week we learn to spot a nūn sākinah or a tanwīn and to look ahead to the next letter.",
            "Over the next weeks we take each rule in turn.",
            "In your recording, pause on each one you find and ask yourself which rule it follows.",
        ],
        "Iẓhār: the clear nūn": [
            "Iẓhār means making clear.",
            "When a nūn sākinah or a tanwīn meets one of the six throat letters, the nūn is read clearly, with no nasal hold.",
            "The six throat letters are the hamzah, the two h sounds, the ʿayn, the ghayn and the khāʾ.",
            "Say the nūn cleanly and move straight on to the throat letter.",
            "A common mistake is to add a ghunnah where none belongs: keep it crisp.",
        ],
        "Iqlāb: nūn becomes mīm": [
            "Iqlāb means turning one thing into another.",
            "When a nūn sākinah or a tanwīn meets the letter bāʾ, the nūn turns into a hidden mīm.",
            "Close your lips lightly, without pressing, and hold the ghunnah for two counts.",
            "In many copies of the Qur'an a small mīm above the nūn marks the place.",
            "Practise it slowly until the change feels natural.",
        ],
        "Ikhfāʾ: the hidden nūn": [
            "Ikhfāʾ means hiding.",
            "When a nūn sākinah or a tanwīn meets one of fifteen letters, the nūn is neither fully clear nor fully merged.",
            "The tongue does not touch the place of the nūn; the sound moves through the nose for two counts.",
            "Prepare your mouth for the next letter while the ghunnah sounds.",
            "Now we practise the fifteen letters in short words.",
            "Listen to how the ghunnah takes a little of the colour of the letter that follows.",
            "Record slowly first, then at your normal pace.",
        ],
        "Idghām without ghunnah": [
            "Idghām means merging one letter into the next.",
            "When a nūn sākinah or a tanwīn meets the letters lām or rāʾ, it merges completely, with no nasal sound.",
            "The nūn disappears and the lām or rāʾ is read with a shaddah.",
            "Be careful not to let any ghunnah slip in.",
            "Read each example twice: once slowly, once at your normal pace.",
        ],
        "Idghām with ghunnah": [
            "This week's rule is idghām with ghunnah: merging with a nasal sound.",
            "When a nūn sākinah or a tanwīn meets one of four letters, yāʾ, nūn, mīm or wāw, it merges into that letter.",
            "As it merges, hold the ghunnah, the sound in the nose, for two counts.",
            "The merge happens across two words; inside a single word the nūn stays clear.",
            "Listen for the ghunnah in the examples, then recite them with me.",
            "In your recording, give every ghunnah its two counts, no more and no less.",
        ],
        "Madd: the natural lengthening": [
            "Madd means lengthening a vowel.",
            "The natural madd is two counts, and it comes from the three long vowel letters: alif, wāw and yāʾ.",
            "A count is about the time it takes to fold one finger at a steady pace.",
            "In this video we find the natural madd in short words.",
            "Some madds grow longer, to four or five counts, when a hamzah follows.",
            "Keep the length even: the same count every time the same madd appears.",
            "Now we recite the passage together and keep the counts steady.",
            "Listen back to your own recording and count along with each madd.",
        ],
        "Qalqalah: the echo": [
            "Qalqalah is a small echo on five letters when they carry a sukūn.",
            "The five letters are qāf, ṭāʾ, bāʾ, jīm and dāl.",
            "The echo is a light bounce of the sound, not an extra vowel.",
            "It is strongest at the end of a verse, where you stop on the letter.",
            "Record the passage and let each qalqalah bounce without adding a vowel.",
        ],
        "Tafkhīm & tarqīq": [
            "Tafkhīm means making a letter heavy; tarqīq means making it light.",
            "Seven letters are always heavy; raise the back of the tongue and let the sound fill the mouth.",
            "Most other letters are always light, and must not borrow the heaviness of their neighbours.",
            "The rāʾ and the lām of the word Allah can be heavy or light, depending on the vowels around them.",
            "Now we practise the rāʾ in each of its situations.",
            "Read the passage and mark each heavy letter before you record.",
        ],
        "Waqf & ibtidāʾ: where to pause": [
            "Waqf is how and where we stop; ibtidāʾ is how and where we begin again.",
            "Stopping in the wrong place can change the meaning of a sentence.",
            "The small marks above the line tell you where a stop is required, allowed, or best avoided.",
            "When you stop on a word, its last vowel becomes a sukūn.",
            "Now we practise taking a breath at the right places.",
            "When you start again, begin from a place where the meaning is complete.",
            "Plan your breaths before you record this week's passage.",
        ],
        "Reading Al-Mulk with steady pace": [
            "This week we bring the rules together and read with a steady pace.",
            "A steady pace leaves room for every madd and every ghunnah without rushing.",
            "Choose a pace you can keep from the first verse to the last.",
            "Listen to your recording and note where you sped up.",
            "Then record again at the pace you chose.",
        ],
        "Polishing the whole sūrah": [
            "This week is for polishing.",
            "Go back to your coach's notes from the past weeks and choose the two corrections that come up most.",
            "Read the passage slowly with only those two in mind.",
            "Then read it again at your normal pace.",
            "Small, steady corrections make the biggest difference.",
        ],
        "Final recital of Al-Mulk": [
            "This is the final recital of the term.",
            "Read the whole sūrah with everything you have learnt: the makhārij, the qualities, the ghunnah and the madd.",
            "Take your time, breathe where the meaning allows, and begin again from a complete phrase.",
            "Your coach will listen to the whole recital and send you notes for the next term.",
            "May your recitation be a light for you.",
        ],
        "Final recital of Al-Qalam": [
            "This is the final recital of the term: Sūrat Al-Qalam.",
            "Bring together every rule of the term in a longer passage.",
            "Plan your stops before you begin, and keep one steady pace.",
            "Your coach will listen to the whole recital and send you notes for the next term.",
            "May your recitation be a light for you.",
        ],
        // Level I
        "The Arabic letters": [
            "Welcome to the first lesson: the Arabic letters.",
            "Arabic has twenty-eight letters, and it is written from right to left.",
            "In this video we meet the letters in order and hear each one clearly.",
            "Most letters change their shape a little depending on where they sit in a word.",
            "Now we practise the letters that look alike and are told apart by their dots.",
            "Say each letter aloud after you hear it, and point to it as you say it.",
        ],
        "Short vowels": [
            "The short vowels are small marks above or below a letter.",
            "The fatḥah above the letter gives an a sound.",
            "The kasrah below the letter gives an i sound.",
            "The ḍammah above the letter gives a u sound.",
            "Now we read letters with each vowel, slowly and clearly.",
            "Keep every short vowel short: one count, no more.",
        ],
        "Sukūn and shaddah": [
            "A sukūn is a small circle above a letter: the letter has no vowel, and the sound stops on it.",
            "A shaddah looks like a small w: the letter is doubled, held once and then read with its vowel.",
            "Press a little on a letter with a shaddah, without rushing past it.",
            "Read this week's passage and find every sukūn and every shaddah before you record.",
        ],
        "Long vowels": [
            "The long vowels stretch a short vowel to two counts.",
            "An alif after a fatḥah, a yāʾ after a kasrah, and a wāw after a ḍammah make the long vowels.",
            "Count steadily, like the ticking of a slow clock.",
            "Record the passage and keep every long vowel at two counts.",
        ],
        "Tanwīn": [
            "Tanwīn is a doubled vowel mark at the end of a word.",
            "It adds an n sound after the vowel: an, in or un.",
            "The n is written as a mark, not as a letter.",
            "When you stop at the end of a verse, the tanwīn usually falls silent.",
            "Listen for the n in each example, then read them aloud.",
        ],
        "The definite article": [
            "The definite article in Arabic is al, the alif and the lām at the start of a word.",
            "It means the, as in the book or the sun.",
            "After a word that ends in a vowel, the alif of al is not pronounced.",
            "Next week we learn when the lām is heard and when it is not.",
            "For now, find every al in the passage and read it smoothly into its word.",
        ],
        "Sun and moon letters": [
            "After the definite article, the lām is sometimes heard and sometimes not.",
            "Before the moon letters, the lām is clear.",
            "Before the sun letters, the lām is silent and the next letter is doubled with a shaddah.",
            "The names come from the words for the sun and the moon, which show each kind.",
            "Now we sort the letters into sun and moon letters together.",
            "Read the passage and mark each al as sun or moon before you record.",
        ],
        "Joining words": [
            "Reading well means joining words smoothly.",
            "When one word ends with a sukūn and the next begins with al, we add a small vowel to join them.",
            "When you join, do not stop between the words to take a breath.",
            "Practise the joins in this week's passage slowly, then at your normal pace.",
        ],
        "Reading slowly and clearly": [
            "This week is about reading slowly and clearly.",
            "Slow reading gives every letter its place and every vowel its length.",
            "Clear does not mean loud: a calm voice is easier to keep steady.",
            "Record the passage at a pace where you make no mistakes, even if it feels slow.",
        ],
        "Stopping at a verse's end": [
            "The end of each verse is marked with a small circle holding its number.",
            "When you stop there, the last vowel of the word becomes a sukūn.",
            "A tanwīn with a fatḥah becomes a short alif when you stop on it.",
            "Take your breath at the verse's end, then begin the next verse cleanly.",
            "Practise stopping and starting in this week's passage.",
        ],
        "Reading Al-ʿAṣr": [
            "This week we read a whole short sūrah: Al-ʿAṣr.",
            "It has three verses, and it is often recited at the close of a gathering.",
            "Use what you have learnt: the vowels, the sukūn, the shaddah and the stop at each verse's end.",
            "Read it slowly three times before you record.",
        ],
        "Reading Al-Kawthar": [
            "This week's sūrah is Al-Kawthar, the shortest sūrah of the Qur'an.",
            "It has three verses; watch for the shaddah and the long vowels.",
            "Stop at each verse's end and begin the next one calmly.",
            "Record it when you can read it without a pause in the middle of a word.",
        ],
        "Reading Al-Ikhlāṣ": [
            "This week's sūrah is Al-Ikhlāṣ.",
            "It has four short verses, and every verse ends with a letter you stop on with a sukūn.",
            "Read the verse endings clearly, without adding a vowel.",
            "Record the sūrah at a calm and steady pace.",
        ],
        "Reading Al-Falaq": [
            "This week's sūrah is Al-Falaq.",
            "It has five verses, and it asks for protection.",
            "Watch for the sun letters after the definite article, and the stop at each verse's end.",
            "Read it slowly, then record it at a pace you can keep.",
        ],
        "Final recital of Al-Fātiḥah": [
            "This is the final recital of the term: Al-Fātiḥah.",
            "It is the sūrah we recite in every prayer, so it is worth reading with care.",
            "Bring together the letters, the vowels, the long vowels and the stops at each verse's end.",
            "Your coach will listen to the whole recital and send you notes for the next term.",
            "May Allah accept it from you.",
        ],
    ]
}
