// ListenRequestFuzzer: libFuzzer driver for `ListenRequest`, the reader of the HTTP requests
// `sel choose --listen` takes from any local client, and for `ListenActions`, which reads a
// POST body as an action chain; a replayer of saved inputs otherwise (see TESTING.md,
// "Fuzzing"). The bytes are what a client sent. The checks trap.
import FuzzSupport
import SelectionScripting
import SelectionTerminal

/// True when `text` holds no control character a terminal would obey (nor DEL or C1).
func isClean(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) || scalar == "\n" }
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let result = ListenRequest.parse(data)
    precondition(ListenRequest.parse(data) == result, "two readings differ")
    switch result {
    case .incomplete:
        // Waiting for more is only allowed under the caps.
        precondition(data.count <= ListenRequest.headerLimit + ListenRequest.bodyLimit + 64 * 1024, "waits past the caps")
        guard case .failed = ListenRequest.parse(data, ended: true) else { preconditionFailure("an ended request is not refused") }
    case .failed(let error):
        precondition(isClean(error.description), "a message with controls")
    case .complete(let request, let consumed):
        precondition(consumed > 0 && consumed <= data.count, "consumed \(consumed) of \(data.count)")
        if case .post(let body) = request.kind {
            precondition(body.utf8.count <= ListenRequest.bodyLimit, "a body over the cap")
            checkActions(body)
        }
        // Written back as curl would send it: the same request.
        let again = request.serialised
        if request.apiKey.map({ !$0.contains("\r") && !$0.contains("\n") }) ?? true {
            precondition(ListenRequest.parse(again) == .complete(request, consumed: again.count), "written back, the request differs")
        }
        // Bytes after the request do not change it.
        guard case .complete(let same, _) = ListenRequest.parse(Array(data[..<consumed]) + Array("GARBAGE".utf8)) else {
            preconditionFailure("the request no longer reads with bytes after it")
        }
        precondition(same == request, "bytes after the request changed it")
    }
}

/// A body read as actions: refused with a clean message, or commands; actions that run programs
/// never pass without `--listen-unsafe`.
func checkActions(_ body: String) {
    switch ListenActions.commands(in: body, allowsPrograms: false) {
    case .failure(let refusal):
        let bytes = refusal.response.bytes
        let text = String(decoding: bytes, as: UTF8.self)
        let message = text.components(separatedBy: "\r\n\r\n").dropFirst().joined()
        precondition(isClean(message), "a refusal with controls")
    case .success(let commands):
        precondition(!commands.isEmpty, "an empty chain accepted")
        precondition(!commands.contains(where: ListenActions.runsProgram), "a program let through without --listen-unsafe")
    }
}

FuzzTarget.run(named: "ListenRequestFuzzer", check: check)
