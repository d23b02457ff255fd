import CMicroHTTPDShim

/// How a long-running server process asks glibc's malloc to hold memory. By default every thread that meets
/// contention gets an arena of its own (up to eight per core) and keeps what it freed; under the load mix that was
/// about a quarter of the process's resident memory. Two arenas, and blocks of 64 KiB or more (an upload's bytes, a
/// large page) mapped on their own and handed back when freed, keep the process near its working set
/// (BENCHMARKS.md, "The load run"). Call once, before the server's threads start.
///
/// ```swift
/// MallocPolicy.applyForServing()
/// ```
public enum MallocPolicy {
    /// Two malloc arenas; allocations of 64 KiB or more mapped separately; free memory above 128 KiB trimmed.
    @discardableResult
    public static func applyForServing() -> Bool {
        cmhd_malloc_policy(2, 64 * 1024, 128 * 1024) == 1
    }

    /// Hands the whole free pages inside the arenas back to the system. glibc only trims an arena's top on its own;
    /// what a burst of requests freed in its middle stays resident until this runs (`serve` calls it every second).
    ///
    /// ```swift
    /// MallocPolicy.trim()
    /// ```
    @discardableResult
    public static func trim() -> Bool {
        cmhd_malloc_trim() == 1
    }
}
