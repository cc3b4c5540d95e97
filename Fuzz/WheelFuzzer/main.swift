// WheelFuzzer: libFuzzer driver for the wheel pattern parser and the wheel value parser of
// `sel wheel --format/--value`, and a replayer of saved inputs (see TESTING.md, "Fuzzing").
// The input is a pattern, a NUL byte, then a value text; the checks trap on failure.
import Foundation
import SelectionCore

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let cut = data.firstIndex(of: 0) ?? data.count
    let pattern = String(decoding: data[..<cut], as: UTF8.self)
    let text = cut < data.count ? String(decoding: data[(cut + 1)...], as: UTF8.self) : ""
    let format: WheelFormat
    do {
        format = try WheelFormat(pattern)
    } catch {
        _ = error.description
        return
    }
    precondition(!format.wheels.isEmpty, "a format without wheels")
    switch format.parse(text) {
    case .failure(let error):
        _ = error.description
    case .success(let value):
        precondition(value.isFinite, "a parsed value is not finite")
        // A value the text gave, the wheels can show, and their text reads back as the same value.
        do {
            let shown = try format.string(for: value)
            guard case .success(let again) = format.parse(shown) else { preconditionFailure("\(shown) does not read back") }
            precondition(again == value, "\(shown) reads back as \(again), not \(value)")
            _ = try WheelState(format: format, value: value)
        } catch {
            preconditionFailure("a parsed value cannot be shown: \(error)")
        }
    }
    // Any number at all, the input's bytes taken as a Double, is shown or refused, never a trap.
    if data.count >= 8 {
        var bits: UInt64 = 0
        for byte in data.suffix(8) { bits = bits << 8 | UInt64(byte) }
        _ = try? format.string(for: Double(bitPattern: bits))
        _ = try? WheelState(format: format, value: Double(bitPattern: bits))
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
            complain("WheelFuzzer: no such file: \(argument)\n")
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
        complain("usage: WheelFuzzer FILE_OR_DIRECTORY...\n")
        exit(2)
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
            complain("WheelFuzzer: cannot read \(file)\n")
            exit(2)
        }
        check(Array(data))
    }
    print("WheelFuzzer: \(files.count) inputs replayed, all checks hold")
#endif
