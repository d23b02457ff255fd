import Testing
import WebAuthnTestSupport

@testable import WebAuthn

@Suite struct ClientDataTests {
    @Test func readsWhatABrowserSends() throws {
        let json =
            #"{"type":"webauthn.get","challenge":"AAEC_-8","origin":"https://jamaal.example","crossOrigin":false,"other_keys_can_be_added_here":"do not compare clientDataJSON against a template. See https://goo.gl/yabPex"}"#
        let client = try ClientData(json: Array(json.utf8))
        #expect(client.type == "webauthn.get")
        #expect(client.challenge == [0x00, 0x01, 0x02, 0xff, 0xef])
        #expect(client.origin == "https://jamaal.example")
        #expect(!client.crossOrigin && client.topOrigin == nil)

        let framed =
            #"{"type":"webauthn.create","challenge":"AAEC_-8=","origin":"https://a.example","crossOrigin":true,"topOrigin":"https://b.example"}"#
        let other = try ClientData(json: Array(framed.utf8))
        #expect(other.challenge == [0x00, 0x01, 0x02, 0xff, 0xef] && other.crossOrigin && other.topOrigin == "https://b.example")
    }

    @Test func refusesWhatIsNotClientData() {
        let inputs = [
            "", "null", "[]", "{}", #"{"type":"webauthn.get","origin":"https://a.example"}"#,
            #"{"type":1,"challenge":"AA","origin":"https://a.example"}"#,
            #"{"type":"webauthn.get","challenge":"A+/=","origin":"https://a.example"}"#,
            #"{"type":"webauthn.get","challenge":"AA","origin":"https://a.example","crossOrigin":"no"}"#,
            String(repeating: "[", count: 8000), String(repeating: #"{"a":"#, count: 1500),
        ]
        for input in inputs {
            guard case .malformedClientData = refusal({ () throws(WebAuthnError) in try ClientData(json: Array(input.utf8)) }) else {
                Issue.record("accepted \(input.prefix(60))")
                continue
            }
        }
        #expect(
            refusal { () throws(WebAuthnError) in try ClientData(json: [UInt8](repeating: 0x20, count: 8193)) }
                == .tooLarge(part: "clientDataJSON", limit: 8192))
        #expect(refusal { () throws(WebAuthnError) in try ClientData(json: [0x7b, 0xff, 0xfe, 0x7d]) } != nil)
    }
}
