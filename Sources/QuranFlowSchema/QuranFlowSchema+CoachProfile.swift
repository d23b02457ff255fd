import Database

extension QuranFlowSchema {
    /// Coaches' profile fields (140, issue 16): the honorific ("Ustadha"; the short "Ust." in `display_name` is derived
    /// from it), the ijāza line, and the certified levels as level numbers ("1,2"). A coach's welcome note is a
    /// `coachNote` medium owned by "coach:<id>/welcome" (``MediaOwner/welcomeNote(of:)``); whether a student has played
    /// it is their `playback_positions` row for it.
    static let coachProfile: [Migration] = [
        Migration(
            version: 140, name: "coach profile: honorific, ijaza, certified levels",
            sql: """
                ALTER TABLE coaches ADD COLUMN honorific TEXT NOT NULL DEFAULT '';
                ALTER TABLE coaches ADD COLUMN ijazah TEXT NOT NULL DEFAULT '';
                ALTER TABLE coaches ADD COLUMN certified_levels TEXT NOT NULL DEFAULT '';
                """)
    ]
}
