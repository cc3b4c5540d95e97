// FzfGrammarFuzzer: libFuzzer driver for fzf's option grammars as `sel choose` reads them —
// `--bind` (KeyBindings), `--color` (ColourSpec), `--preview-window` (PreviewWindow), key names
// and `--expect` lists (KeyName) — and a replayer of saved inputs (see TESTING.md, "Fuzzing").
// The input, decoded as UTF-8, is given to every grammar; the checks trap on failure.
import Foundation
import FuzzSupport
import SelectionCore
import SelectionScripting
import SelectionTerminal
import SelectionUI

/// True when `message` is one line the sanitiser leaves as it is: no control, no bidi control.
func isSafeMessage(_ message: String) -> Bool {
    !message.isEmpty && Sanitiser.sanitise(message) == message
}

// MARK: --bind

/// The delimiters an action's argument can be written between, tried in this order.
let argumentMarks: [Unicode.Scalar] = ["~", "!", "@", "#", "$", "%", "^", "&", "*", ";", "/", "|"]

/// fzf's spelling of `action`, argument included; nil when no pair of marks can hold the argument.
func spelling(of action: BindAction, isLast: Bool) -> String? {
    let argument: String
    switch action {
    case .changeQuery(let text), .put(let text), .changePrompt(let text), .changeHeader(let text), .reload(let text):
        argument = text
    case .scripted(let name, let commands) where name.hasSuffix("(...)"):
        guard commands.count == 1, let text = scriptedArgument(of: commands[0]) else { return nil }
        argument = text
    default:
        return action.name
    }
    let name = String(action.name.dropLast("(...)".count))
    // By scalars, as the parser reads: `~` followed by a combining mark is one Character, and
    // still a `~` that would close the argument.
    if let mark = argumentMarks.first(where: { !argument.unicodeScalars.contains($0) }) { return "\(name)\(mark)\(argument)\(mark)" }
    return isLast ? "\(name):\(argument)" : nil
}

/// The argument of an fzf action that runs `command` (`execute(ARGUMENT)`…); nil for one this
/// check does not write back (`unbind`'s keys).
func scriptedArgument(of command: ListCommand) -> String? {
    switch command {
    case .execute(let text), .executeSilently(let text), .become(let text), .transform(let text), .transformQuery(let text),
        .transformPrompt(let text), .transformHeader(let text), .print(let text):
        text
    case .preview(.changeWindow(let alternatives)): alternatives.joined(separator: "|")
    default: nil
    }
}

/// `KEY:ACTION+…,…`: the bindings written out again, or nil when an argument cannot be.
func spelling(of bindings: KeyBindings) -> String? {
    var groups: [(String, [BindAction])] = bindings.entries.map { ($0.name, $0.actions) }
    groups += bindings.events.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, $0.value) }
    var pieces: [String] = []
    for (groupIndex, (name, actions)) in groups.enumerated() {
        var words: [String] = []
        for (index, action) in actions.enumerated() {
            guard let word = spelling(of: action, isLast: groupIndex == groups.count - 1 && index == actions.count - 1) else {
                return nil
            }
            words.append(word)
        }
        pieces.append(name + ":" + words.joined(separator: "+"))
    }
    return pieces.joined(separator: ",")
}

func checkBindings(_ text: String) {
    let bindings: KeyBindings
    do {
        bindings = try KeyBindings(parsing: text)
    } catch {
        precondition(isSafeMessage(error.description), "--bind error message not sanitised: \(error.description.debugDescription)")
        return
    }
    for entry in bindings.entries {
        precondition(!entry.keys.isEmpty && !entry.actions.isEmpty, "an entry without keys or actions: \(entry.name.debugDescription)")
        if let end = entry.actions.firstIndex(where: \.endsPrompt) {
            precondition(end == entry.actions.count - 1, "actions after one that ends the prompt")
        }
    }
    for item in bindings.helpItems {
        // A key's name may be empty (a lone bidi control, removed), never unsafe.
        precondition((item.keys + [item.action]).allSatisfy { Sanitiser.sanitise($0) == $0 }, "a help item not sanitised")
    }
    _ = bindings.commandBindings(expecting: [])
    _ = bindings.reloads
    guard let written = spelling(of: bindings) else { return }
    let again: KeyBindings
    do {
        again = try KeyBindings(parsing: written)
    } catch {
        preconditionFailure("\(written.debugDescription) (from \(text.debugDescription)) does not parse: \(error)")
    }
    // A name whose events were bound apart (`ctrl-h` is Ctrl+Backspace and Ctrl+H; `KEY:+ACTION`
    // after one of them was bound alone) is written once per entry, and read back it binds both:
    // then each key's actions are compared, not the entries.
    let names = bindings.entries.map(\.name)
    // A name whose entries differ (`tab` bound more often than `ctrl-i`, the same key among
    // others) cannot be written by name at all: nothing to compare.
    let actionsByName = Dictionary(bindings.entries.map { ($0.name, [$0.actions]) }, uniquingKeysWith: +)
    if actionsByName.values.contains(where: { lists in lists.contains { $0 != lists[0] } }) { return }
    if Set(names).count == names.count {
        precondition(again == bindings, "\(written.debugDescription) (from \(text.debugDescription)) parses differently")
    } else {
        precondition(again.events == bindings.events, "\(written.debugDescription): events differ")
        for key in Set(bindings.entries.flatMap(\.keys) + again.entries.flatMap(\.keys)) {
            precondition(again.actions(for: key) == bindings.actions(for: key), "\(written.debugDescription): \(key) differs")
        }
    }
}

