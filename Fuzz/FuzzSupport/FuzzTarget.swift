import Foundation

/// The one `main` of every fuzz target: built with `-DFUZZING` (and `-sanitize=fuzzer`), it hands
/// `check` to libFuzzer; otherwise it replays the files and directories named on the command line
/// through the same `check`, so `swift build` and `scripts/test` need no fuzzer.
///
/// ```swift
/// FuzzTarget.run(named: "JSONFuzzer") { bytes in _ = try? JSONParser.parse(bytes) }
/// ```
public enum FuzzTarget {
    /// Runs the target and exits: libFuzzer's status when fuzzing, 0 after a replay where every
    /// check held, 2 for a missing or unreadable file. A failed check traps, as libFuzzer expects.
    public static func run(named name: String, check: @escaping @Sendable ([UInt8]) -> Void) -> Never {
        #if FUZZING
            currentCheck = check
            var argumentCount = CommandLine.argc
            var arguments = CommandLine.unsafeArgv
            let status = runFuzzerDriver(&argumentCount, &arguments) { data, size in
                FuzzTarget.currentCheck?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                return 0
            }
            exit(status)
        #else
            let files = inputFiles(named: name)
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    complain("\(name): cannot read \(file)\n")
                    exit(2)
                }
                check(Array(data))
            }
            print("\(name): \(files.count) inputs replayed, all checks hold")
            exit(0)
        #endif
    }

    /// Writes `text` on standard error, ignoring a failure (not `FileHandle.write`, which traps on one).
    public static func complain(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// The files named on the command line, and those directly in the directories named (sorted,
    /// hidden files left out); exits 2 with a message for a missing path or no path at all.
    private static func inputFiles(named name: String) -> [String] {
        var files: [String] = []
        for argument in CommandLine.arguments.dropFirst() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                complain("\(name): no such file: \(argument)\n")
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
            complain("usage: \(name) FILE_OR_DIRECTORY...\n")
            exit(2)
        }
        return files
    }

    #if FUZZING
        /// The check libFuzzer's C callback calls (a C function pointer cannot capture it).
        nonisolated(unsafe) private static var currentCheck: (([UInt8]) -> Void)?
    #endif
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32
#endif
