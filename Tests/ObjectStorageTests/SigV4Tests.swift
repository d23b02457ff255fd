import Foundation
import Testing

@testable import ObjectStorage

/// AWS's published SigV4 vectors: the signature test suite (get-vanilla, get-vanilla-query-order-key-case,
/// post-vanilla; key AKIDEXAMPLE, service "service", 2015-08-30 12:36:00 UTC) and the S3 API reference's worked
/// examples (a ranged GET Object with header auth, and a presigned GET URL valid for a day).
@Suite struct SigV4Tests {
    static let suite = SigV4(
        accessKey: "AKIDEXAMPLE", secret: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", region: "us-east-1", service: "service")
    static let suiteInstant = Date(timeIntervalSince1970: 1_440_938_160)
    static let s3 = SigV4(
        accessKey: "AKIAIOSFODNN7EXAMPLE", secret: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1", service: "s3")
    static let s3Instant = Date(timeIntervalSince1970: 1_369_353_600)

    @Test func timestampsAreUTC() {
        #expect(SigV4.timestamps(Self.suiteInstant) == ("20150830T123600Z", "20150830"))
        #expect(SigV4.timestamps(Date(timeIntervalSince1970: 0)) == ("19700101T000000Z", "19700101"))
    }

    @Test func getVanilla() {
        let (canonical, signed) = SigV4.canonicalRequest(
            method: "GET", path: "/", query: [], headers: ["Host": "example.amazonaws.com", "X-Amz-Date": "20150830T123600Z"],
            payloadHash: SigV4.emptyPayloadHash)
        #expect(
            canonical == "GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n\(SigV4.emptyPayloadHash)")
        #expect(signed == "host;x-amz-date")
        let toSign = Self.suite.stringToSign(canonicalRequest: canonical, amzDate: "20150830T123600Z")
        #expect(
            toSign
                == "AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\nbb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63"
        )
        let headers = Self.suite.headers(
            method: "GET", host: "example.amazonaws.com", path: "/", query: [], headers: [:], payloadHash: SigV4.emptyPayloadHash,
            at: Self.suiteInstant)
        #expect(
            headers["Authorization"]
                == "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"
        )
    }

    @Test func getVanillaQueryOrderKeyCase() {
        let headers = Self.suite.headers(
            method: "GET", host: "example.amazonaws.com", path: "/", query: [("Param2", "value2"), ("Param1", "value1")], headers: [:],
            payloadHash: SigV4.emptyPayloadHash, at: Self.suiteInstant)
        #expect(headers["Authorization"]?.hasSuffix("Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500") == true)
    }

    @Test func postVanilla() {
        let headers = Self.suite.headers(
            method: "POST", host: "example.amazonaws.com", path: "/", query: [], headers: [:], payloadHash: SigV4.emptyPayloadHash,
            at: Self.suiteInstant)
        #expect(headers["Authorization"]?.hasSuffix("Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b") == true)
    }

    @Test func s3GetObjectWithRange() {
        let headers = Self.s3.headers(
            method: "GET", host: "examplebucket.s3.amazonaws.com", path: "/test.txt", query: [], headers: ["Range": "bytes=0-9"],
            payloadHash: SigV4.emptyPayloadHash, at: Self.s3Instant)
        #expect(
            headers["Authorization"]
                == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"
        )
        #expect(headers["x-amz-content-sha256"] == SigV4.emptyPayloadHash)
    }

    @Test func s3PresignedURL() {
        let url = Self.s3.presignedURL(
            base: "https://examplebucket.s3.amazonaws.com", host: "examplebucket.s3.amazonaws.com", path: "/test.txt", expires: 86400,
            at: Self.s3Instant)
        #expect(
            url
                == "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"
        )
    }

    @Test func uriEncoding() {
        #expect(SigV4.uriEncode("a b/ç~", keepSlash: true) == "a%20b/%C3%A7~")
        #expect(SigV4.uriEncode("a/b", keepSlash: false) == "a%2Fb")
    }

    @Test func locationParsing() throws {
        let env = ["QURANFLOW_S3_ACCESS_KEY_ID": "AK", "QURANFLOW_S3_SECRET_ACCESS_KEY": "SK"]
        let location = try S3Location.parse("s3://media-1?endpoint=http://127.0.0.1:9000&region=eu-west-1", environment: env)
        #expect(location.endpoint == "http://127.0.0.1:9000" && location.host == "127.0.0.1:9000" && location.region == "eu-west-1")
        #expect(try S3Location.parse("s3://media-1", environment: env).endpoint == "https://s3.us-east-1.amazonaws.com")
        #expect(throws: S3LocationError.self) { try S3Location.parse("s3://media-1", environment: [:]) }
        #expect(throws: S3LocationError.self) { try S3Location.parse("s3://Media_1", environment: env) }
        #expect(throws: S3LocationError.self) { try S3Location.parse("s3://media?endpoint=ftp://x", environment: env) }
        #expect(throws: S3LocationError.self) { try S3Location.parse("s3://media?secret=x", environment: env) }
        #expect(throws: S3LocationError.self) { try S3Location.parse("http://media", environment: env) }
    }
}
