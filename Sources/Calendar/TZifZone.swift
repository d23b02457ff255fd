import Foundation

/// A zone read from a TZif file (RFC 8536): its transitions from the v2+ 64-bit data block
/// and its POSIX footer for instants after the last transition.
struct TZifZone: Sendable {
    /// A local time type: designation, offset east of UTC, daylight flag.
    struct LocalTimeType: Sendable, Equatable {
        var abbreviation: String
        var utcOffset: Int
        var isDaylight: Bool
    }

    /// Transition instants (seconds since the epoch), ascending.
    let transitions: [Int64]
    /// For each transition, the index into `types` that applies from it on.
    let transitionTypes: [Int]
    let types: [LocalTimeType]
    let footer: POSIXZoneRule?

    /// The abbreviation in force at `utc` (seconds since the epoch).
    func abbreviation(at utc: Int64) -> String {
        localTime(at: utc).abbreviation
    }

    /// The designation and UTC offset in force at `utc` (seconds since the epoch).
    func localTime(at utc: Int64) -> (abbreviation: String, utcOffset: Int) {
        if let footer, transitions.isEmpty || utc >= transitions[transitions.count - 1] {
            let kind = footer.kind(at: Int(utc))
            return (kind.abbreviation, kind.utcOffset)
        }
        // Binary search: the last transition at or before `utc`; before the first, type 0 applies.
        var low = 0, high = transitions.count
        while low < high {
            let mid = (low + high) / 2
            if transitions[mid] <= utc { low = mid + 1 } else { high = mid }
        }
        let type = types[low == 0 ? 0 : transitionTypes[low - 1]]
        return (type.abbreviation, type.utcOffset)
    }
}

extension TZifZone {
    enum ParseError: Error { case malformed }

    /// Parses a TZif file, using the 64-bit (v2+) block when present and the v1 block otherwise.
    init(data: Data) throws {
        var reader = ByteReader(bytes: [UInt8](data))
        let v1 = try reader.header()
        guard v1.version >= 2 else {
            self = try reader.dataBlock(v1, timeSize: 4, footer: nil)
            return
        }
        try reader.skip(v1.dataBlockLength(timeSize: 4))
        let v2 = try reader.header()
        let blockStart = reader.offset
        try reader.skip(v2.dataBlockLength(timeSize: 8))
        let footer = reader.footer().flatMap(POSIXZoneRule.init)
        reader.offset = blockStart
        self = try reader.dataBlock(v2, timeSize: 8, footer: footer)
    }
}

/// The counts a TZif header declares.
private struct TZifHeader {
    var version: Int
    var isutcnt: Int, isstdcnt: Int, leapcnt: Int, timecnt: Int, typecnt: Int, charcnt: Int

    func dataBlockLength(timeSize: Int) -> Int {
        timecnt * timeSize + timecnt + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt
    }
}

/// Big-endian reading over the file's bytes, throwing on truncation.
private struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func skip(_ count: Int) throws {
        guard count >= 0, offset + count <= bytes.count else { throw TZifZone.ParseError.malformed }
        offset += count
    }

    mutating func integer(size: Int) throws -> Int64 {
        guard offset + size <= bytes.count else { throw TZifZone.ParseError.malformed }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        offset += size
        // Sign-extend from `size` bytes.
        let shift = UInt64(64 - size * 8)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw TZifZone.ParseError.malformed }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func header() throws -> TZifHeader {
        guard offset + 44 <= bytes.count, bytes[offset..<offset + 4].elementsEqual("TZif".utf8)
        else { throw TZifZone.ParseError.malformed }
        let versionByte = bytes[offset + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - 48
        try skip(20)
        var counts: [Int] = []
        for _ in 0..<6 {
            let count = try integer(size: 4)
            guard count >= 0 else { throw TZifZone.ParseError.malformed }
            counts.append(Int(count))
        }
        return TZifHeader(
            version: version, isutcnt: counts[0], isstdcnt: counts[1], leapcnt: counts[2],
            timecnt: counts[3], typecnt: counts[4], charcnt: counts[5])
    }

    mutating func dataBlock(_ header: TZifHeader, timeSize: Int, footer: POSIXZoneRule?) throws -> TZifZone {
        guard header.typecnt > 0 else { throw TZifZone.ParseError.malformed }
        var transitions: [Int64] = []
        for _ in 0..<header.timecnt { transitions.append(try integer(size: timeSize)) }
        var indices: [Int] = []
        for _ in 0..<header.timecnt {
            let index = Int(try byte())
            guard index < header.typecnt else { throw TZifZone.ParseError.malformed }
            indices.append(index)
        }
        var raw: [(offset: Int, isDaylight: Bool, designation: Int)] = []
        for _ in 0..<header.typecnt {
            let utcOffset = Int(try integer(size: 4))
            let isDaylight = try byte() != 0
            let designation = Int(try byte())
            raw.append((utcOffset, isDaylight, designation))
        }
        guard offset + header.charcnt <= bytes.count else { throw TZifZone.ParseError.malformed }
        let chars = Array(bytes[offset..<offset + header.charcnt])
        let types = raw.map { entry in
            let tail = entry.designation < chars.count ? chars[entry.designation...] : []
            let name = String(decoding: tail.prefix { $0 != 0 }, as: UTF8.self)
            return TZifZone.LocalTimeType(abbreviation: name, utcOffset: entry.offset, isDaylight: entry.isDaylight)
        }
        return TZifZone(transitions: transitions, transitionTypes: indices, types: types, footer: footer)
    }

    /// The text between the two newlines after the v2+ data block, if any.
    mutating func footer() -> String? {
        guard offset < bytes.count, bytes[offset] == 0x0A else { return nil }
        let rest = bytes[(offset + 1)...]
        guard let end = rest.firstIndex(of: 0x0A) else { return nil }
        let text = String(decoding: rest[..<end], as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
