import Foundation
import JamaalCore
import StripeAPI

/// How this Jamaal sells SB-01's two plans on the web through Stripe (#42): the secret API key that creates Checkout
/// and customer portal sessions, the webhook endpoint's signing secret that confirms what was paid, the two prices
/// ($2.99 a month, $24.99 a year, as set up in the Stripe account) and the API's origin (a loopback stand-in in tests).
/// Set by `jamaal serve --stripe-monthly-price ID --stripe-yearly-price ID` and the environment
/// (`JAMAAL_STRIPE_SECRET_KEY`, `JAMAAL_STRIPE_WEBHOOK_SECRET`, `JAMAAL_STRIPE_MONTHLY_PRICE`,
/// `JAMAAL_STRIPE_YEARLY_PRICE`, `JAMAAL_STRIPE_API_BASE`); the secrets only ever from the environment.
///
///     let stripe = try StripeConfiguration.fromEnvironment(ProcessInfo.processInfo.environment)
///     stripe.sellsOnTheWeb   // false until all four are set: the plans then say buying here isn't set up
public struct StripeConfiguration: Sendable, Equatable {
    /// `sk_…`: Checkout and portal sessions are created with it.
    public var secretKey: String?
    /// `whsec_…`: the webhook's signatures are checked with it; without it the webhook answers 503.
    public var webhookSecret: String?
    /// The Stripe price (`price_…`) of the monthly plan.
    public var monthlyPrice: String?
    /// The Stripe price of the yearly plan.
    public var yearlyPrice: String?
    /// Stripe's API origin, without a trailing slash.
    public var apiBase: String

    /// Stripe's own API origin.
    public static let stripeAPIBase = "https://api.stripe.com"

    public init(
        secretKey: String? = nil, webhookSecret: String? = nil, monthlyPrice: String? = nil, yearlyPrice: String? = nil,
        apiBase: String = StripeConfiguration.stripeAPIBase
    ) {
        self.secretKey = secretKey
        self.webhookSecret = webhookSecret
        self.monthlyPrice = monthlyPrice
        self.yearlyPrice = yearlyPrice
        self.apiBase = apiBase
    }

    /// What the shared Stripe client is given.
    public var settings: StripeSettings { StripeSettings(webhookSecret: webhookSecret, secretKey: secretKey, apiBase: apiBase) }

    /// The two prices, when both are configured.
    public var prices: WebPrices? {
        guard let monthly = monthlyPrice, let yearly = yearlyPrice, !monthly.isEmpty, !yearly.isEmpty else { return nil }
        return WebPrices(monthly: monthly, yearly: yearly)
    }

    /// Whether the plans can be bought here: a secret key to start Checkout, both prices, and the webhook's secret to
    /// hear that they were paid (without it a purchase could never be confirmed, so none is offered).
    public var sellsOnTheWeb: Bool { (secretKey ?? "").isEmpty == false && (webhookSecret ?? "").isEmpty == false && prices != nil }

    /// For the operator's start-up line: what is not configured, by the name that configures it (empty when selling).
    public var missing: [String] {
        var names: [String] = []
        if (secretKey ?? "").isEmpty { names.append("JAMAAL_STRIPE_SECRET_KEY") }
        if (webhookSecret ?? "").isEmpty { names.append("JAMAAL_STRIPE_WEBHOOK_SECRET") }
        if (monthlyPrice ?? "").isEmpty { names.append("--stripe-monthly-price") }
        if (yearlyPrice ?? "").isEmpty { names.append("--stripe-yearly-price") }
        return names
    }

    /// A value the configuration cannot use, worded for the operator who set it.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The configuration from the environment; the prices may be given again on the command line.
    public static func fromEnvironment(_ environment: [String: String]) throws(Problem) -> StripeConfiguration {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var configuration = StripeConfiguration(
            secretKey: value("JAMAAL_STRIPE_SECRET_KEY"), webhookSecret: value("JAMAAL_STRIPE_WEBHOOK_SECRET"))
        try configuration.setPrice(monthly: value("JAMAAL_STRIPE_MONTHLY_PRICE"), "JAMAAL_STRIPE_MONTHLY_PRICE")
        try configuration.setPrice(yearly: value("JAMAAL_STRIPE_YEARLY_PRICE"), "JAMAAL_STRIPE_YEARLY_PRICE")
        if let base = value("JAMAAL_STRIPE_API_BASE") {
            configuration.apiBase = try apiBase(base)
        }
        return configuration
    }

    /// Sets the monthly price (`source` names where it came from, for the refusal).
    public mutating func setPrice(monthly price: String?, _ source: String) throws(Problem) {
        guard let price else { return }
        monthlyPrice = try Self.price(price, source)
    }

    /// Sets the yearly price.
    public mutating func setPrice(yearly price: String?, _ source: String) throws(Problem) {
        guard let price else { return }
        yearlyPrice = try Self.price(price, source)
    }

    /// A Stripe price id: letters, digits and `_`, at most 255 characters.
    static func price(_ text: String, _ source: String) throws(Problem) -> String {
        guard !text.isEmpty, text.count <= 255,
            text.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
        else { throw Problem(description: "\(source) must be a Stripe price id like price_1Mo… (letters, digits and _).") }
        return text
    }

    /// An https origin, or http on loopback for a local stand-in; without a trailing slash.
    static func apiBase(_ text: String) throws(Problem) -> String {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://127.0.0.1") || lowered.hasPrefix("http://localhost") else {
            throw Problem(
                description: "JAMAAL_STRIPE_API_BASE must be an https:// URL (or http:// on loopback for a local Stripe stand-in).")
        }
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }
}
