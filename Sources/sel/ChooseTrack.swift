import ArgumentParser
import SelectionScripting
import SelectionUI

/// fzf's tracking for `sel choose`: `--track` keeps the highlighted item highlighted as the list
/// changes, and `--id-nth` names the fields that identify an item across `reload` and
/// `reload-sync` (the tracked item found again; with `--multi`, `reload-sync` keeps the checked ones).
struct ChooseTrack: ParsableArguments {
    @Flag(
        name: .customLong("track"), inversion: .prefixedNo,
        help: """
            Keep the highlighted item highlighted as the list changes (a new query, items arriving), as fzf; when it is gone, \
            its row. With --id-nth, also across reloads.
            """)
    var track = false

    @Option(
        name: .customLong("id-nth"),
        help: ArgumentHelp(
            """
            The fields that identify an item across reload and reload-sync, as fzf (cut by --delimiter): with --track the \
            highlighted item is found again (keys wait meanwhile, +T* in the info; Esc stops the search, Ctrl-C quits, \
            where fzf's stops it); with --multi, reload-sync keeps the checked items.
            """, valueName: "fields"))
    var idNth: String?

    /// The options that take a value, for ``ChooseScripting/valueOptions``.
    static let valueOptions: Set<String> = ["--id-nth"]

    func validate() throws {
        _ = try identityFields()
    }

    /// `--id-nth`, parsed.
    func identityFields() throws -> FieldExpression? {
        guard let idNth else { return nil }
        do { return try FieldExpression(parsing: idNth) } catch { throw ValidationError("--id-nth: \(error)") }
    }

    /// Sets the tracking and the items' identity (their `--id-nth` fields, cut by `delimiter`;
    /// ``validate()`` has refused a malformed `--id-nth`).
    func configure(_ configuration: inout ListPromptConfiguration, delimiter: FieldDelimiter) {
        configuration.tracksHighlight = track
        guard let fields = try? identityFields() else { return }
        configuration.itemIdentity = { line in fields.text(of: line, delimiter: delimiter) }
    }
}
