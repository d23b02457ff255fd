import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowWeb

extension QuranFlowProduct {
    /// Every page of a signed-in account is rendered with its Qur'an script: the body carries the choice's classes
    /// (``QuranScriptChoice/bodyClasses``), which the stylesheet maps onto every Arabic surface. The choice is read only
    /// when a page is actually rendered (not for static files, JSON or redirects); if it cannot be read the page keeps
    /// the design's face and sizes.
    public func handle(_ context: RequestContext, _ body: () throws -> Response) throws -> Response {
        guard let account = context.account, !context.isAPI else { return try body() }
        let store = QuranScriptStore(database: environment.database)
        let id = account.id
        return try PageFrame.$accountClasses.withValue({ (try? store.choice(of: id))?.bodyClasses ?? [] }) { try body() }
    }
}
