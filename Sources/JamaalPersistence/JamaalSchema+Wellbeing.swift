import Database

extension JamaalSchema {
    /// 70–79: wellbeing — one record per closed logical day (#18). Append here.
    ///
    /// A day's record is written once, the first time Today or Wellbeing is loaded after the day ended, and never
    /// rewritten: it is the day's load as the meter counted it at the day's end. Read by day range through the key.
    static let wellbeing: [Migration] = [
        Migration(
            version: 70, name: "wellbeing: day records (one per closed logical day, written once)",
            sql: """
                CREATE TABLE day_records (
                    day TEXT PRIMARY KEY,
                    body TEXT NOT NULL
                )
                """),
        Migration(
            version: 71, name: "wellbeing: the logical days Jamaal was opened (time away is not strain, #40)",
            sql: """
                CREATE TABLE opened_days (
                    day TEXT PRIMARY KEY
                )
                """),
    ]
}
