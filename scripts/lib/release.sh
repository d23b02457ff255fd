# The one way every script builds and finds the release binaries (sourced): `swift_release --product quranflow`,
# `swift_release --show-bin-path`.
#
# Release builds link the Swift runtime and Foundation into each binary (`--static-swift-stdlib`): a process then maps
# only the parts of them it uses, not whole shared libraries — about 6 MiB less resident per `quranflow serve` under
# the load mix (BENCHMARKS.md, "The load run"), at the price of a larger file (~120 MB). Every release build must
# use the same flags, or SwiftPM rebuilds everything each time they change.
swift_release() {
    swift build -c release --static-swift-stdlib "$@"
}
