import Foundation
import JWSVerification
import JamaalCore

/// ST-05's Restore: a StoreKit 2 signed transaction (compact JWS) checked on this device — the `x5c` chain to the
/// configured root as of the transaction's signed date, the ES256 signature with the leaf's key, Apple's marker
/// extensions on the leaf and intermediate — then the payload's rule (``AppStoreTransaction``: product, bundle,
/// expiry). Revocation is not checked offline.
///
///     let restored = try TransactionRestore.verify(text, configuration: env.appStore, now: now)
enum TransactionRestore {
    /// Apple's marker on an App Store receipt-signing leaf certificate.
    static let leafExtension = "1.2.840.113635.100.6.11.1"
    /// Apple's marker on the intermediate (Apple Worldwide Developer Relations) that issues it.
    static let intermediateExtension = "1.2.840.113635.100.6.2.1"

    /// A refused restore: the person's message; nothing was saved.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// The verified subscription and the transaction's id.
    static func verify(_ text: String, configuration: AppStoreConfiguration, now: Date) throws(Refusal) -> (Subscription, String) {
        // A person reads these: what they can and cannot do, never a flag or a path (the operator's side is in the
        // serve command's help and its start-up log line).
        guard let path = configuration.rootCertificatePath else {
            throw Refusal(message: "Restoring a purchase isn’t available on this Jamaal. Nothing was changed.")
        }
        guard let root = FileManager.default.contents(atPath: path) else {
            throw Refusal(message: "Restoring a purchase isn’t available on this Jamaal right now. Nothing was changed.")
        }
        do {
            let verifier = try ES256ChainVerifier(rootCertificate: [UInt8](root))
            let jws = try CompactJWS(text)
            guard let signedDate = AppStoreTransaction.signedDate(of: jws.payload) else {
                throw Refusal(message: "This transaction’s contents cannot be read as an App Store transaction.")
            }
            let payload = try verifier.verify(
                jws, at: signedDate, leafExtension: leafExtension, intermediateExtension: intermediateExtension)
            let transaction = try AppStoreTransaction(payload: payload)
            return (try transaction.subscription(bundleID: configuration.bundleID, now: now), transaction.transactionID)
        } catch let error as JWSError {
            throw Refusal(message: error.message)
        } catch let error as AppStoreTransaction.Refusal {
            throw Refusal(message: error.message)
        } catch let error as Refusal {
            throw error
        } catch {
            throw Refusal(message: "This transaction could not be checked.")
        }
    }
}
