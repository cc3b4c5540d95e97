import Foundation
import Testing

@testable import sel

/// The lists of `sel choose`'s option names kept by hand agree with ArgumentParser's declarations:
/// adding an option that takes a value without listing it in ``ChooseScripting/valueOptions``
/// would let ``FzfSpellings`` rewrite its value (`--my-option -1` read as `--select-1`).
@Suite struct OptionListConsistencyTests {
    /// The names of `sel choose`'s declared arguments of `kind` (`option` takes a value, `flag` does not),
    /// read from ArgumentParser's own description of the command (what `--experimental-dump-help` prints).
    private func declaredNames(kind: String) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(ChooseCommand._dumpHelp().utf8))
        let command = try #require((json as? [String: Any])?["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var names: Set<String> = []
        for argument in arguments where argument["kind"] as? String == kind {
            for name in argument["names"] as? [[String: Any]] ?? [] {
                guard let text = name["name"] as? String, let form = name["kind"] as? String else { continue }
                names.insert((form == "long" ? "--" : "-") + text)
            }
        }
        return names
    }

    @Test func valueOptionsAreExactlyTheDeclaredOptionsThatTakeAValue() throws {
        let declared = try declaredNames(kind: "option")
        #expect(declared.count > 20)
        #expect(ChooseScripting.valueOptions.subtracting(declared).isEmpty, "listed but not declared")
        #expect(declared.subtracting(ChooseScripting.valueOptions).isEmpty, "declared but not listed in ChooseScripting.valueOptions")
    }

    @Test func fzfSpellingsBecomeDeclaredFlags() throws {
        let flags = try declaredNames(kind: "flag").union(declaredNames(kind: "option"))
        let rewritten = FzfSpellings.rewrite(["choose", "+i", "+s", "-1", "-0", "-m", "-m3"], valueOptions: ChooseScripting.valueOptions)
        let names = rewritten.dropFirst().filter { $0.hasPrefix("-") }
        #expect(!names.isEmpty)
        for name in names { #expect(flags.contains(name), "\(name) is not an option of sel choose") }
    }
}
