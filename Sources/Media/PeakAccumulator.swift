/// Counts decoded samples and keeps the loudest one in every millisecond, so waveform peaks can be drawn at any
/// width once the (unknown in advance) length is known.
struct PeakAccumulator {
    /// Samples per kept block: 8 samples = 1 ms at the 8 kHz decode rate; ten minutes keep 600 000 blocks (1.2 MB).
    static let blockSize = 8

    /// 16-bit little-endian mono samples seen so far.
    private(set) var sampleCount = 0
    private var blocks: [UInt16] = []
    private var loudestInBlock: UInt16 = 0
    private var samplesInBlock = 0
    private var pendingByte: UInt8?

    /// Takes the next chunk of s16le bytes; a sample may straddle two chunks.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        if let low = pendingByte, !bytes.isEmpty {
            take(Int16(bitPattern: UInt16(low) | UInt16(bytes[0]) << 8))
            pendingByte = nil
            index = 1
        }
        while index + 1 < bytes.count {
            take(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
            index += 2
        }
        if index < bytes.count { pendingByte = bytes[index] }
    }

    private mutating func take(_ sample: Int16) {
        sampleCount += 1
        loudestInBlock = max(loudestInBlock, sample.magnitude)
        samplesInBlock += 1
        if samplesInBlock == Self.blockSize {
            blocks.append(loudestInBlock)
            loudestInBlock = 0
            samplesInBlock = 0
        }
    }

    /// The loudest absolute amplitude in each of `count` equal slices, scaled to 0…1.
    func peaks(count: Int) -> [Float] {
        guard count > 0 else { return [] }
        let all = samplesInBlock > 0 ? blocks + [loudestInBlock] : blocks
        guard !all.isEmpty else { return Array(repeating: 0, count: count) }
        return (0..<count).map { slice in
            let start = slice * all.count / count
            let end = max(start + 1, (slice + 1) * all.count / count)
            let loudest = all[start..<min(end, all.count)].max() ?? 0
            return min(1, Float(loudest) / 32768)
        }
    }
}
