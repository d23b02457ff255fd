import JamaalCore
import Routing

/// SB-01's plans as a form value: `jamaal.monthly` or `jamaal.yearly` (anything else is refused naming the field).
extension SubscriptionProduct: PathParameter {
    public static var namesResource: Bool { false }
}

/// Buy a plan on the web (``JamaalRoute/checkout``): which one.
///
/// ```swift
/// input(.type("hidden"), .name(CheckoutForm.CodingKeys.product), .value(SubscriptionProduct.monthly.rawValue))
/// ```
public struct CheckoutForm: FormBody {
    public enum CodingKeys: String, CodingKey, CaseIterable { case product }
    public let product: SubscriptionProduct
}
