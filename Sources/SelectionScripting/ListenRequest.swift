import SelectionTerminal

/// One request to `sel choose --listen`, read as fzf 0.74's server reads them (`src/server.go`):
/// `GET /[?limit=N&offset=N] HTTP/…` asks for the state, `POST / HTTP/…` with a body performs an
/// action chain in `--bind` syntax; lines end in CRLF; `x-api-key` carries the key.
///
/// ```swift
/// let bytes = Array("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nup".utf8)
/// if case .complete(let request, _) = ListenRequest.parse(bytes) { print(request.kind) }  // post(body: "up")
/// ```
///
/// Bounded: the request line and headers together at most ``headerLimit`` bytes, the body at
/// most ``bodyLimit`` (fzf's limit, 1 MiB); more is refused, never buffered.
package struct ListenRequest: Sendable, Equatable {
    /// What the client asks for.
    package enum Kind: Sendable, Equatable {
        /// The state as JSON: at most `limit` matches and checked items, from `offset`.
        case state(limit: Int, offset: Int)
        /// Perform this action chain (CR and LF trimmed from its ends, as fzf does).
        case post(body: String)
    }

    /// What the client asks for.
    package var kind: Kind
    /// The `x-api-key` header's value, blanks trimmed; nil when absent.
    package var apiKey: String?

    /// The request line and the headers together: at most this many bytes.
    package static let headerLimit = 8 * 1024
    /// The body: at most this many bytes (fzf's `maxContentLength`).
    package static let bodyLimit = 1024 * 1024
    /// `limit` of a `GET` without one (fzf's default).
    package static let defaultLimit = 100

    /// How far a buffer of bytes read so far goes.
    package enum Parse: Sendable, Equatable {
        /// More bytes are needed (none of the caps is passed yet).
        case incomplete
        /// A whole request, and how many bytes of the buffer it took.
        case complete(ListenRequest, consumed: Int)
        /// A request to refuse with `400 Bad Request` and this message.
        case failed(ListenRequestError)
    }

    package init(kind: Kind, apiKey: String? = nil) {
        self.kind = kind
        self.apiKey = apiKey
    }

    /// Reads `bytes`, the bytes received on a connection so far; `ended`: the client sent
    /// nothing more (then an incomplete request fails as fzf's does).
    package static func parse(_ bytes: [UInt8], ended: Bool = false) -> Parse {
        var reader = ListenRequestReader(bytes)
        switch reader.read() {
        case .incomplete: return ended ? .failed(reader.endedError) : .incomplete
        case .complete(let request, let consumed): return .complete(request, consumed: consumed)
        case .failed(let error): return .failed(error)
        }
    }

    /// The request as a client (curl) would send it: parsing these bytes gives this request back.
    package var serialised: [UInt8] {
        var head: String
        var body: [UInt8] = []
        switch kind {
        case .state(let limit, let offset):
            head = "GET /?limit=\(limit)&offset=\(offset) HTTP/1.1\r\nHost: localhost\r\n"
        case .post(let text):
            // A body of line ends alone trims to nothing; one newline says so (a length of 0 is refused).
            body = text.isEmpty ? [0x0A] : Array(text.utf8)
            head = "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: \(body.count)\r\n"
        }
        if let apiKey { head += "x-api-key: \(apiKey)\r\n" }
        return Array((head + "\r\n").utf8) + body
    }
}

/// Why a request was refused (answered `400 Bad Request` with ``description``, fzf's wording).
package enum ListenRequestError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither `GET /[?…]` nor `POST /`.
    case invalidMethod
    /// A `POST` without a `Content-Length`.
    case missingContentLength
    /// A `Content-Length` that is no number, 0, or over the cap.
    case invalidContentLength
    /// The client stopped before the whole body arrived.
    case incomplete
    /// The request line and headers passed ``ListenRequest/headerLimit``.
    case headersTooLarge

    /// fzf's message, or sel's for the header cap fzf does not have.
    package var description: String {
        switch self {
        case .invalidMethod: "invalid request method"
        case .missingContentLength: "content-length header missing"
        case .invalidContentLength: "invalid content length"
        case .incomplete: "incomplete request"
        case .headersTooLarge: "request headers too large (over \(ListenRequest.headerLimit) bytes)"
        }
    }
}

/// Reads one request from the front of a buffer, line by line (CRLF), then the body.
private struct ListenRequestReader {
    let bytes: [UInt8]
    var index = 0
    var sawRequestLine = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// What the reader lacked when the client stopped sending.
    var endedError: ListenRequestError { sawRequestLine ? .incomplete : .invalidMethod }

