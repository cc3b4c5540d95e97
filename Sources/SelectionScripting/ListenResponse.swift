import SelectionTerminal

/// An answer of `sel choose --listen`'s server, as fzf 0.74's server writes it: a status line,
/// `Content-Length`, and the message and a newline (an accepted action chain: the status line
/// alone).
package enum ListenResponse: Sendable, Equatable {
    /// `200 OK`, nothing more: the action chain is queued.
    case accepted
    /// `200 OK` with the state as JSON.
    case state(String)
    /// `400 Bad Request` with fzf's message (sanitised).
    case badRequest(String)
    /// `401 Unauthorized`: the API key is missing or wrong.
    case unauthorized
    /// `403 Forbidden`: an action that runs a program without `--listen-unsafe` (sel's; fzf drops
    /// such actions silently, and only on a non-loopback address).
    case forbidden(String)
    /// `503 Service Unavailable`: too many connections or chains waiting.
    case unavailable
    /// `503 Service Unavailable` with `{"error":"timeout"}`: the host did not answer in time.
    case stateTimeout

    /// The bytes written to the client.
    package var bytes: [UInt8] {
        let text: String
        switch self {
        case .accepted: text = "HTTP/1.1 200 OK\r\n\r\n"
        case .state(let json): text = Self.answer("200 OK", json, json: true)
        case .badRequest(let message): text = Self.answer("400 Bad Request", Sanitiser.sanitise(message))
        case .unauthorized: text = Self.answer("401 Unauthorized", "invalid api key")
        case .forbidden(let message): text = Self.answer("403 Forbidden", Sanitiser.sanitise(message))
        case .unavailable: text = "HTTP/1.1 503 Service Unavailable\r\n\r\n"
        case .stateTimeout: text = Self.answer("503 Service Unavailable", "{\"error\":\"timeout\"}", json: true)
        }
        return Array(text.utf8)
    }

    private static func answer(_ status: String, _ message: String, json: Bool = false) -> String {
        let body = message + "\n"
        let type = json ? "Content-Type: application/json\r\n" : ""
        return "HTTP/1.1 \(status)\r\n\(type)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }
}
