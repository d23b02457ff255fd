import Foundation

/// Why a sūrah, āyah or passage could not be given, in words a person can read.
///
/// ```swift
/// do { _ = try Quran.shared.surah(115) } catch let error as QuranTextError { print(error.message) }
/// ```
public struct QuranTextError: Error, LocalizedError, Hashable, Sendable {
    /// What went wrong, with the values involved.
    public enum Kind: Hashable, Sendable {
        /// The sūrah number is not 1…114.
        case noSuchSurah(Int)
        /// The sūrah exists but has fewer āyāt (or the āyah number is below 1).
        case noSuchAyah(surah: Int, ayah: Int)
        /// The reference's first āyah comes after its last; carries the text as given.
        case reversedRange(String)
        /// The text is not a reference like "67:1–3"; carries the text as given.
        case notAReference(String)
        /// A resource file is missing or malformed.
        case unreadableData(String)
    }

    /// The kind of failure.
    public let kind: Kind
    /// The sentence to show, e.g. "Al-Mulk has 30 āyāt; 67:31 does not exist."
    public let message: String

    /// The same as ``message``.
    public var errorDescription: String? { message }

    static func noSuchSurah(_ number: Int, surahCount: Int) -> QuranTextError {
        QuranTextError(
            kind: .noSuchSurah(number),
            message: "Sūrah \(number) does not exist — the Qur'an has \(surahCount) sūrahs.")
    }

    static func noSuchAyah(_ ayah: Int, in surah: Surah) -> QuranTextError {
        QuranTextError(
            kind: .noSuchAyah(surah: surah.number, ayah: ayah),
            message: "\(surah.name) has \(surah.ayahCount) āyāt; \(surah.number):\(ayah) does not exist.")
    }

    static func reversedRange(_ text: String) -> QuranTextError {
        QuranTextError(
            kind: .reversedRange(text),
            message: "“\(text)” is not a passage: the first āyah comes after the last.")
    }

    static func notAReference(_ text: String) -> QuranTextError {
        QuranTextError(
            kind: .notAReference(text),
            message: "“\(text)” is not a passage reference like 67:1–3.")
    }

    static func unreadableData(_ detail: String) -> QuranTextError {
        QuranTextError(kind: .unreadableData(detail), message: "The Qur'an text could not be read: \(detail).")
    }
}
