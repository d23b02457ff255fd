import Testing

@testable import HTTPServer

/// glibc takes the serving malloc options (two arenas, 64-KiB mmap threshold, 128-KiB trim threshold); the effect on the
/// process's resident memory under load is measured by `make bench` (BENCHMARKS.md, "The load run").
@Suite struct MallocPolicyTests {
    @Test func glibcAcceptsTheServingOptions() {
        #expect(MallocPolicy.applyForServing())
    }
}
