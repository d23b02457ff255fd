import HTTPServer

/// The recovery screen's guard: a store that won't open holds everyone's data, so only this machine — a loopback client
/// addressing a loopback name — may export it or set it aside.
///
///     Application(router: recovery, middlewares: [LoopbackOnly()])
struct LoopbackOnly: Middleware {
    func respond(to request: Request, next: Handler) throws -> Response {
        guard request.isLoopback, let host = request.headers["Host"], HostAllowList.isLoopbackHost(host) else {
            throw HTTPError(
                .serviceUnavailable,
                "Jamaal is down for maintenance: its store needs its operator's attention. Nothing you saved is lost; try again later.")
        }
        return try next(request)
    }
}