// MARK: --color

/// fzf's spelling of `colour`.
func spelling(of colour: TerminalColour) -> String {
    switch colour {
    case .default: "-1"
    case .ansi(let colour): "\(colour.rawValue)"
    case .indexed(let index): "\(index)"
    case .rgb(let colour):
        "#" + [colour.red, colour.green, colour.blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// The spec written out again.
func spelling(of spec: ColourSpec) -> String {
    var words: [String] = []
    if let base = spec.base {
        switch base {
        case .dark: words.append("dark")
        case .light: words.append("light")
        case .base16: words.append("16")
        case .blackAndWhite: words.append("bw")
        }
    }
    let attributeNames: [(Style.Attributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        (.strikethrough, "strikethrough"),
    ]
    for entry in spec.entries {
        var fields = [entry.name]
        if let colour = entry.colour { fields.append(spelling(of: colour)) }
        if entry.clearsAttributes { fields.append("regular") }
        fields += attributeNames.filter { entry.attributes.contains($0.0) }.map(\.1)
        if entry.stripsColours { fields.append("strip") }
        words.append(fields.joined(separator: ":"))
    }
    return words.joined(separator: ",")
}

func checkColours(_ text: String) {
    let spec: ColourSpec
    do {
        spec = try ColourSpec(parsing: text)
    } catch {
        precondition(isSafeMessage(error.description), "--color error message not sanitised: \(error.description.debugDescription)")
        return
    }
    for capability in ColourCapability.allCases { _ = spec.theme(for: capability) }
    _ = spec.applied(to: .standard)
    let written = spelling(of: spec)
    let again: ColourSpec
    do {
        again = try ColourSpec(parsing: written)
    } catch {
        preconditionFailure("\(written.debugDescription) (from \(text.debugDescription)) does not parse: \(error)")
    }
    precondition(again == spec, "\(written.debugDescription) (from \(text.debugDescription)) parses differently")
}

// MARK: --preview-window

/// The window written out again, every field spelt.
func spelling(of window: PreviewWindow) -> String {
    let side =
        switch window.side {
        case .top: "up"
        case .bottom: "down"
        case .left: "left"
        case .right: "right"
        }
    let size =
        switch window.size {
        case .cells(let count): "\(count)"
        case .percent(let percent): "\(percent)%"
        }
    var words = [
        side, size, "border-" + (window.border?.fzfName ?? (window.hasBorder ? "rounded" : "none")),
        window.wrapsWords ? "wrap-word" : window.wraps ? "wrap" : "nowrap", window.isHidden ? "hidden" : "nohidden",
        window.follows ? "follow" : "nofollow", window.cycles ? "cycle" : "nocycle", window.showsPosition ? "info" : "noinfo",
        "~\(window.headerLines)",
    ]
    if let offset = window.scrollOffset { words.append(offset.fzfSpelling) }
    if let alternative = window.alternative, let other = alternative.windows.first {
        // The alternative starts from the main window as read to its end (fzf copies it), so a
        // field the alternative lacks is inherited: `default` first clears them all.
        words.append("<\(alternative.threshold)(default,\(spelling(of: other)))")
    }
    return words.joined(separator: ",")
}

func checkPreviewWindow(_ text: String) {
    let window: PreviewWindow
    do {
        window = try PreviewWindow(parsing: text)
    } catch {
        precondition(isSafeMessage(error.description), "--preview-window error not sanitised: \(error.description.debugDescription)")
        return
    }
    switch window.size {
    case .cells(let count): precondition(count >= 0, "a negative size")
    case .percent(let percent): precondition((0...100).contains(percent), "a percentage out of range")
    }
    for room in [0, 1, 2, 80] {
        let cells = window.size.cells(of: room)
        precondition(room < 2 ? cells == 0 : (1..<room).contains(cells), "\(cells) cells of \(room)")
    }
    let written = spelling(of: window)
    precondition((try? PreviewWindow(parsing: written)) == window, "\(written) (from \(text.debugDescription)) parses differently")
}

// MARK: key names and --expect

func checkKeyNames(_ text: String) {
    do {
        let events = try KeyName.events(named: text)
        precondition(!events.isEmpty, "a key name without events")
        // A short name may be empty (a lone bidi control, which the sanitiser removes), never unsafe.
        for event in events {
            let short = KeyName.short(event)
            precondition(Sanitiser.sanitise(short) == short, "a key's short name not sanitised: \(short.debugDescription)")
        }
    } catch {
        precondition(isSafeMessage(error.description), "key name error not sanitised: \(error.description.debugDescription)")
    }
    let expected: [(name: String, events: [KeyEvent])]
    do {
        expected = try KeyName.events(namedIn: text)
    } catch {
        precondition(isSafeMessage(error.description), "--expect error not sanitised: \(error.description.debugDescription)")
        return
    }
    precondition(!expected.isEmpty && expected.allSatisfy { !$0.events.isEmpty }, "an expected key without events")
    // A comma named last is written `,,` by the join itself (`ctrl-x,,`).
    let written = expected.map(\.name).joined(separator: ",")
    let again = try? KeyName.events(namedIn: written)
    precondition(
        again.map { $0.map(\.name) == expected.map(\.name) && $0.map(\.events) == expected.map(\.events) } == true,
        "--expect \(written.debugDescription) (from \(text.debugDescription)) reads differently")
}

/// Every invariant, for one input.
func check(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    checkBindings(text)
    checkColours(text)
    checkPreviewWindow(text)
    checkKeyNames(text)
}

FuzzTarget.run(named: "FzfGrammarFuzzer", check: check)
