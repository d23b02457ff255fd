import Foundation

/// The one place email addresses are normalised and checked.
public enum EmailAddress {
    /// Lower-cased and trimmed; throws when it cannot be an address.
    public static func normalize(_ raw: String, field: String = "email") throws -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard email.count <= 254, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
              !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
              !email.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" })
        else {
            throw AccountError(.invalid, "Enter an email address like name@example.com.", field: field)
        }
        return email
    }
}
