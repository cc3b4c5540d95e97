import ArgumentParser
import SelectionCore
import SelectionMatching
import SelectionScripting
import SelectionTerminal
import SelectionUI

/// The options of `sel choose` that fzf and gum scripts use, by fzf's names and meanings
/// (README: fzf and gum, flag by flag): the query, the header, what is printed, keys, matching, looks.
struct ChooseScripting: ParsableArguments {
    @Option(name: [.customShort("q"), .long], help: ArgumentHelp("Start with this query (turns on --filter).", valueName: "query"))
    var query: String?

    @Flag(
        name: .customLong("print-query"),
        help: "Print the query as the first line when an item is accepted, or when Enter finds no match (status 1); nothing on Esc.")
    var printsQuery = false

    @Option(
        help: ArgumentHelp("Keys that accept, and print their name as the first line (after the query): ctrl-x,alt-y.", valueName: "keys"))
    var expect: String?

    @Option(
        help: ArgumentHelp(
            "Bind keys and events to fzf's actions: KEY:ACTION[+ACTION…][,…] (repeatable). Actions that run programs: execute(CMD), execute-silent(CMD), become(CMD), transform(CMD), transform-query/-prompt/-header(CMD), run by /bin/sh -c (fzf uses $SHELL). Events: start, change, load, focus, result, one, zero, resize, multi, backward-eof, click-header, jump, jump-cancel. See README: fzf and gum, flag by flag.",
            valueName: "bindings")
    )
    var bind: [String] = []

    @Option(
        name: .customLong("with-shell"),
        help: ArgumentHelp(
            "The shell and its flags that run the commands of --preview and --bind ('bash -c'): each command, its placeholders replaced, is quoted after them (default: /bin/sh -c, where fzf uses $SHELL -c).",
            valueName: "shell"))
    var withShell: String?

    @Option(
        name: .customLong("jump-labels"),
        help: ArgumentHelp(
            "The labels the jump and jump-accept actions draw on the visible rows, one character a row from the first (printable ASCII; fzf's default: asdfghjklqwertyuiopzxcvbnm1234567890ASDF…).",
            valueName: "chars"))
    var jumpLabels: String?

    @Option(help: ArgumentHelp("A line shown above the list.", valueName: "text"))
    var header: String?

    @Option(
        name: .customLong("header-lines"), parsing: .unconditional,
        help: ArgumentHelp("The first N input lines stay above the list, never matched or chosen.", valueName: "n"))
    var headerLines = 0

    @Option(help: ArgumentHelp("Drawn before the query (default \"/ \").", valueName: "text"))
    var prompt: String?

    @Option(help: ArgumentHelp("The mark of the highlighted row (wider than one column: drawn as fzf, see --border).", valueName: "text"))
    var pointer: String?

    @Option(help: ArgumentHelp("The mark of a checked item (default [x]).", valueName: "text"))
    var marker: String?

    @Option(
        help: ArgumentHelp(
            "fzf's info: hidden; default, right, inline[:PREFIX], inline-right[:PREFIX] draw as fzf (see --border); without them sel shows the count at the end of the query's line.",
            valueName: "style"))
    var info: String?

    @Flag(help: "Moving past the last item goes to the first, and back.")
    var cycle = false

    @Flag(help: "Reverse the order of the input.")
    var tac = false

    @Flag(name: .customLong("no-sort"), help: "Keep matches in input order instead of ranking them (+s).")
    var noSort = false

    @Flag(
        help:
            "fzf's raw mode: every item stays listed in input order, those the query does not match dimmed (--color nomatch); Enter takes the highlighted one even so. toggle-raw, enable-raw, disable-raw switch it; up-match, down-match and best move among the matches."
    )
    var raw = false

    @Flag(
        exclusivity: .chooseLast,
        help:
            "Case: -i ignores it, +i (--no-ignore-case) respects it, --smart-case (default) respects it when the query has an upper-case letter."
    )
    var caseMatching: CaseFlag = .smartCase

    @Flag(name: [.customShort("e"), .long], help: "Match the query's terms exactly, not fuzzily.")
    var exact = false

