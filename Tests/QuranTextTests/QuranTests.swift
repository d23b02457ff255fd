import Foundation
import QuranText
import Testing

@Suite struct QuranTests {
    let quran = Quran.shared

    @Test func countsMatchTheMushaf() throws {
        #expect(quran.surahs.count == 114)
        #expect(quran.ayahCount == 6236)
        #expect(quran.surahs.reduce(0) { $0 + $1.ayahCount } == 6236)
        let mulk = try quran.surah(67)
        #expect(mulk.name == "Al-Mulk")
        #expect(mulk.arabicName == "المُلك")
        #expect(mulk.ayahCount == 30)
        #expect(mulk.revelationPlace == .makki)
        #expect(mulk.opensWithBismillah)
        #expect(try quran.ayahs(inSurah: 67).count == 30)
        #expect(try quran.surah(2).revelationPlace == .madani)
        #expect(try quran.surah(114).ayahCount == 6)
    }

    @Test func mulkOneWithoutBismillah() throws {
        let ayah = try quran.ayah(67, 1)
        #expect(ayah.text.hasPrefix("بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ "))
        #expect(ayah.hasBismillahPrefix)
        // Tanzil's Uthmani spelling of تَبَارَكَ (with tatweel and superscript alif).
        #expect(ayah.textWithoutBismillah.hasPrefix("تَبَـٰرَكَ ٱلَّذِى"))
        #expect(ayah.textWithoutBismillah.hasSuffix("قَدِيرٌ"))
        let words = try quran.passage(PassageReference(surah: 67, ayah: 1)).words(inAyah: 1)
        #expect(words.first == Word(surah: 67, ayah: 1, index: 1, text: "تَبَـٰرَكَ"))
        #expect(words.map(\.index) == Array(1...words.count))
        #expect(words.count == 9)
        #expect(!words.contains { $0.text == "بِسْمِ" })
    }

    @Test func pauseMarksAreNotWords() throws {
        // 67:2 "… أَحْسَنُ عَمَلًا ۚ وَهُوَ ٱلْعَزِيزُ ٱلْغَفُورُ"
        let mulk = try quran.passage(PassageReference(surah: 67, ayah: 2))
        let words = mulk.words(inAyah: 2)
        #expect(mulk.ayahs[0].text.contains(" ۚ "))
        #expect(words.count == 11)
        #expect(words[7].text == "عَمَلًا" && words[7].index == 8)
        #expect(words[8].text == "وَهُوَ" && words[8].index == 9)
        #expect(!words.contains { $0.text == "ۚ" })
        let tokens = mulk.displayTokens(inAyah: 2)
        #expect(tokens.count == 11)
        #expect(tokens[7].marks == ["ۚ"])
        #expect(tokens[7].text == "عَمَلًا ۚ")
        #expect(tokens.map(\.text).joined(separator: " ") == mulk.ayahs[0].text)

        // 2:2 "ذَٰلِكَ ٱلْكِتَـٰبُ لَا رَيْبَ ۛ فِيهِ ۛ هُدًى لِّلْمُتَّقِينَ" — two mu‘ānaqah marks.
        let baqarah = try quran.passage(PassageReference.parse("2:2"))
        #expect(baqarah.words.map(\.text) == ["ذَٰلِكَ", "ٱلْكِتَـٰبُ", "لَا", "رَيْبَ", "فِيهِ", "هُدًى", "لِّلْمُتَّقِينَ"])
        #expect(baqarah.words.map(\.index) == Array(1...7))
        #expect(baqarah.displayTokens.map(\.marks) == [[], [], [], ["ۛ"], ["ۛ"], [], []])
    }

    @Test func sajdahSignIsNotAWord() throws {
        // 16:50 ends with the sajdah sign ۩.
        let ayah = try quran.ayah(16, 50)
        #expect(ayah.text.hasSuffix(" ۩"))
        #expect(ayah.words.count == 7)
        #expect(ayah.displayTokens.last?.marks == ["۩"])
    }

    @Test func fatihahOneIsTheBismillah() throws {
        let ayah = try quran.ayah(1, 1)
        #expect(ayah.text == "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ")
        #expect(!ayah.hasBismillahPrefix)
        #expect(ayah.textWithoutBismillah == ayah.text)
        #expect(ayah.words.map(\.text) == ["بِسْمِ", "ٱللَّهِ", "ٱلرَّحْمَـٰنِ", "ٱلرَّحِيمِ"])
    }

    @Test func tawbahHasNoBismillah() throws {
        let ayah = try quran.ayah(9, 1)
        #expect(!ayah.hasBismillahPrefix)
        #expect(!(try quran.surah(9)).opensWithBismillah)
        #expect(ayah.text.hasPrefix("بَرَآءَةٌ"))
        #expect(ayah.textWithoutBismillah == ayah.text)
        #expect(ayah.words.first?.text == "بَرَآءَةٌ")
    }

    @Test func everyOtherFirstAyahLosesExactlyTheBismillah() throws {
        for surah in quran.surahs where surah.number != 1 && surah.number != 9 {
            let ayah = try quran.ayah(surah.number, 1)
            #expect(ayah.text.split(separator: " ")[3] == "ٱلرَّحِيمِ")
            #expect(ayah.text.hasSuffix(ayah.textWithoutBismillah))
            #expect(!ayah.textWithoutBismillah.isEmpty)
        }
    }

    @Test func passagesAndCitations() throws {
        let passage = try quran.passage(PassageReference.parse("67:1–3"))
        #expect(passage.citation == "AL-MULK · 67:1–3")
        #expect(passage.ayahs.map(\.number) == [1, 2, 3])
        #expect(passage.words.first?.text == "تَبَـٰرَكَ")
        #expect(passage.words(inAyah: 4).isEmpty)
        #expect(try quran.passage(PassageReference(surah: 67, ayah: 30)).citation == "AL-MULK · 67:30")
        #expect(try quran.passage(PassageReference(surah: 1, ayahs: 1...7)).citation == "AL-FĀTIḤAH · 1:1–7")
    }

    @Test func licenseAndAttribution() {
        #expect(Quran.license.hasPrefix("# PLEASE DO NOT REMOVE OR CHANGE THIS COPYRIGHT BLOCK\n"))
        #expect(Quran.license.contains("#  Tanzil Quran Text (Uthmani, Version 1.1)\n"))
        #expect(Quran.license.hasSuffix("#====================================================================\n"))
        #expect(Quran.attribution == "Qur'an text: Tanzil Project (tanzil.net), Uthmani 1.1, CC BY 3.0")
    }
}
