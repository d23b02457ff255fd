/// A sorted list of UTF-8 keys, each pointing at a city, answering "which keys start with …"
/// by binary search.
struct PrefixIndex: Sendable {
    private let keys: [[UInt8]]
    private let cityIndices: [Int32]

    /// Builds the index from unsorted (key, city index) pairs.
    init(_ entries: [(key: [UInt8], cityIndex: Int32)]) {
        let sorted = entries.sorted { Self.compare($0.key, $1.key) < 0 }
        keys = sorted.map(\.key)
        cityIndices = sorted.map(\.cityIndex)
    }

    /// Indices of cities with a key starting with `prefix`.
    func cities(withPrefix prefix: [UInt8]) -> ArraySlice<Int32> {
        let lower = lowerBound(prefix)
        // 0xFF never occurs in UTF-8, so prefix + [0xFF] sorts after every key that starts with prefix.
        let upper = lowerBound(prefix + [0xFF], from: lower)
        return cityIndices[lower..<upper]
    }

    /// Indices of cities whose key is exactly `key`.
    func cities(withKey key: [UInt8]) -> ArraySlice<Int32> {
        let lower = lowerBound(key)
        var upper = lower
        while upper < keys.count && keys[upper] == key { upper += 1 }
        return cityIndices[lower..<upper]
    }

    private func lowerBound(_ target: [UInt8], from start: Int = 0) -> Int {
        var low = start
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if Self.compare(keys[middle], target) < 0 {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Byte-wise lexicographic comparison: negative, zero or positive.
    private static func compare(_ left: [UInt8], _ right: [UInt8]) -> Int {
        let count = min(left.count, right.count)
        var index = 0
        while index < count {
            if left[index] != right[index] { return Int(left[index]) - Int(right[index]) }
            index += 1
        }
        return left.count - right.count
    }
}