    @Option(help: ArgumentHelp("Match only these fields (fzf's field index expressions: 1,-1,2..).", valueName: "fields"))
    var nth: String?

    @Option(name: .customLong("with-nth"), help: ArgumentHelp("Show (and match) only these fields.", valueName: "fields"))
    var withNth: String?

    @Option(name: .customLong("accept-nth"), help: ArgumentHelp("Print only these fields of the chosen lines.", valueName: "fields"))
    var acceptNth: String?

    @Flag(help: "Show the colours of ANSI SGR sequences in the input; print lines without their escape sequences.")
    var ansi = false

    @Option(
        help: ArgumentHelp(
            "Colours, as fzf's --color: [BASE,]NAME:COLOUR[:ATTR]… (repeatable). BASE light or dark picks the theme for that background, overriding what the terminal reports (as SEL_BACKGROUND does).",
            valueName: "spec"))
    var color: [String] = []

    @Flag(name: .customLong("select-1"), help: "The same as --select-if-one (fzf's -1).")
    var selectOne = false

    @Flag(name: .customLong("exit-0"), help: "Exit 1 at once when there is nothing to choose (fzf's -0; always so in sel).")
    var exitZero = false

    @Flag(help: "The query does not narrow the list; it is only typed, for reload(...{q}...) and --preview (turns on --filter).")
    var disabled = false

    @Option(
        help: ArgumentHelp(
            "Show CMD's output for the highlighted item beside the list (run by sh -c; {} the item, {+} the checked ones, {q} the query, {n} the index).",
            valueName: "cmd"))
    var preview: String?

    @Flag(name: .customLong("no-preview"), help: "No preview: undoes --preview (fzf's).")
    var noPreview = false

    @Option(
        name: .customLong("preview-window"),
        help: ArgumentHelp(
            "Where the preview goes: right (default), left, up, down; a size N or N% (default 50%); border/noborder; wrap/nowrap; hidden.",
            valueName: "spec"))
    var previewWindow: String?

    @Flag(
        name: .customLong("require-check"),
        help: "With --multi: Enter with nothing checked chooses nothing (default: the highlighted item).")
    var requiresCheck = false

    @Flag(
        help:
            "With --multi: print the chosen items in input order (gum's --ordered); by default in the order they were checked, as fzf -m and gum."
    )
    var ordered = false

    /// -i, +i, --smart-case.
    enum CaseFlag: String, EnumerableFlag {
        case ignoreCase, noIgnoreCase, smartCase

        static func name(for value: CaseFlag) -> NameSpecification {
            switch value {
            case .ignoreCase: [.customShort("i"), .customLong("ignore-case")]
            case .noIgnoreCase: .customLong("no-ignore-case")
            case .smartCase: .customLong("smart-case")
            }
        }
    }

    /// The options that take a value as the next word (for ``FzfSpellings``), ``ChooseChrome``'s too.
    static let valueOptions: Set<String> = Set([
        "-q", "--query", "--expect", "--bind", "--header", "--header-lines", "--prompt", "--pointer", "--marker", "--info",
        "--nth", "--with-nth", "--accept-nth", "--color", "--selected", "--cursor", "--placeholder", "--title", "--height",
        "--delimiter", "--output", "--limit", "--timeout", "--wrap-sign", "--preview-wrap-sign", "--preview", "--preview-window",
        "--walker", "--walker-root", "--walker-skip", "--history", "--history-size", "--remember", "--tiebreak", "--scheme",
        "--algo", "--layout", "--shell-history", "--tail", "--tmux", "--popup", "--listen", "--listen-unsafe", "--with-shell",
        "--jump-labels",
    ]).union(ChooseChrome.valueOptions).union(["--gum-style", "--selected-prefix", "--unselected-prefix", "--cursor-prefix", "--indicator"])
        .union(ChooseTextShape.valueOptions).union(ChooseTrack.valueOptions)

