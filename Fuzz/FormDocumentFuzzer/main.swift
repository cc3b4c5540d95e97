// FormDocumentFuzzer: libFuzzer driver for `FormDocument`, the JSON document `sel form` reads,
// and a replayer of saved inputs (see TESTING.md, "Fuzzing"). The input is the document's bytes.
// The checks trap.
import FuzzSupport
import SelectionCore
import SelectionJSON
import SelectionScripting
import SelectionUI

/// What one reading gave, comparable: the form's title and answer keys, or the problem.
func outcome(_ json: JSONValue) -> String {
    do {
        let document = try FormDocument(json)
        return "form \(document.title ?? "-") \(document.fields.map(\.key)) \(document.groups.map(\.fields.count))"
    } catch {
        return "problem \(error.path.written) \(error.message)"
    }
}

/// Every invariant, for one input.
func check(_ bytes: [UInt8]) {
    guard let json = try? JSONParser.parse(bytes) else { return }
    precondition(outcome(json) == outcome(json), "two readings differ")
    do {
        let document = try FormDocument(json)
        let keys = document.fields.map(\.key)
        precondition(Set(keys).count == keys.count, "a key answered twice: \(keys)")
        precondition(keys.allSatisfy(FormShell.isVariableName), "a key that is not a variable's name: \(keys)")
        // The form the document describes opens on its first question without trapping.
        let form = Form(title: document.title, groups: document.groups)
        precondition(form.groups.count == document.groups.count, "groups lost on the way to the form")
    } catch {
        // Every problem names a value the document has, so its line and column can be shown.
        precondition(!error.message.isEmpty, "a problem without a message")
        precondition(
            JSONLocator.position(of: error.path, in: bytes) != nil, "the problem's path \(error.path.written) is not in the document")
    }
}

FuzzTarget.run(named: "FormDocumentFuzzer", check: check)
