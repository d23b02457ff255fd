import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowWeb

extension QuranFlowProduct {
    /// Every page of a signed-in account is rendered with its Qur'an script: the body carries the choice's classes
    /// (``QuranScriptChoice/bodyClasses``), which the stylesheet maps onto every Arabic surface. The choice (one primary-key
    /// read) is read for each signed-in page request, not for JSON; if it cannot be read the page keeps the design's face
    /// and sizes.
    public func handle(_ context: RequestContext, _ body: () throws -> Response) throws -> Response {
        guard let account = context.account, !context.isAPI else { return try body() }
        let store = QuranScriptStore(database: environment.database)
        let id = account.id
        let classes = (try? store.choice(of: id))?.bodyClasses ?? []
        return try PageFrame.$accountClasses.withValue(classes) { try body() }
    }
}
