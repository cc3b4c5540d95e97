import SelectionCore
import SelectionTerminal

/// Asks several fields in turn and returns every answer, in order (design 3's job profile).
///
/// The answered fields stay on screen above the active one, one line each; the active field's
/// prompt draws below them and gets every key and click. Esc (or its Cancel) on a field goes
/// back to the previous field, which reopens on its earlier answer; Esc on the first field
/// cancels the form (OVL-02: Esc dismisses the top layer only).
///
/// ```
/// Purpose: Design
/// Cancel      Location      Done
/// ──────────────────────────────
/// ›  Both
///    Private
///  ✓ Public
/// ```
///
/// ```swift
/// let profile = Form(fields: [
///     .singleChoice("Purpose", options: ["Design", "Testing"], current: "design"),
///     .singleChoice("Location", options: ["Both", "Private", "Public"]),
/// ])
/// if case .chosen(let answers) = try await profile.run() {
///     for answer in answers { print("\(answer.label)=\(answer.value)") }
/// }
/// ```
public struct Form: Prompt {
    /// The fields, in the order they are asked.
    public let fields: [FormField]
    /// The answers so far, one per field before the active one.
    public private(set) var answers: [FormAnswer]
    /// The index of the field being asked.
    public var activeIndex: Int { answers.count }
    /// The answers given before the user went back past them, by field index, so a field reopens on its answer.
    private var earlierAnswers: [Int: String] = [:]
    /// The active field's prompt (nil once every field is answered, or when there are none).
    private var active: AnyPrompt<String>?

    /// Creates a form.
    public init(fields: [FormField]) {
        self.fields = fields
        answers = []
        active = fields.first?.makePrompt(nil)
    }

    // MARK: Prompt

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        let above = answers.count
        let room = Size(width: screen.width, height: max(0, screen.height - above))
        return above + (active?.preferredHeight(in: room, context: fieldContext(context)) ?? 0)
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[FormAnswer]> {
        guard var prompt = active else { return .finish(.chosen(answers)) }
        var forwarded = event
        if case .mouse(var mouse) = event {
            mouse.position.y -= answers.count
            forwarded = .mouse(mouse)
        }
        let step = prompt.handle(forwarded, context: fieldContext(context))
        active = prompt
        guard let result = step.result else { return .proceed(performing: step.effects) }
        switch result {
        case .chosen(let value):
            answers.append(FormAnswer(label: fields[activeIndex].label, value: value))
            guard activeIndex < fields.count else {
                active = nil
                return .finish(.chosen(answers))
            }
            active = fields[activeIndex].makePrompt(earlierAnswers[activeIndex])
        case .cancelled:
            guard let previous = answers.popLast() else { return .finish(.cancelled) }
            earlierAnswers[activeIndex] = previous.value
            active = fields[activeIndex].makePrompt(previous.value)
        case .interrupted:
            return .finish(.interrupted)
        case .timedOut:
            return .finish(.timedOut)
        }
        // The next field opens where the form's region is now.
        let field = fieldContext(context)
        active?.prepare(for: field)
        return .proceed
    }

    /// Tells the active field where its rows are, now that the host located the region.
    public mutating func prepare(for context: PromptContext) {
        let field = fieldContext(context)
        active?.prepare(for: field)
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        for (row, answer) in answers.enumerated() where row < buffer.height {
            let x = buffer.write(answer.label + ": ", at: Point(x: 0, y: row), style: theme.title, overflow: .ellipsis)
            buffer.write(answer.value, at: Point(x: x, y: row), style: theme.text, overflow: .ellipsis)
        }
        let top = min(answers.count, buffer.height)
        guard let active else { return nil }
        // The field draws into its own buffer, the rows below the answers, then is copied in.
        var field = Buffer(width: buffer.width, height: buffer.height - top)
        let cursor = active.render(into: &field, context: fieldContext(context))
        for y in 0..<field.height {
            for x in 0..<field.width where !field[x, y].isContinuation {
                buffer.set(field[x, y], at: Point(x: x, y: top + y))
            }
        }
        return cursor.map { Point(x: $0.x, y: $0.y + top) }
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<[FormAnswer]>) -> String? {
        result.value.map { answers in answers.map { "\($0.label): \($0.value)" }.joined(separator: ", ") }
    }

    /// When the prompt next needs a tick, if ever.
    public var deadline: Duration? { active?.deadline }

    /// The active field's wish for motion reports (a menu field hovers as it does alone).
    public var tracksPointerMotion: Bool { active?.tracksPointerMotion ?? false }

    /// The context of the active field: the region below the answered lines.
    private func fieldContext(_ context: PromptContext) -> PromptContext {
        var field = context
        let above = answers.count
        field.screen = Size(width: context.screen.width, height: max(0, context.screen.height - above))
        field.regionTop = (context.regionTop ?? 0) + above
        return field
    }
}
