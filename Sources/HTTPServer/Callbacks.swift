import CMicroHTTPD
import CMicroHTTPDShim
import Foundation

/// The C callbacks. They run on libmicrohttpd's pool threads.
enum Callbacks {
    static let uriLogger: cmhd_uri_logger = { cls, uri, _ in
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        context.inFlight.withLock { $0 += 1 }
        let state = RequestState(rawURI: uri.map { String(cString: $0) } ?? "/")
        return Unmanaged.passRetained(state).toOpaque()
    }

    static let completed: cmhd_completed_handler = { cls, _, requestContext, _ in
        guard let slot = requestContext, let pointer = slot.pointee else { return }
        // The request ended (answered, or the client went away mid-upload): its spooled body and parts go now.
        let state = Unmanaged<RequestState>.fromOpaque(pointer)
        state.takeUnretainedValue().spool?.remove()
        state.takeUnretainedValue().spool = nil
        state.release()
        slot.pointee = nil
        let context = Unmanaged<ServerContext>.fromOpaque(cls!).takeUnretainedValue()
        context.inFlight.withLock { $0 -= 1 }
    }

    static let access: cmhd_access_handler = { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
        guard let cls, let connection, let requestContext, let uploadSize else { return 0 }
        let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
        if requestContext.pointee == nil {
            // Not expected (the URI logger always runs first) but keep going with the decoded URL.
            context.inFlight.withLock { $0 += 1 }
            let state = RequestState(rawURI: url.map { String(cString: $0) } ?? "/")
            requestContext.pointee = Unmanaged.passRetained(state).toOpaque()
        }
        let state = Unmanaged<RequestState>.fromOpaque(requestContext.pointee!).takeUnretainedValue()
        let methodName = method.map { String(cString: $0) } ?? ""
        return handle(context, state, connection, methodName, uploadData, uploadSize) ? 1 : 0
    }

    private static func handle(
        _ context: ServerContext, _ state: RequestState, _ connection: OpaquePointer,
        _ methodName: String, _ uploadData: UnsafePointer<CChar>?,
        _ uploadSize: UnsafeMutablePointer<Int>
    ) -> Bool {
        let application = context.application
        if !state.started {
            state.started = true
            let (path, query) = state.pathAndQuery
            let headers = ResponseWriter.headers(of: connection)
            if let refusal = headRefusal(target: state.rawURI, headers: headers) {
                // Answered by the application (its error page, its middlewares' headers), with neither the over-long
                // target nor a route's work.
                let request = Request(
                    method: HTTPMethod(rawValue: methodName) ?? .get, path: refusal.status == .uriTooLong ? "/" : path,
                    query: refusal.status == .uriTooLong ? "" : query, headers: headers,
                    remoteAddress: ResponseWriter.clientAddress(of: connection))
                return ResponseWriter.queue(
                    application.process(request, failure: refusal, match: .notFound), on: connection, context: context)
            }
            guard let method = HTTPMethod(rawValue: methodName) else {
                // TRACE and CONNECT (RFC 9110 §9.3) and QUERY (the safe method with a body) are HTTP's own methods: known
                // here and taken by no route, so they get what any method a route does not take gets — 405 with the
                // path's `Allow`, or 404 where nothing is. A method HTTP does not define is 501.
                guard ["TRACE", "CONNECT", "QUERY"].contains(methodName) else {
                    return ResponseWriter.queue(
                        .text("Method not implemented", status: .notImplemented),
                        on: connection, context: context)
                }
                let allowed = HTTPMethod.allCases.filter {
                    if case .found = application.router.match($0, path) { true } else { false }
                }
                let request = Request(
                    method: .get, path: path, query: query, headers: headers,
                    remoteAddress: ResponseWriter.clientAddress(of: connection))
                return ResponseWriter.queue(
                    application.process(request, match: allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)),
                    on: connection, context: context)
            }
            let request = Request(
                method: method, path: path, query: query, headers: headers,
                remoteAddress: ResponseWriter.clientAddress(of: connection))
            let match = application.router.match(method, path)
            switch match {
            case .found(_, _, _, let body):
                state.bodyLimit = body.maxBytes ?? context.maxBodyBytes
                state.spoolFromStart = body.spooled
                state.match = match
            case .notFound, .methodNotAllowed:
                // Answer right away without reading any body.
                return ResponseWriter.queue(application.process(request, match: match), on: connection, context: context)
            }
            if let length = request.headers["Content-Length"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                length > state.bodyLimit
            {
                let response = application.process(request, failure: .payloadTooLarge(limit: state.bodyLimit), match: match)
                return ResponseWriter.queue(response, on: connection, context: context)
            }
            if let length = request.headers["Content-Length"].flatMap({ Int($0) }), length > 0, !state.spoolFromStart {
                if length <= context.spoolThreshold {
                    state.body.reserveCapacity(length)
                } else {
                    state.spoolFromStart = true
                }
            }
            state.request = request
            return true
        }
        if let answer = state.answer.withLock({ $0.take() }) {
            // Back from `bodyWork`: the connection was resumed to send this.
            return ResponseWriter.queue(answer, on: connection, context: context)
        }
        let size = uploadSize.pointee
        if size > 0 {
            if !state.tooLarge, state.spoolFailure == nil, let uploadData {
                if state.received + size > state.bodyLimit {
                    state.tooLarge = true
                    state.body = []
                    state.spool?.remove()
                    state.spool = nil
                } else {
                    receive(UnsafeRawBufferPointer(start: uploadData, count: size), into: state, context: context)
                }
            }
            uploadSize.pointee = 0
            return true
        }
        guard var request = state.request else { return false }
        state.request = nil
        if state.tooLarge {
            let response = application.process(request, failure: .payloadTooLarge(limit: state.bodyLimit), match: state.match)
            return ResponseWriter.queue(response, on: connection, context: context)
        }
        if let failure = state.spoolFailure {
            return ResponseWriter.queue(
                application.process(request, failure: failure, match: state.match), on: connection, context: context)
        }
        request.body = state.body
        state.body = []
        if let spool = state.spool {
            spool.finishWriting()
            request.bodyFile = spool
        }
        guard request.bodyFile != nil || request.body.count >= context.offloadThreshold else {
            // A form or a JSON body is answered here, like a GET: only uploads take seconds (decoding, probing).
            return ResponseWriter.queue(application.process(request, match: state.match), on: connection, context: context)
        }
        offload(Offloaded(request: request, match: state.match, state: state, connection: connection), context: context)
        return true
    }

