// swift-tools-version: 6.0
// SelectionKit: phone-style selection controls for the terminal.
// Targets and what each may import are described in ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "SelectionKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SelectionKit", targets: ["SelectionKit"]),
        .library(name: "SelectionCore", targets: ["SelectionCore"]),
        .library(name: "SelectionMatching", targets: ["SelectionMatching"]),
        .library(name: "SelectionTerminal", targets: ["SelectionTerminal"]),
        .library(name: "SelectionUI", targets: ["SelectionUI"]),
        .library(name: "SelectionTesting", targets: ["SelectionTesting"]),
        .executable(name: "sel", targets: ["sel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Pure Swift: no imports at all, not even Foundation.
        .target(name: "SelectionCore"),
        // fzf-compatible fuzzy matching over byte buffers: imports nothing, like the core, but works
        // on unsafe pointers and scratch space for speed, so it is kept apart from the value types.
        .target(name: "SelectionMatching"),
        // Owns the tty. May import SelectionCore (for its value types) and the OS libc.
        .target(name: "SelectionTerminal", dependencies: ["SelectionCore"]),
        // Widgets, hosts and prompts: draw core state into buffers; only the host loop touches a backend.
        .target(name: "SelectionUI", dependencies: ["SelectionCore", "SelectionMatching", "SelectionTerminal"]),
        // The test kit users depend on: a virtual terminal that drives prompts and reads the screen back.
        .target(name: "SelectionTesting", dependencies: ["SelectionUI", "SelectionTerminal", "SelectionCore"]),
        // The five source designs as screens, with the key script each is tested and pictured with;
        // used by `sel demo`, the picture tests and the end-to-end tests. Not a product.
        .target(name: "SelectionDemos", dependencies: ["SelectionUI", "SelectionCore", "SelectionTerminal"]),
        // The strict JSON reader behind `sel choose --json`: imports nothing. A target of its own (not
        // a product) so that the fuzzer and the unit tests can reach it; see ARCHITECTURE.md.
        .target(name: "SelectionJSON"),
        // fzf's grammars (`--bind`, `--expect`, key names, `--color`, `--preview-window`) read into the
        // list prompt's Swift values (`ListCommand`, `KeyEvent`, `Theme`, `PreviewWindow`), with field
        // expressions and the shell words of SEL_DEFAULT_OPTS: used by `sel`, its tests and the fuzz
        // targets, not a product, so none of fzf's strings is the library's API.
        .target(name: "SelectionScripting", dependencies: ["SelectionUI", "SelectionTerminal", "SelectionCore", "SelectionJSON"]),
        // Re-exports the library modules for `import SelectionKit`.
        .target(name: "SelectionKit", dependencies: ["SelectionCore", "SelectionMatching", "SelectionTerminal", "SelectionUI"]),
        .executableTarget(
            name: "sel",
            dependencies: [
                "SelectionKit",
                "SelectionDemos",
                "SelectionJSON",
                "SelectionScripting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks print figures; they are not tests (see BENCHMARKS.md).
        .executableTarget(name: "ListBenchmark", dependencies: ["SelectionCore"], path: "Benchmarks/ListBenchmark"),
        .executableTarget(name: "MatcherBenchmark", dependencies: ["SelectionMatching"], path: "Benchmarks/MatcherBenchmark"),
        .executableTarget(name: "ChooseBenchmark", dependencies: ["SelectionUI"], path: "Benchmarks/ChooseBenchmark"),
        // The fuzz targets' shared main: libFuzzer's driver with -DFUZZING, a corpus replayer otherwise.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        // libFuzzer driver for the input decoder (build with -DFUZZING, see TESTING.md); replays files otherwise.
        .executableTarget(name: "DecoderFuzzer", dependencies: ["SelectionTerminal", "FuzzSupport"], path: "Fuzz/DecoderFuzzer"),
        // The same for the other parsers of untrusted input: JSON, wheel patterns and values, filter queries.
        .executableTarget(name: "JSONFuzzer", dependencies: ["SelectionJSON", "FuzzSupport"], path: "Fuzz/JSONFuzzer"),
        .executableTarget(name: "WheelFuzzer", dependencies: ["SelectionCore", "FuzzSupport"], path: "Fuzz/WheelFuzzer"),
        .executableTarget(name: "QueryFuzzer", dependencies: ["SelectionMatching", "FuzzSupport"], path: "Fuzz/QueryFuzzer"),
        // `--ansi` text and preview output; fzf's option grammars (`--bind`, `--color`, `--preview-window`,
        // key names, `--expect`); field index expressions; `SEL_DEFAULT_OPTS` shell words.
        .executableTarget(
            name: "ANSIFuzzer", dependencies: ["SelectionTerminal", "SelectionCore", "FuzzSupport"], path: "Fuzz/ANSIFuzzer"),
        .executableTarget(
            name: "FzfGrammarFuzzer",
            dependencies: ["SelectionScripting", "SelectionUI", "SelectionTerminal", "SelectionCore", "FuzzSupport"],
            path: "Fuzz/FzfGrammarFuzzer"
        ),
        .executableTarget(
            name: "FieldFuzzer", dependencies: ["SelectionScripting", "SelectionTerminal", "FuzzSupport"], path: "Fuzz/FieldFuzzer"),
        .executableTarget(name: "ShellWordsFuzzer", dependencies: ["SelectionScripting", "FuzzSupport"], path: "Fuzz/ShellWordsFuzzer"),
        // libFuzzer driver for the CSV/TSV reader of `sel table`.
        .executableTarget(name: "CSVFuzzer", dependencies: ["SelectionCore", "FuzzSupport"], path: "Fuzz/CSVFuzzer"),
        // libFuzzer driver for the files read back across runs: the remember store and shell histories.
        .executableTarget(
            name: "StateFileFuzzer", dependencies: ["SelectionScripting", "SelectionUI", "FuzzSupport"], path: "Fuzz/StateFileFuzzer"),
        // libFuzzer driver for the form document `sel form` reads.
        .executableTarget(
            name: "FormDocumentFuzzer",
            dependencies: ["SelectionScripting", "SelectionJSON", "SelectionUI", "SelectionCore", "FuzzSupport"],
            path: "Fuzz/FormDocumentFuzzer"
        ),
        // libFuzzer driver for the HTTP requests of `sel choose --listen` and the action chains they carry.
        .executableTarget(
            name: "ListenRequestFuzzer", dependencies: ["SelectionScripting", "SelectionTerminal", "FuzzSupport"],
            path: "Fuzz/ListenRequestFuzzer"),
        // The core's and the matcher's tests depend on nothing but their module, as the modules do
        // (their few helpers, a seeded generator among them, live in the test target).
        .testTarget(name: "SelectionCoreTests", dependencies: ["SelectionCore"]),
        .testTarget(name: "SelectionJSONTests", dependencies: ["SelectionJSON"]),
        .testTarget(name: "SelectionMatchingTests", dependencies: ["SelectionMatching"]),
        .testTarget(name: "SelectionTerminalTests", dependencies: ["SelectionTerminal", "SelectionCore", "SelectionTesting"]),
        .testTarget(
            name: "SelectionUITests",
            dependencies: ["SelectionUI", "SelectionTesting", "SelectionTerminal", "SelectionCore", "SelectionDemos", "SelectionJSON"]
        ),
        .testTarget(
            name: "SelectionScriptingTests",
            dependencies: [
                "SelectionScripting", "SelectionUI", "SelectionTesting", "SelectionTerminal", "SelectionCore", "SelectionMatching",
                // The generated doc-example file imports every module (scripts/check-doc-examples).
                "SelectionDemos", "SelectionJSON",
            ]
        ),
        // Runs the built `sel` binary, in tmux for the interactive parts.
        .testTarget(name: "EndToEndTests", dependencies: ["sel", "SelectionDemos", "SelectionScripting", "SelectionTesting"]),
    ]
)
