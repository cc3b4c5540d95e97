import SelectionCore

/// What the DocC articles' examples take from the text around them, for the generated
/// DocExamplesCompiled.swift (scripts/check-doc-examples): the article "Choosing from lists"
/// asks for the `Environment` that "Getting started" declares.
enum Environment: String, CaseIterable, CustomStringConvertible {
    case staging, canary, production
    var description: String { rawValue.capitalized }
}

/// The Renderer's examples send its bytes to `tty`, whatever writes to the reader's terminal.
struct ByteWriter {
    func write(_ bytes: [UInt8]) {}
}

prefix operator ~~

/// Uses a value of any type, `Void` included: DocExamplesCompiled.swift puts it before an example's
/// statement whose value the example leaves unused (often a result shown in a comment), so that
/// the build prints no warning for it.
prefix func ~~ <T>(value: T) {}