    /// 414 for a request target over ``HTTPServer/maxRequestTargetBytes``, 431 for a head over
    /// ``HTTPServer/maxHeadBytes``; nil for a head within both.
    static func headRefusal(target rawURI: String, headers: HTTPHeaders) -> HTTPError? {
        let target = rawURI.utf8.count
        if target > HTTPServer.maxRequestTargetBytes { return .uriTooLong(limit: HTTPServer.maxRequestTargetBytes) }
        let head = headers.reduce(target) { bytes, field in
            let line = field.name.utf8.count + field.value.utf8.count + 4
            return bytes + (field.name.lowercased() == "cookie" ? 2 * line : line)
        }
        return head > HTTPServer.maxHeadBytes ? .headerFieldsTooLarge(limit: HTTPServer.maxHeadBytes) : nil
    }

    /// A request with its body, on its way to `bodyWork` and back.
    private struct Offloaded: @unchecked Sendable {
        let request: Request
        let match: RouteMatch?
        /// Owned by libmicrohttpd's request context until completion, which cannot come while the connection is suspended.
        let state: RequestState
        let connection: OpaquePointer
    }

    /// Answers an upload (a body of `offloadThreshold` bytes or more) on `bodyWork`: the connection is suspended, so its
    /// pool thread goes on serving the other connections it holds; once the answer is ready the connection is resumed
    /// and libmicrohttpd calls the access handler again, which queues it.
    private static func offload(_ work: Offloaded, context: ServerContext) {
        context.offloaded.withLock { $0 += 1 }
        MHD_suspend_connection(work.connection)
        context.bodyWork.submit {
            let response = context.application.process(work.request, match: work.match)
            work.state.answer.withLock { $0 = response }
            MHD_resume_connection(work.connection)
            context.offloaded.withLock { $0 -= 1 }
        }
    }

    /// Keeps a chunk: in memory up to the spool threshold, then (with what came before) in the request's body file.
    private static func receive(_ chunk: UnsafeRawBufferPointer, into state: RequestState, context: ServerContext) {
        state.received += chunk.count
        do {
            if state.spool == nil, state.spoolFromStart || state.received > context.spoolThreshold {
                let spool = try SpooledBody(under: context.spoolDirectory)
                state.spool = spool
                try state.body.withUnsafeBytes { try spool.append($0) }
                state.body = []
            }
            if let spool = state.spool {
                try spool.append(chunk)
            } else {
                state.body.append(contentsOf: chunk)
            }
        } catch {
            state.spoolFailure = error as? HTTPError ?? HTTPError(.serviceUnavailable, "The upload could not be stored.")
            state.spool?.remove()
            state.spool = nil
            state.body = []
        }
    }
}
