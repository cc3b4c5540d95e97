import SelectionTerminal

/// Where `sel choose --listen` listens, read as fzf 0.74 reads `--listen[=[ADDR:]PORT]` and
/// `--listen=SOCKET_PATH` (`parseListenAddress` in `src/server.go`): a value ending in `.sock`
/// is a Unix socket's path; `PORT` alone is on `localhost`; port 0 lets the system pick one.
///
/// ```swift
/// try ListenAddress(parsing: "6266")            // .tcp(host: "localhost", port: 6266)
/// try ListenAddress(parsing: "0.0.0.0:6266")    // .tcp(host: "0.0.0.0", port: 6266)
/// try ListenAddress(parsing: "/tmp/sel.sock")   // .socket("/tmp/sel.sock")
/// ```
package enum ListenAddress: Sendable, Equatable {
    /// A TCP port on a host.
    case tcp(host: String, port: Int)
    /// A Unix socket at this path.
    case socket(String)

    /// fzf's default: `localhost`, a port the system picks.
    package static let standard = ListenAddress.tcp(host: "localhost", port: 0)

    /// Reads `text` as fzf does.
    ///
    /// - Throws: ``ListenAddressError`` with fzf's message.
    package init(parsing text: String) throws(ListenAddressError) {
        if text.hasSuffix(".sock") {
            self = .socket(text)
            return
        }
        var parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { parts = ["localhost", parts[0]] }
        guard parts.count == 2 else { throw .address(text) }
        let digits = parts[1].first == "+" ? String(parts[1].dropFirst()) : parts[1]
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(digits), port <= 65535
        else {
            throw .port(parts[1])
        }
        self = .tcp(host: parts[0].isEmpty ? "localhost" : parts[0], port: port)
    }

    /// True for the loopback (`localhost`, `127.0.0.1`) and a Unix socket: fzf's rule for
    /// listening without an API key.
    package var isLocal: Bool {
        switch self {
        case .tcp(let host, _): host == "localhost" || host == "127.0.0.1"
        case .socket: true
        }
    }
}

/// Why a `--listen` address was refused: fzf's messages, sanitised.
package enum ListenAddressError: Error, Sendable, Equatable, CustomStringConvertible {
    /// More than one colon.
    case address(String)
    /// A port that is no number from 0 to 65535.
    case port(String)

    /// `invalid listen port: x`.
    package var description: String {
        switch self {
        case .address(let text): "invalid listen address: \(Sanitiser.sanitise(text))"
        case .port(let text): "invalid listen port: \(Sanitiser.sanitise(text))"
        }
    }
}
