import Foundation
import Testing

/// The admin's pages as one section of the site (the log they write: QuranFlowPersistenceTests' AdminAuditLogTests).
@Suite struct AdminNavigationTests {
    @Test func theAdminPagesShareOneNavigationWithTheCurrentSectionMarked() throws {
        let app = try TestApp()
        let client = app.client()
        client.signIn("admin@quranflow.test")
        let page = client.get("/admin")
        #expect(page.status == .ok)
        #expect(page.text.contains("aria-label=\"Programme admin\""))
        #expect(page.text.contains("aria-current=\"page\">Accounts</a>"))
        let reports = client.get("/admin/reports")
        #expect(reports.text.contains("aria-current=\"page\">Reports of issues</a>"))
    }
}
