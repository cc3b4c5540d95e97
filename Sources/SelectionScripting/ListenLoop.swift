import SelectionTerminal
import SelectionUI

/// The thread of a ``ListenServer``: one `poll` over the listening socket, the wake-up pipe and
/// every connection; each connection reads its request (``ListenRequest``), is answered, and
/// closed. Nothing here blocks: a slow or silent client only uses its own slot until
/// ``ListenServer/requestTimeout``.
struct ListenLoop {
    /// One client.
    struct Connection {
        var fd: Int32
        /// The bytes received so far.
        var input: [UInt8] = []
        /// The answer, and how much of it was written.
        var output: [UInt8] = []
        var written = 0
        /// When the client must have sent its request (then, when its answer must be written).
        var deadline: ContinuousClock.Instant
        /// The state request it waits for the host to answer, and until when.
        var awaiting: (request: Int, until: ContinuousClock.Instant)?
    }

    let server: ListenServer
    private var connections: [Connection] = []
    private let clock = ContinuousClock()
    /// Bytes read at a time.
    private static let chunk = 16 * 1024

    init(server: ListenServer) { self.server = server }

    /// Serves until the server closes, then closes everything.
    mutating func run() {
        while !server.isClosing {
            step()
        }
        for connection in connections { ListenSocket.close(connection.fd) }
        connections = []
        server.releaseDescriptors()
    }

    private mutating func step() {
        var watched: [(fd: Int32, writes: Bool)] = [(server.listener, false), (server.wakeUp.read, false)]
        // A connection waiting for the host is not polled (-1): a client that closed early would
        // otherwise wake the loop again and again; one with an answer to write waits to write.
        watched += connections.map { $0.awaiting != nil ? (-1, false) : ($0.fd, !$0.output.isEmpty) }
        let now = clock.now
        let nextDeadline = connections.map { min($0.deadline, $0.awaiting?.until ?? $0.deadline) }.min()
        let timeout = nextDeadline.map { max(0, min(1000, Self.milliseconds($0 - now))) } ?? 1000
        let ready = ListenSocket.wait(for: watched, timeoutMilliseconds: Int32(timeout))
        if ready[1].readable { drainWakeUp() }
        // Connections first (their indices are those polled), then new ones.
        var kept: [Connection] = []
        for (index, var connection) in connections.enumerated() {
            if serve(&connection, ready[index + 2]) {
                kept.append(connection)
            } else {
                ListenSocket.close(connection.fd)
            }
        }
        connections = kept
        if ready[0].readable { acceptWaiting() }
    }

    /// Takes the connections waiting: up to the limit, the rest answered `503` and closed.
    private mutating func acceptWaiting() {
        for _ in 0..<64 {
            guard let fd = ListenSocket.accept(server.listener) else { return }
            guard connections.count < ListenServer.connectionLimit else {
                let busy = ListenResponse.unavailable.bytes
                _ = busy.withUnsafeBytes { ListenSocket.write(fd, $0) }
                ListenSocket.close(fd)
                continue
            }
            connections.append(Connection(fd: fd, deadline: clock.now + ListenServer.requestTimeout))
        }
    }

    /// Moves one connection on; false when it is done (answered, gone or late).
    private mutating func serve(_ connection: inout Connection, _ readiness: ListenSocket.Readiness) -> Bool {
        let now = clock.now
        if let awaiting = connection.awaiting {
            if let json = server.takeAnswer(awaiting.request) {
                respond(&connection, .state(json))
            } else if now >= awaiting.until {
                respond(&connection, .stateTimeout)
            } else {
                return true
            }
        }
        if !connection.output.isEmpty {
            return write(&connection, now: now)
        }
        if now >= connection.deadline { return false }
        guard readiness.readable || readiness.broken else { return true }
        var buffer = [UInt8](repeating: 0, count: Self.chunk)
        let count = buffer.withUnsafeMutableBytes { raw in
            raw.baseAddress.map { ListenSocket.read(connection.fd, into: $0, count: Self.chunk) } ?? -1
        }
        guard let count else { return true }
        if count < 0 { return false }
        connection.input += buffer[0..<count]
        switch ListenRequest.parse(connection.input, ended: count == 0) {
        case .incomplete: return true
        case .failed(let error): respond(&connection, .badRequest("\(error)"))
        case .complete(let request, _): handle(request, on: &connection, now: now)
        }
        // A state request waits for the host's answer.
        if connection.awaiting != nil { return true }
        return write(&connection, now: now)
    }

    /// Answers a whole request, or queues it for the host.
    private func handle(_ request: ListenRequest, on connection: inout Connection, now: ContinuousClock.Instant) {
        guard server.accepts(key: request.apiKey) else { return respond(&connection, .unauthorized) }
        switch request.kind {
        case .state(let limit, let offset):
            let number = server.nextRequestNumber()
            guard server.enqueue(.reportState(request: number, limit: limit, offset: offset)) else {
                return respond(&connection, .unavailable)
            }
            connection.awaiting = (number, now + ListenServer.answerTimeout)
        case .post(let body):
            respond(&connection, ListenActions.response(to: body, allowsPrograms: server.allowsPrograms, server: server))
        }
    }

    private func respond(_ connection: inout Connection, _ response: ListenResponse) {
        connection.awaiting = nil
        connection.output = response.bytes
        connection.written = 0
    }

    /// Writes what the client takes of the answer; false once all of it is written (or it is late or gone).
    private func write(_ connection: inout Connection, now: ContinuousClock.Instant) -> Bool {
        guard now < connection.deadline + ListenServer.answerTimeout else { return false }
        let written = connection.output[connection.written...].withUnsafeBytes { ListenSocket.write(connection.fd, $0) }
        if written < 0 { return false }
        connection.written += written
        return connection.written < connection.output.count
    }

    private func drainWakeUp() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while let count = buffer.withUnsafeMutableBytes({ raw in
            raw.baseAddress.flatMap { ListenSocket.read(server.wakeUp.read, into: $0, count: 64) }
        }),
            count > 0
        {}
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000) + 1
    }
}
