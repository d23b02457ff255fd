import Foundation

/// The one place email addresses are normalised and checked.
public enum EmailAddress {
    /// The form every lookup uses — sign-in, its throttle, reset and unlock — valid or not: trimmed and lower-cased, so
    /// " Sarah@QuranFlow.test" and "sarah@quranflow.test" are one address everywhere.
    ///
    ///     EmailAddress.key(" Sarah@QuranFlow.test ")   // "sarah@quranflow.test"
    public static func key(_ raw: String) -> String {
        String(raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().prefix(320))
    }

    /// ``key(_:)``, checked: throws when it cannot be an address.
    public static func normalize(_ raw: String, field: String = "email") throws -> String {
        let email = key(raw)
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