    func validate() throws {
        if headerLines < 0 { throw ValidationError("--header-lines must be 0 or more, not \(headerLines).") }
        if let pointer, pointer.isEmpty { throw ValidationError("--pointer must not be empty.") }
        if let jumpLabels, jumpLabels.unicodeScalars.contains(where: { $0.value < 32 || $0.value > 126 }) {
            throw ValidationError("--jump-labels takes printable ASCII characters only (as fzf), not '\(Sanitiser.sanitise(jumpLabels))'.")
        }
        _ = try infoStyle()
        _ = try keyBindings(isMultiple: false)
        _ = try expectedKeys()
        _ = try colourSpec()
        _ = try fields()
        _ = try previewWindowSpec()
    }

    /// `--info`, read: nil without it.
    func infoStyle() throws -> ListChrome.Info? {
        guard let info else { return nil }
        let parts = info.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let prefix = parts.count > 1 ? parts[1] : nil
        switch parts[0] {
        case "default" where prefix == nil: return .line
        case "right" where prefix == nil: return .right
        case "hidden" where prefix == nil: return .hidden
        case "inline": return .inline(prefix: prefix ?? " < ")
        case "inline-right": return .inlineRight(prefix: prefix ?? "")
        default:
            throw ValidationError(
                "--info must be default, right, hidden, inline[:PREFIX] or inline-right[:PREFIX], not '\(Sanitiser.sanitise(info))'.")
        }
    }

    /// The `--info` fzf's chrome draws: nil without it and for hidden (sel hides the count itself).
    var chromeInfo: ListChrome.Info? {
        guard let style = try? infoStyle(), style != .hidden else { return nil }
        return style
    }

    /// `--preview-window`, read (fzf's default without it: right, half, a rounded border).
    func previewWindowSpec() throws -> PreviewWindow {
        guard let previewWindow else { return .fzfDefault }
        do {
            return try PreviewWindow(parsing: previewWindow)
        } catch {
            throw ValidationError("--preview-window: \(error)")
        }
    }

    /// The preview `--preview` asks for, if any.
    func listPreview<Value>(of _: Value.Type) throws -> ListPreview<Value>? {
        guard let preview, !noPreview else { return nil }
        var listPreview = ListPreview<Value>.command(preview, window: try previewWindowSpec())
        listPreview.shell = withShell
        return listPreview
    }

    /// True when a binding reloads the items (then they stream, and an empty list waits).
    var reloads: Bool {
        guard let bindings = try? keyBindings(isMultiple: false) else { return false }
        return bindings.reloads
    }

    /// True when `start` reloads: the items may come from that alone.
    var startsWithReload: Bool {
        guard let actions = (try? keyBindings(isMultiple: false))?.events[.start] else { return false }
        return actions.contains(where: \.isReload)
    }

    /// The `--bind` bindings, after the defaults of a multiple choice (Tab and Shift-Tab toggle and move).
    func keyBindings(isMultiple: Bool) throws -> KeyBindings {
        var bindings = KeyBindings()
        if isMultiple { bindings.add(try Self.bindingOrThrow("tab:toggle+down,btab:toggle+up"), showingInHelp: false) }
        for expression in bind {
            do {
                try bindings.parse(expression)
            } catch {
                throw ValidationError("--bind: \(error)")
            }
        }
        return bindings
    }

    private static func bindingOrThrow(_ expression: String) throws -> KeyBindings {
        do {
            return try KeyBindings(parsing: expression)
        } catch {
            throw ValidationError("--bind: \(error)")
        }
    }

    /// The `--expect` keys.
    func expectedKeys() throws -> [ExpectedKey] {
        guard let expect else { return [] }
        do {
            return try KeyName.events(namedIn: expect).map { ExpectedKey(name: $0.name, keys: $0.events) }
        } catch {
            throw ValidationError("--expect: \(error)")
        }
    }

    /// Every `--color` spec, in order.
    func colourSpec() throws -> ColourSpec? {
        guard !color.isEmpty else { return nil }
        var spec = ColourSpec()
        for text in color {
            do {
                spec = spec.adding(try ColourSpec(parsing: text))
            } catch {
                throw ValidationError("--color: \(error)")
            }
        }
        return spec
    }