    enum Step {
        case incomplete
        case complete(ListenRequest, consumed: Int)
        case failed(ListenRequestError)
    }

    mutating func read() -> Step {
        guard let first = nextLine() else { return headersPending }
        // fzf checks the request line as soon as it has it.
        if Self.isPost(first) { return readPost() }
        guard let query = Self.getQuery(first) else { return .failed(.invalidMethod) }
        sawRequestLine = true
        var apiKey: String?
        while true {
            guard let line = nextLine() else { return headersPending }
            if line.isEmpty { break }
            if let (name, value) = Self.header(line), name == "x-api-key" { apiKey = value }
        }
        let (limit, offset) = Self.parameters(query)
        return .complete(ListenRequest(kind: .state(limit: limit, offset: offset), apiKey: apiKey), consumed: index)
    }

    private mutating func readPost() -> Step {
        sawRequestLine = true
        var apiKey: String?
        var length = 0
        while true {
            guard let line = nextLine() else { return headersPending }
            if line.isEmpty { break }
            guard let (name, value) = Self.header(line) else { continue }
            if name == "content-length" {
                guard let number = Self.decimal(value), number > 0, number <= ListenRequest.bodyLimit else {
                    return .failed(.invalidContentLength)
                }
                length = number
            } else if name == "x-api-key" {
                apiKey = value
            }
        }
        guard length > 0 else { return .failed(.missingContentLength) }
        guard bytes.count - index >= length else { return .incomplete }
        let body = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        let trimmed = Self.trimmingLineEnds(body)
        return .complete(ListenRequest(kind: .post(body: trimmed), apiKey: apiKey), consumed: index + length)
    }

    /// Incomplete headers: wait for more, unless the cap is already passed.
    private var headersPending: Step { bytes.count > ListenRequest.headerLimit ? .failed(.headersTooLarge) : .incomplete }

    /// The next line without its CRLF, if a whole one is there within the header cap.
    private mutating func nextLine() -> [UInt8]? {
        var position = index
        while position + 1 < bytes.count, position < ListenRequest.headerLimit {
            if bytes[position] == 0x0D, bytes[position + 1] == 0x0A {
                let line = Array(bytes[index..<position])
                index = position + 2
                return line
            }
            position += 1
        }
        return nil
    }

    /// The query of `GET /?QUERY HTTP…` ("" for `GET / HTTP…`), as fzf's pattern
    /// `^GET /(?:\?([a-z0-9=&]+))? HTTP` takes it; nil for any other line.
    static func getQuery(_ line: [UInt8]) -> String? {
        let prefix = Array("GET /".utf8)
        guard line.starts(with: prefix) else { return nil }
        var rest = line[prefix.count...]
        var query: [UInt8] = []
        if rest.first == UInt8(ascii: "?") {
            query = Array(rest.dropFirst().prefix { byte in Self.isQueryByte(byte) })
            guard !query.isEmpty else { return nil }
            rest = rest.dropFirst(1 + query.count)
        }
        guard rest.starts(with: Array(" HTTP".utf8)) else { return nil }
        return String(decoding: query, as: UTF8.self)
    }

    /// True for `POST / HTTP…`.
    static func isPost(_ line: [UInt8]) -> Bool { line.starts(with: Array("POST / HTTP".utf8)) }

    private static func isQueryByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "&")
    }

    /// `name: value` with the name lower-cased and the value's blanks trimmed; nil without a colon.
    static func header(_ line: [UInt8]) -> (String, String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        let value = line[(colon + 1)...].drop { isBlank($0) }.reversed().drop { isBlank($0) }.reversed()
        return (name, String(decoding: value, as: UTF8.self))
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// A decimal number of at most 18 digits (an optional `+`, as Go's `Atoi`); nil otherwise.
    static func decimal(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `limit` and `offset` of a query such as `limit=10&offset=5` (fzf's defaults for the rest).
    static func parameters(_ query: String) -> (limit: Int, offset: Int) {
        var limit = ListenRequest.defaultLimit
        var offset = 0
        for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let value = decimal(String(parts[1])) else { continue }
            if parts[0] == "limit" { limit = value } else if parts[0] == "offset" { offset = value }
        }
        return (limit, offset)
    }

    /// `text` without CR and LF at either end (Go's `strings.Trim(body, "\r\n")`).
    static func trimmingLineEnds(_ text: String) -> String {
        let isLineEnd: (Character) -> Bool = { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        return String(text.drop(while: isLineEnd).reversed().drop(while: isLineEnd).reversed())
    }
}
