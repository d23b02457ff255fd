import Foundation

/// The PCM inside a RIFF/WAVE file (as espeak-ng writes it): its format and its sample bytes.
struct WAVSound: Equatable, Sendable {
    let sampleRate: Int
    let channels: Int
    let bitsPerSample: Int
    var samples: Data

    /// Bytes per second of sound.
    var byteRate: Int { sampleRate * channels * bitsPerSample / 8 }
    /// Bytes per sample frame (all channels).
    var frameBytes: Int { channels * bitsPerSample / 8 }
    /// Seconds of sound.
    var duration: TimeInterval { byteRate > 0 ? Double(samples.count) / Double(byteRate) : 0 }

    /// Reads a PCM WAV file. A `data` chunk whose stated size runs past the file (a writer that could not seek back)
    /// is read to the end of the file.
    init(fileAt path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        func unreadable(_ why: String) -> MediaError { MediaError(.corrupt, "The spoken audio could not be read (\(why)).") }
        guard bytes.count >= 12, bytes.prefix(4) == Data("RIFF".utf8), bytes[8..<12] == Data("WAVE".utf8) else {
            throw unreadable("not a WAV file")
        }
        func uint(_ offset: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(bytes[bytes.startIndex + offset + $1]) << (8 * $1) }
        }
        var offset = 12
        var format: (rate: Int, channels: Int, bits: Int)?
        var sound: Data?
        while offset + 8 <= bytes.count, sound == nil {
            let id = String(decoding: bytes[(bytes.startIndex + offset)..<(bytes.startIndex + offset + 4)], as: UTF8.self)
            let size = uint(offset + 4, 4)
            let body = offset + 8
            if id == "fmt ", body + 16 <= bytes.count {
                guard uint(body, 2) == 1 else { throw unreadable("not PCM") }
                format = (rate: uint(body + 4, 4), channels: uint(body + 2, 2), bits: uint(body + 14, 2))
            } else if id == "data" {
                let end = min(bytes.count, body + size)
                sound = bytes.subdata(in: (bytes.startIndex + body)..<(bytes.startIndex + end))
            }
            offset = body + size + (size & 1)
        }
        guard let format, let sound, format.rate > 0, format.channels > 0, format.bits == 16 else {
            throw unreadable("no 16-bit PCM sound in it")
        }
        sampleRate = format.rate
        channels = format.channels
        bitsPerSample = format.bits
        samples = sound.prefix(sound.count - sound.count % (format.channels * 2))
    }

    init(sampleRate: Int, channels: Int, bitsPerSample: Int, samples: Data) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.bitsPerSample = bitsPerSample
        self.samples = samples
    }

    /// Silence of `seconds` in this format, whole frames.
    func silence(_ seconds: TimeInterval) -> Data {
        Data(count: Int((seconds * Double(sampleRate)).rounded()) * frameBytes)
    }

    /// The file's bytes: a 44-byte header and the samples.
    var fileData: Data {
        var data = Data()
        func append(_ value: Int, _ width: Int) { for index in 0..<width { data.append(UInt8(truncatingIfNeeded: value >> (8 * index))) } }
        data.append(contentsOf: Array("RIFF".utf8))
        append(36 + samples.count, 4)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(16, 4)
        append(1, 2)
        append(channels, 2)
        append(sampleRate, 4)
        append(byteRate, 4)
        append(frameBytes, 2)
        append(bitsPerSample, 2)
        data.append(contentsOf: Array("data".utf8))
        append(samples.count, 4)
        data.append(samples)
        return data
    }
}
