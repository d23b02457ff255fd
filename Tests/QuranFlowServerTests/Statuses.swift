import Foundation

/// Status codes (and the first body) collected from racing threads.
final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [Int] = []
    private var text = ""

    func add(_ code: Int, _ body: String = "") {
        lock.lock()
        codes.append(code)
        if text.isEmpty { text = body }
        lock.unlock()
    }

    /// The first body added.
    var firstText: String { lock.lock(); defer { lock.unlock() }; return text }
    /// Every code, in arrival order.
    var all: [Int] { lock.lock(); defer { lock.unlock() }; return codes }
    /// Every code, sorted.
    var sorted: [Int] { all.sorted() }
}
