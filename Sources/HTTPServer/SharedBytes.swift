import Foundation

/// Bytes allocated once and sent by many responses without copying: a page kept in a cache. libmicrohttpd sends
/// straight from this memory and lets go of it when the response is done; the memory is freed with the last holder.
///
/// ```swift
/// let page = SharedBytes(html)                 // once, when the page is built
/// return Response(headers: ["Content-Type": "text/html; charset=utf-8"], body: .shared(page))
/// ```
public final class SharedBytes: @unchecked Sendable {  // immutable after init: written once, then only read
    let buffer: UnsafeMutableRawBufferPointer

    /// A copy of `text`'s UTF-8.
    public convenience init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// A copy of `bytes`.
    public init(_ bytes: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.baseAddress!.copyMemory(from: base, byteCount: source.count) }
        }
        buffer = memory
        count = bytes.count
    }

    /// The number of bytes.
    public let count: Int

    /// The bytes as an array (a copy).
    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }

    deinit { buffer.deallocate() }
}
