import HTTPServer
import QuranFlowCore
import QuranFlowPersistence
import QuranFlowWeb

extension QuranFlowProduct {
    /// Every page of a signed-in account is rendered with its Qur'an script: the body carries the choice's classes
    /// (``QuranScriptChoice/bodyClasses``), which the stylesheet maps onto every Arabic surface. API calls and unsafe
    /// requests run as they are.
    public func handle(_ context: RequestContext, _ body: () throws -> Response) throws -> Response {
        guard let account = context.account, !context.isAPI, context.request.method == .get || context.request.method == .head,
            let choice = try QuranScriptStore(database: environment.database).choice(of: account.id)
        else { return try body() }
        return try PageFrame.$accountClasses.withValue(choice.bodyClasses) { try body() }
    }
}
