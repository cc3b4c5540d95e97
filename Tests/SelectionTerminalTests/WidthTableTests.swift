import Testing

@testable import SelectionTerminal

@Suite("Generated width table (issue 2)")
struct WidthTableTests {
    /// Prepended_Concatenation_Mark: format characters that terminals draw.
    static let prependedConcatenationMarks: Set<UInt32> = [
        0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD,
    ]

    /// Conjoining Hangul vowels and finals, which the table makes zero although they are letters.
    static func isConjoiningJamo(_ value: UInt32) -> Bool {
        (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7C6).contains(value) || (0xD7CB...0xD7FB).contains(value)
    }

    static var allScalars: some Sequence<Unicode.Scalar> {
        (UInt32(0)...0x10FFFF).lazy.compactMap { Unicode.Scalar($0) }
    }

    @Test func tableIsGeneratedFromUnicode17() {
        #expect(WidthTable.unicodeVersion == "17.0.0")
        #expect(DisplayWidth.unicodeVersion == "17.0.0")
    }

    @Test func runsStartAtZeroAreSortedAndAlternate() {
        let runs = WidthTable.runs
        #expect(runs.first.map { $0 >> 8 } == 0)
        #expect((runs.last ?? 0) >> 8 <= 0x10FFFF)
        #expect(runs.allSatisfy { $0 & 0xFF <= 2 })
        let pairs = zip(runs, runs.dropFirst())
        #expect(pairs.allSatisfy { $0 >> 8 < $1 >> 8 })
        // Adjacent runs of equal width would mean the generator failed to merge them.
        #expect(pairs.allSatisfy { $0 & 0xFF != $1 & 0xFF })
    }

    @Test func binarySearchAgreesWithLinearScanForEveryScalar() {
        let runs = WidthTable.runs
        var run = 0
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            while run + 1 < runs.count, runs[run + 1] >> 8 <= value { run += 1 }
            if WidthTable.width(ofScalarValue: value) != Int(runs[run] & 0xFF) { mismatches.append(value) }
        }
        #expect(mismatches == [])
    }

    @Test func fastPathBelowCombiningMarksAgreesWithTable() {
        let mismatches = (UInt32(0)..<0x300).filter { value in
            Unicode.Scalar(value).map { DisplayWidth.of($0) != WidthTable.width(ofScalarValue: value) } ?? false
        }
        #expect(mismatches == [])
    }

    @Test(
        "Boundaries of runs",
        arguments: [
            (0x0000, 0), (0x001F, 0), (0x0020, 1), (0x007E, 1), (0x007F, 0), (0x009F, 0), (0x00A0, 1),
            (0x02FF, 1), (0x0300, 0), (0x036F, 0), (0x0370, 1),
            (0x10FF, 1), (0x1100, 2), (0x115F, 2), (0x1160, 0), (0x11FF, 0), (0x1200, 1),
            (0x2E7F, 1), (0x2E80, 2), (0x303E, 2), (0x303F, 1),
            (0xD7A3, 2), (0xD7AF, 1), (0xD7B0, 0), (0xD7FB, 0), (0xD7FC, 1),
            (0xFE0F, 0), (0xFFFD, 1), (0x1F1E6, 1), (0x1F1FF, 1), (0x1F3FB, 2), (0x1F3FF, 2),
            (0x1F600, 2), (0x20000, 2), (0x2FFFD, 2), (0x2FFFE, 1), (0x3FFFD, 2), (0x3FFFE, 1),
            (0xE0000, 0), (0xE0100, 0), (0xE0FFF, 0), (0xE1000, 1), (0x10FFFF, 1),
        ] as [(UInt32, Int)]
    )
    func boundary(value: UInt32, width: Int) {
        #expect(Unicode.Scalar(value).map(DisplayWidth.of) == width)
    }

    // The stdlib carries Unicode 17 General_Category on this toolchain; the table was built from
    // unicodedata2. Scalars the stdlib does not know (an older OS) are skipped.
    @Test func zeroWidthMatchesGeneralCategoryForEveryAssignedScalar() {
        var mismatches: [String] = []
        for scalar in Self.allScalars {
            let properties = scalar.properties
            guard properties.age != nil else { continue }
            let expected: Int? =
                switch properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: 0
                case .format where scalar.value == 0xAD || Self.prependedConcatenationMarks.contains(scalar.value): 1
                case .nonspacingMark, .enclosingMark, .format: 0
                default: Self.isConjoiningJamo(scalar.value) ? 0 : nil
                }
            let width = DisplayWidth.of(scalar)
            if let expected, width != expected {
                mismatches.append("U+\(String(scalar.value, radix: 16)) expected \(expected) got \(width)")
            } else if expected == nil, width == 0 {
                mismatches.append("U+\(String(scalar.value, radix: 16)) is 0 but not a mark, format or control")
            }
        }
        #expect(mismatches == [])
    }

    @Test func everyEmojiPresentationScalarButRegionalIndicatorsIsWide() {
        let narrow = Self.allScalars.filter { scalar in
            scalar.properties.isEmojiPresentation
                && !DisplayWidth.isRegionalIndicator(scalar)
                && DisplayWidth.of(scalar) != 2
        }
        #expect(narrow.map(\.value) == [])
    }
}
