/// A registration's attestation object (WebAuthn Level 3 §6.5): the CBOR map of the attestation format (`fmt`), its
/// statement (`attStmt`) and the authenticator data (`authData`), read whole (no bytes may follow the map).
///
/// ```swift
/// let object = try AttestationObject(bytes: attestationObject)
/// object.format                                      // "none"
/// object.authenticatorData.attestedCredentialData    // the new credential
/// ```
public struct AttestationObject: Hashable, Sendable {
    /// The most bytes accepted (a self-attested registration is a few hundred; a certificate chain a few thousand).
    public static let maximumLength = 64 * 1024

    /// The attestation statement format, e.g. `"none"` or `"packed"`.
    public let format: String
    /// The format's statement, a map (empty for `"none"`).
    public let statement: CBORValue
    /// The raw authenticator data, as signed.
    public let authenticatorDataBytes: [UInt8]
    /// The authenticator data, read.
    public let authenticatorData: AuthenticatorData

    /// Reads `bytes`; throws ``WebAuthnError/malformedAttestationObject(_:)`` unless it is one CBOR map with a text
    /// `fmt`, a map `attStmt` and a byte string `authData` that reads as authenticator data.
    public init(bytes: [UInt8], decoder: CBORDecoder = CBORDecoder()) throws(WebAuthnError) {
        guard bytes.count <= Self.maximumLength else { throw .tooLarge(part: "attestation object", limit: Self.maximumLength) }
        let object: CBORValue
        do throws(CBORError) {
            object = try decoder.decode(bytes)
        } catch {
            throw .malformedAttestationObject(error.description)
        }
        guard object.mapEntries != nil else { throw .malformedAttestationObject("not a CBOR map") }
        guard let format = object["fmt"]?.text else { throw .malformedAttestationObject("no text “fmt”") }
        guard let statement = object["attStmt"], statement.mapEntries != nil else {
            throw .malformedAttestationObject("no map “attStmt”")
        }
        guard let authData = object["authData"]?.bytes else { throw .malformedAttestationObject("no byte string “authData”") }
        self.format = format
        self.statement = statement
        authenticatorDataBytes = authData
        authenticatorData = try AuthenticatorData(bytes: authData, decoder: decoder)
    }
}
