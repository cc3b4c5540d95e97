// JSONFuzzer: libFuzzer driver for the JSON reader of `sel choose --json`, and a replayer of
// saved inputs (see TESTING.md, "Fuzzing"). The checks trap on failure, which libFuzzer records
// as a crash.
import Foundation
import SelectionJSON

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let first = Result { () throws(JSONParseError) in try JSONParser.parse(data) }
    // The same bytes give the same result.
    let second = Result { () throws(JSONParseError) in try JSONParser.parse(data) }
    precondition(first == second, "two parses differ")
    switch first {
    case .success(let value):
        // A value read back from its own serialisation is the same value, and every number is finite.
        let text = Array(value.serialised.utf8)
        let reread = Result { () throws(JSONParseError) in try JSONParser.parse(text) }
        precondition(reread == .success(value), "the serialised value reads back differently")
        precondition(allNumbersFinite(value), "a number is not finite")
    case .failure(let error):
        // An error points inside the input (or just past its end) and quotes no control byte.
        precondition(error.offset >= 0 && error.offset <= data.count, "error offset \(error.offset) outside the input")
        precondition(error.line >= 1 && error.column >= 1, "error position before the start")
        precondition(
            error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) },
            "the message holds a control")
    }
}

func allNumbersFinite(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): number.isFinite
    case .array(let elements): elements.allSatisfy(allNumbersFinite)
    case .object(let members): members.allSatisfy { allNumbersFinite($0.value) }
    default: true
    }
}

/// Writes `text` on standard error, ignoring a failure (not `FileHandle.write`, which traps on one).
func complain(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    var argumentCount = CommandLine.argc
    var arguments = CommandLine.unsafeArgv
    let status = runFuzzerDriver(&argumentCount, &arguments) { data, size in
        check(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }
    exit(status)
#else
    var files: [String] = []
    for argument in CommandLine.arguments.dropFirst() {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            complain("JSONFuzzer: no such file: \(argument)\n")
            exit(2)
        }
        if isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            files += names.sorted().filter { !$0.hasPrefix(".") }.map { argument + "/" + $0 }
        } else {
            files.append(argument)
        }
    }
    if files.isEmpty {
        complain("usage: JSONFuzzer FILE_OR_DIRECTORY...\n")
        exit(2)
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            complain("JSONFuzzer: cannot read \(file)\n")
            exit(2)
        }
        check(Array(data))
    }
    print("JSONFuzzer: \(files.count) inputs replayed, all checks hold")
#endif
