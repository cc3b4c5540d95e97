import SelectionUI
import Testing

@testable import SelectionScripting

/// `--listen`'s request parser (fzf 0.74's `handleHttpRequest`): what is a request, what is
/// refused with which message, and the caps.
struct ListenRequestTests {
    private func parse(_ text: String, ended: Bool = false) -> ListenRequest.Parse {
        ListenRequest.parse(Array(text.utf8), ended: ended)
    }

    @Test func aPostCarriesItsBodyTrimmedOfLineEnds() {
        let text = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 16\r\nX-Api-Key:  k1 \r\n\r\nchange-query(a)\n"
        #expect(parse(text) == .complete(ListenRequest(kind: .post(body: "change-query(a)"), apiKey: "k1"), consumed: text.utf8.count))
    }

    @Test func aGetTakesLimitAndOffsetAndFzfsDefaults() {
        #expect(
            parse("GET / HTTP/1.1\r\n\r\n") == .complete(ListenRequest(kind: .state(limit: 100, offset: 0)), consumed: 18))
        let text = "GET /?offset=2&limit=7&x=1 HTTP/1.1\r\nx-api-key: s\r\n\r\n"
        #expect(parse(text) == .complete(ListenRequest(kind: .state(limit: 7, offset: 2), apiKey: "s"), consumed: text.utf8.count))
    }

    @Test(arguments: [
        ("PUT / HTTP/1.1\r\n\r\n", ListenRequestError.invalidMethod),
        ("GET /x HTTP/1.1\r\n\r\n", .invalidMethod),
        // fzf's pattern takes only [a-z0-9=&] after `?`.
        ("GET /?limit=-1 HTTP/1.1\r\n\r\n", .invalidMethod),
        ("POST / HTTP/1.1\r\n\r\n", .missingContentLength),
        ("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nContent-Length: -3\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n", .invalidContentLength),
        ("POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n", .invalidContentLength),
    ])
    func malformedRequestsAreRefusedWithFzfsMessage(text: String, error: ListenRequestError) {
        #expect(parse(text) == .failed(error))
    }

    @Test func aRequestCutShortWaitsThenFailsAtTheEnd() {
        let text = "POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nab"
        #expect(parse(text) == .incomplete)
        #expect(parse(text, ended: true) == .failed(.incomplete))
        #expect(parse("GE") == .incomplete)
        #expect(parse("GE", ended: true) == .failed(.invalidMethod))
        #expect(ListenRequestError.incomplete.description == "incomplete request")
    }

    @Test func headersPastTheCapAreRefusedWithoutWaiting() {
        let long = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: ListenRequest.headerLimit)
        #expect(parse(long) == .failed(.headersTooLarge))
        let noLineEnd = String(repeating: "b", count: ListenRequest.headerLimit + 1)
        #expect(parse(noLineEnd) == .failed(.headersTooLarge))
        // Just under the cap, a request still waits for its end.
        #expect(parse("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 100)) == .incomplete)
    }

    @Test func theBodyIsExactlyContentLengthBytes() {
        let text = "POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nupdown"
        #expect(parse(text) == .complete(ListenRequest(kind: .post(body: "up")), consumed: text.utf8.count - 4))
    }

    @Test func aRequestSerialisedParsesBackToItself() {
        for request in [
            ListenRequest(kind: .post(body: "reload(seq 10)+first"), apiKey: "key"),
            ListenRequest(kind: .state(limit: 3, offset: 9)),
            // A body of line ends alone (found by ListenRequestFuzzer): it trims to nothing.
            ListenRequest(kind: .post(body: "")),
        ] {
            let bytes = request.serialised
            #expect(ListenRequest.parse(bytes) == .complete(request, consumed: bytes.count))
        }
    }

    @Test func addressesAreReadAsFzfReadsThem() throws {
        #expect(try ListenAddress(parsing: "6266") == .tcp(host: "localhost", port: 6266))
        #expect(try ListenAddress(parsing: ":0") == .tcp(host: "localhost", port: 0))
        #expect(try ListenAddress(parsing: "0.0.0.0:6266") == .tcp(host: "0.0.0.0", port: 6266))
        #expect(try ListenAddress(parsing: "/tmp/x.sock") == .socket("/tmp/x.sock"))
        #expect(throws: ListenAddressError.port("65536")) { try ListenAddress(parsing: "65536") }
        #expect(throws: ListenAddressError.address("a:b:c")) { try ListenAddress(parsing: "a:b:c") }
        #expect(try ListenAddress(parsing: "127.0.0.1:1").isLocal)
        #expect(try !ListenAddress(parsing: "0.0.0.0:1").isLocal)
    }

    @Test func actionsThatRunProgramsAreTheGatedOnes() {
        #expect(ListenActions.commands(in: "up+change-query(x)", allowsPrograms: false) == .success([.moveUp, .setQuery("x")]))
        for chain in ["reload(ls)", "execute(vi)", "execute-silent(true)", "become(ls)", "transform(echo up)", "up+refresh-preview"] {
            guard case .failure(let refusal) = ListenActions.commands(in: chain, allowsPrograms: false),
                case .forbidden = refusal.response
            else {
                Issue.record("\(chain) is refused without --listen-unsafe")
                continue
            }
            #expect(throws: Never.self) { try ListenActions.commands(in: chain, allowsPrograms: true).get() }
        }
        #expect(
            ListenActions.commands(in: "", allowsPrograms: true)
                == .failure(ListenResponseRefusal(response: .badRequest("no action specified"))))
    }

    @Test func responsesAreFzfsBytes() {
        #expect(String(decoding: ListenResponse.accepted.bytes, as: UTF8.self) == "HTTP/1.1 200 OK\r\n\r\n")
        #expect(
            String(decoding: ListenResponse.unauthorized.bytes, as: UTF8.self)
                == "HTTP/1.1 401 Unauthorized\r\nContent-Length: 16\r\n\r\ninvalid api key\n")
        #expect(
            String(decoding: ListenResponse.state("{}").bytes, as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{}\n")
        // A message never carries a control character back.
        #expect(
            String(decoding: ListenResponse.badRequest("unknown action '\u{1B}[2J'").bytes, as: UTF8.self).contains("\u{1B}") == false)
    }
}