    /// `--nth`, `--with-nth`, `--accept-nth`.
    func fields() throws -> (nth: FieldExpression?, withNth: FieldExpression?, acceptNth: FieldExpression?) {
        func parse(_ text: String?, _ option: String) throws -> FieldExpression? {
            guard let text else { return nil }
            do { return try FieldExpression(parsing: text) } catch { throw ValidationError("\(option): \(error)") }
        }
        return (try parse(nth, "--nth"), try parse(withNth, "--with-nth"), try parse(acceptNth, "--accept-nth"))
    }

    /// True when a list read whole goes through ``ScriptedLines`` (colours, fields, reversed
    /// order); a streamed list shapes each line as it arrives (``ChooseRecordShape``).
    var readsScriptedLines: Bool { ansi || usesFields || tac }

    /// True when a field option asks for fields (then `--delimiter` separates fields, as in fzf).
    var usesFields: Bool { nth != nil || withNth != nil || acceptNth != nil || changesFields }

    /// Sets the list prompt's behaviour from these options.
    func configure(
        _ configuration: inout ListPromptConfiguration, isMultiple: Bool, header lines: [String],
        headerStyles: [Int: [StyledCharacters]], fieldDelimiter: FieldDelimiter
    ) throws {
        if let query {
            configuration.query = query
            configuration.filters = true
        }
        if disabled {
            configuration.filters = true
            configuration.searchesWithQuery = false
        }
        try keyBindings(isMultiple: isMultiple).configure(&configuration, expecting: try expectedKeys())
        configuration.commands.scripting.shell = withShell
        if let jumpLabels { configuration.commands.scripting.jumpLabels = jumpLabels }
        // fzf's --header: a line per line of the text; the input's header lines after them.
        let text = header.map(ListPromptConfiguration.headerLines) ?? []
        configuration.header = text + lines
        configuration.inputHeaderCount = lines.count
        var styles: [Int: [StyledCharacters]] = [:]
        for (line, runs) in headerStyles { styles[line + text.count] = runs }
        configuration.headerStyles = styles
        if let prompt { configuration.prompt = prompt }
        if info == "hidden" { configuration.showsCounts = false }
        configuration.wrapsAround = cycle
        var options = MatchOptions()
        options.caseMatching =
            switch caseMatching {
            case .ignoreCase: .ignore
            case .noIgnoreCase: .respect
            case .smartCase: .smart
            }
        options.isExact = exact
        options.isSorted = !noSort
        configuration.matchOptions = options
        configuration.startsRaw = raw
        configuration.takesHighlightedWhenNothingChecked = !requiresCheck
        // Enter when nothing matches exits 1, as fzf (a script waiting on it would hang).
        configuration.endsWhenNothingMatches = true
        // A multiple choice is printed as picked, as `fzf -m` (`--ordered`: in input order).
        configuration.ordersByPick = !ordered
        if let nth = try fields().nth {
            let delimiter = fieldDelimiter
            configuration.searchText = { label in String(decoding: nth.text(of: Array(label.utf8), delimiter: delimiter), as: UTF8.self) }
        }
    }

    /// The chosen item indices in the order printed: as picked, or with `--ordered` in the
    /// list's order (`reversed`: a streamed `--tac` list, whose indices count from the first line read).
    func printedOrder(_ indices: [Int], reversed: Bool) -> [Int] {
        guard ordered else { return indices }
        let sorted = indices.sorted()
        return reversed ? Array(sorted.reversed()) : sorted
    }

    /// What is changed in the theme the host picks for the terminal (the standard theme's variant
    /// for its colours and background, or the monochrome one without colour): the `--color` spec
    /// (whose `light` or `dark` base overrides the detected background; ignored without colour),
    /// then `--pointer` and `--marker`.
    func themeAdjustment() throws -> @Sendable (Theme, ColourCapability) -> Theme {
        let spec = try colourSpec()
        let pointer = pointer?.first
        let marker = marker
        return { picked, capability in
            var theme = capability == .noColour ? picked : (spec?.applied(to: picked, colours: capability) ?? picked)
            if let pointer { theme.highlightMarker = pointer }
            if let marker {
                theme.checkboxOn = marker
                theme.checkboxOff = String(repeating: " ", count: Buffer.displayWidth(of: marker))
            }
            return theme
        }
    }
}
