import Foundation
import Testing

/// The agreement tests compare with the pinned fzf only: never with whatever `fzf` comes first on
/// `PATH`, and never with another version named by mistake.
@Suite struct ReferenceToolsTests {
    @Test func thePinnedFzfIsTheVersionTheTestsAreWrittenFor() throws {
        let fzf = try ReferenceTools.fzf()
        let version = try SelProcess.run(executable: fzf, ["--version"], input: [])
        #expect(String(decoding: version.output, as: UTF8.self).hasPrefix("0.74.5 "))
    }

    @Test func anotherVersionIsRefusedWithTheFix() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sel-old-fzf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("fzf")
        try Tools.writeExecutable("#!/bin/sh\necho '0.38.0 (debian)'\n", to: old)
        #expect {
            try ReferenceTools.fzf(environment: [ReferenceTools.fzfVariable: old.path])
        } throws: { error in
            "\(error)" == "\(old.path) is fzf 0.38.0 (debian), not 0.74.5: run `eval \"$(scripts/reference-tools)\"` "
                + "(it installs fzf 0.74.5 into .build/tools)"
        }
    }
}
