import HTTPServer

/// What every response of both products must carry: a CSP with `frame-ancestors 'none'`, `Referrer-Policy`,
/// `X-Content-Type-Options: nosniff` and a `Permissions-Policy` that denies the camera and the rest, with the
/// microphone allowed (to the page's own origin) exactly when `microphone` says.
///
/// ```swift
/// #expect(SecurityHeaderCheck.problems(in: response, microphone: false).isEmpty)
/// ```
public enum SecurityHeaderCheck {
    /// The headers `response` lacks or gets wrong, in words; empty when all is well. `microphone` nil checks only that
    /// the policy is one of the two.
    /// `base` is the product's policy for a page that records nothing (Jamaal's lets its own origin ask for the position).
    public static func problems(in response: Response, microphone: Bool?, base: String = PermissionsPolicy.denied) -> [String] {
        var problems: [String] = []
        let csp = response.headers["Content-Security-Policy"] ?? ""
        if !csp.contains("frame-ancestors 'none'") { problems.append("CSP without frame-ancestors 'none': \(csp)") }
        if response.headers["Referrer-Policy"] == nil { problems.append("no Referrer-Policy") }
        if response.headers["X-Content-Type-Options"] != "nosniff" { problems.append("no X-Content-Type-Options: nosniff") }
        let policy = response.headers["Permissions-Policy"]
        switch (policy, microphone) {
        case (nil, _): problems.append("no Permissions-Policy")
        case (let value?, nil):
            if value != base, value != PermissionsPolicy.recording { problems.append("Permissions-Policy \(value)") }
        case (let value?, let allowed?):
            let expected = allowed ? PermissionsPolicy.recording : base
            if value != expected { problems.append("Permissions-Policy \(value), expected \(expected)") }
        }
        return problems
    }

    /// Whether `response` lets its page use the microphone.
    public static func allowsMicrophone(_ response: Response) -> Bool {
        response.headers["Permissions-Policy"]?.contains("microphone=(self)") == true
    }
}
