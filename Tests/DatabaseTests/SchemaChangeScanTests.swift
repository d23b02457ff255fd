import Testing

@testable import Database

/// A script that may change the schema drops the connection's prepared statements; others keep them.
@Suite struct SchemaChangeScanTests {
    @Test(arguments: [
        "CREATE TABLE t (a)", "create index i on t(a)", "ALTER TABLE t ADD b", "BEGIN; DrOp TABLE t; COMMIT;",
        "  \n\tcreate view v as select 1",
    ])
    func scriptsThatNameCreateAlterOrDrop(_ sql: String) {
        #expect(SQLiteConnection.mayChangeSchema(sql))
    }

    @Test(arguments: ["BEGIN IMMEDIATE", "COMMIT", "PRAGMA journal_mode=WAL", "", "CREAT", "DRO", "ALTE", "ĈREATE"])
    func scriptsThatDoNot(_ sql: String) {
        #expect(!SQLiteConnection.mayChangeSchema(sql))
    }
}
