import Foundation

/// The reference tools the agreement tests compare `sel` with, pinned to one version each and
/// found by one variable, never by whatever comes first on `PATH`.
///
/// `scripts/test` installs them into the build area (`scripts/reference-tools`) and exports the
/// variables; a test run started by hand finds the same install by its path, or says how to make
/// it. TESTING.md ("Reference tools") says which versions are pinned and why.
///
/// ```swift
/// let fzf = try ReferenceTools.fzf()
/// let result = try SelProcess.run(executable: fzf, ["--filter", "src"], input: input)
/// ```
enum ReferenceTools {
    /// The fzf release every agreement test is written against.
    static let fzfVersion = "0.74.5"

    /// The variable that names the pinned fzf binary.
    static let fzfVariable = "SEL_REFERENCE_FZF"

    /// The pinned fzf: `$SEL_REFERENCE_FZF`, else the copy `scripts/reference-tools` installs under
    /// `.build/tools`. Throws, naming the fix, when neither is fzf ``fzfVersion``.
    static func fzf(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let installed = root.appendingPathComponent(".build/tools/fzf-\(fzfVersion)/bin/fzf")
        let named = environment[fzfVariable].map { URL(fileURLWithPath: $0) }
        let candidate = named ?? installed
        let fix = "run `eval \"$(scripts/reference-tools)\"` (it installs fzf \(fzfVersion) into .build/tools)"
        guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
            throw SelProcess.Failure(description: "no fzf \(fzfVersion) at \(candidate.path): \(fix)")
        }
        let version = try SelProcess.run(executable: candidate, ["--version"], input: [])
        let text = String(decoding: version.output, as: UTF8.self)
        guard version.status == 0, text.hasPrefix(fzfVersion + " ") else {
            throw SelProcess.Failure(
                description: "\(candidate.path) is fzf \(text.trimmingCharacters(in: .whitespacesAndNewlines)), not \(fzfVersion): \(fix)")
        }
        return candidate
    }
}
