import SelectionTerminal
import SelectionUI

/// `sel choose --listen`'s HTTP server, with fzf 0.74's protocol (`src/server.go`): `POST /` with
/// an action chain in `--bind` syntax performs it as a bound key would (`200 OK` at once, `400`
/// with the parser's message for a bad chain); `GET /[?limit=N&offset=N]` answers the state as
/// JSON; with an API key, a request without it gets `401 Unauthorized`.
///
/// ```swift
/// var configuration = ListPromptConfiguration()
/// // The list prompt attaches the server to its inbox when it starts.
/// configuration.commands.scripting.remote = try ListenServer.start(at: .standard, apiKey: nil, allowsPrograms: false)
/// ```
///
/// One thread of its own serves every connection (``ListenLoop``); it never draws and never
/// touches the prompt: requests wait in a queue the host takes on its loop (news:
/// `.remoteRequested`), answers come back through ``answer(_:with:)``. Bounded: at most
/// ``connectionLimit`` connections at once (more are answered `503` and closed), each served
/// within ``requestTimeout`` or closed, at most ``queueLimit`` action chains waiting. Every
/// descriptor is close-on-exec; ``close()`` (or the prompt's end) closes them all and removes a
/// Unix socket's file.
package final class ListenServer: RemoteControlling {
    /// What the loop thread and the host share.
    struct Shared {
        var pending: [RemoteRequest] = []
        var answers: [Int: String] = [:]
        var inbox: PromptInbox?
        var nextRequest = 0
        var isClosing = false
        var isFinished = false
    }

    /// The connections served at once.
    package static let connectionLimit = 32
    /// The time a client has from connecting to its whole request (fzf: 10 s).
    package static let requestTimeout = Duration.seconds(5)
    /// The time the host has to answer a state request (fzf's 2 s), else `503`.
    package static let answerTimeout = Duration.seconds(2)
    /// Action chains waiting for the host (fzf's channel holds 100), else `503`.
    package static let queueLimit = 100

    let shared: Locked<Shared>
    /// The port listened on (a TCP address), for `FZF_PORT`.
    package let port: Int?
    /// The Unix socket's path (a socket address), for `FZF_SOCK`.
    package let socketPath: String?
    /// The API key every request must carry, if any.
    let apiKey: [UInt8]?
    /// True with `--listen-unsafe`: actions that run programs are taken.
    let allowsPrograms: Bool
    /// The listening descriptor and the wake-up pipe's ends.
    let listener: Int32
    let wakeUp: (read: Int32, write: Int32)

    private init(listener: Int32, port: Int?, socketPath: String?, apiKey: [UInt8]?, allowsPrograms: Bool, wakeUp: (Int32, Int32)) {
        self.listener = listener
        self.port = port
        self.socketPath = socketPath
        self.apiKey = apiKey
        self.allowsPrograms = allowsPrograms
        self.wakeUp = wakeUp
        shared = Locked(Shared())
    }

    /// Listens at `address` and serves on a thread of its own.
    ///
    /// - Parameters:
    ///   - apiKey: The key requests must carry in `x-api-key` (nil or empty: none); required for
    ///     an address that is not the loopback, as fzf requires.
    ///   - allowsPrograms: `--listen-unsafe`: take actions that run programs.
    /// - Throws: ``ListenServerError``.
    package static func start(at address: ListenAddress, apiKey: String?, allowsPrograms: Bool) throws(ListenServerError) -> ListenServer {
        let key = apiKey.flatMap { $0.isEmpty ? nil : Array($0.utf8) }
        if !address.isLocal, key == nil { throw .keyRequired }
        let listening: (fd: Int32, port: Int?, path: String?)
        switch address {
        case .tcp(let host, let port):
            switch ListenSocket.listen(address: host, port: port) {
            case .success(let bound): listening = (bound.fd, bound.port, nil)
            case .failure(let error): throw .socket(error)
            }
        case .socket(let path):
            switch ListenSocket.listen(path: path) {
            case .success(let fd): listening = (fd, nil, path)
            case .failure(let error): throw .socket(error)
            }
        }
        guard let pipe = ListenSocket.makeWakeUpPipe() else {
            ListenSocket.close(listening.fd)
            if let path = listening.path { ListenSocket.remove(path: path) }
            throw .thread
        }
        let server = ListenServer(
            listener: listening.fd, port: listening.port, socketPath: listening.path, apiKey: key, allowsPrograms: allowsPrograms,
            wakeUp: pipe)
        guard
            BackgroundThread.start({
                var loop = ListenLoop(server: server)
                loop.run()
            })
        else {
            server.releaseDescriptors()
            throw .thread
        }
        return server
    }

    // MARK: RemoteControlling

    package func attach(to inbox: PromptInbox) {
        let hasNews = shared.withLock { shared in
            shared.inbox = inbox
            return !shared.pending.isEmpty
        }
        inbox.whenClosed { [self] in close() }
        if hasNews { inbox.post(.remoteRequested) }
    }

    package func takeRequests() -> [RemoteRequest] {
        shared.withLock { shared in
            defer { shared.pending.removeAll() }
            return shared.pending
        }
    }

    package func answer(_ request: Int, with json: String) {
        shared.withLock { $0.answers[request] = json }
        wake()
    }

    // MARK: Ending

    /// Stops serving: every connection and the listening socket are closed and a Unix socket's
    /// file removed, before this returns (or after a second at most).
    package func close() {
        let wasClosing = shared.withLock { shared in
            defer { shared.isClosing = true }
            return shared.isClosing
        }
        if !wasClosing { wake() }
        _ = shared.wait(until: { $0.isFinished }, timeoutMilliseconds: 1000)
    }

    /// Closes the listening socket and the pipe, removes the socket file; the loop's last act.
    func releaseDescriptors() {
        ListenSocket.close(listener)
        if let socketPath { ListenSocket.remove(path: socketPath) }
        ListenSocket.close(wakeUp.read)
        ListenSocket.close(wakeUp.write)
        shared.withLock { $0.isFinished = true }
        shared.signal()
    }

    /// Wakes the loop's wait.
    func wake() {
        ListenSocket.wake(wakeUp.write)
    }

    // MARK: Requests

    /// Queues a request for the host and tells it; false when the queue is full.
    func enqueue(_ request: RemoteRequest) -> Bool {
        let inbox: PromptInbox?? = shared.withLock { shared in
            guard shared.pending.count < Self.queueLimit else { return .none }
            shared.pending.append(request)
            return .some(shared.inbox)
        }
        guard let inbox else { return false }
        inbox?.post(.remoteRequested)
        return true
    }

    /// A new state request's number.
    func nextRequestNumber() -> Int {
        shared.withLock { shared in
            shared.nextRequest += 1
            return shared.nextRequest
        }
    }

    /// The host's answer to state request `number`, taken; nil until it came.
    func takeAnswer(_ number: Int) -> String? {
        shared.withLock { $0.answers.removeValue(forKey: number) }
    }

    /// True once ``close()`` was called.
    var isClosing: Bool { shared.withLock { $0.isClosing } }

    /// True when `given` is the API key (or none is asked), compared in constant time.
    func accepts(key given: String?) -> Bool {
        guard let apiKey else { return true }
        let bytes = Array((given ?? "").utf8)
        var difference: UInt8 = bytes.count == apiKey.count ? 0 : 1
        for index in apiKey.indices { difference |= apiKey[index] ^ (index < bytes.count ? bytes[index] : 0) }
        return difference == 0
    }
}

/// Why `--listen` could not start.
package enum ListenServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A non-loopback address without an API key.
    case keyRequired
    /// The socket could not be made.
    case socket(ListenSocketError)
    /// No thread or pipe could be started.
    case thread

    /// What went wrong.
    package var description: String {
        switch self {
        case .keyRequired: "an address other than localhost needs an API key: set SEL_API_KEY (or FZF_API_KEY)"
        case .socket(let error): "\(error)"
        case .thread: "cannot start the server's thread"
        }
    }
}
