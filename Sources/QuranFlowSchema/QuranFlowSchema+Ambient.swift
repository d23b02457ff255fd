import Database

extension QuranFlowSchema {
    /// The ambient layer (122): `widget_tokens`, each a device's read-only credential for the ambient routes, made and
    /// revoked from Profile (or the coach's You tab). Only a digest of the token is kept; the token is shown once.
    static let ambient: [Migration] = [
        Migration(
            version: 122, name: "ambient: widget device tokens",
            sql: """
                CREATE TABLE widget_tokens (
                    id TEXT PRIMARY KEY,
                    account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    digest TEXT NOT NULL UNIQUE,
                    label TEXT NOT NULL,
                    created_at BIGINT NOT NULL,
                    last_used_at BIGINT,
                    revoked_at BIGINT
                );
                CREATE INDEX widget_tokens_by_account ON widget_tokens(account_id, created_at);
                """)
    ]
}
