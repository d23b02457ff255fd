import Foundation
import HTTPServer
import Testing

/// No room to write — a full disk, a quota, a file-size limit — is 507; any other write failure 503. (A real write past
/// a file-size limit is `Tests/Browser/test_storage_full.py`: a process-wide limit has no place among parallel tests.)
@Suite struct StorageFailureTests {
    @Test func noRoomIs507WhateverWrapsIt() {
        #expect(StorageFailure.httpError(errno: ENOSPC).status.code == 507)
        #expect(StorageFailure.httpError(errno: EFBIG).status.code == 507)
        #expect(StorageFailure.httpError(errno: EDQUOT).status.code == 507)
        #expect(StorageFailure.httpError(errno: EACCES).status.code == 503)
        // Foundation's write error as Linux throws it: Cocoa 512 wrapping POSIX 27 (EFBIG).
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EFBIG))])
        #expect(StorageFailure.answer(to: wrapped)?.status.code == 507)
        #expect(StorageFailure.answer(to: CocoaError(.fileWriteOutOfSpace))?.status.code == 507)
        #expect(StorageFailure.answer(to: CocoaError(.fileNoSuchFile)) == nil)
        struct Other: Error {}
        #expect(StorageFailure.answer(to: Other()) == nil)
    }
}
