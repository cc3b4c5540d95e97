import SelectionCore
import SelectionTerminal

/// A reusable single-choice checklist (design 3): a title, a list of strings, a checkmark on
/// the chosen one; Enter (or the modal's Done) reports the checked string.
///
/// The current value is matched case-insensitively. Space or a click moves the checkmark;
/// Up/Down move the highlight; Esc cancels.
///
/// ```swift
/// let purpose = try await ChecklistPrompt(title: "Purpose", options: ["Design", "Testing"], current: "design")
///     .run(options: PromptHost.Options(presentation: .fullScreen)).value
/// ```
public struct ChecklistPrompt: Prompt {
    public typealias Value = String

    /// The title (the modal's toolbar shows it too).
    public let title: String
    /// The strings to choose from.
    public let options: [String]
    /// The checked row.
    public private(set) var checked: Int?
    /// The highlighted row.
    public private(set) var highlighted: Int

    /// Creates a checklist; `current` is checked if it matches an option, ignoring case.
    public init(title: String, options: [String], current: String? = nil) {
        self.title = title
        self.options = options
        let match = current.flatMap { current in options.firstIndex { $0.lowercased() == current.lowercased() } }
        checked = match
        highlighted = match ?? 0
    }

    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { options.count + 2 }

    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        switch event {
        case .key(let key) where key.kind != .release:
            switch key.key {
            case .up: highlighted = max(0, highlighted - 1)
            case .down: highlighted = min(max(0, options.count - 1), highlighted + 1)
            case .character(" "): checked = highlighted
            case .enter:
                guard let row = checked ?? (options.isEmpty ? nil : highlighted) else { return .proceed }
                return .finish(.chosen(options[row]))
            case .escape: return .finish(.cancelled)
            default: break
            }
        case .mouse(let mouse) where mouse.kind == .press && mouse.button == .left:
            let row = mouse.position.y - 2
            if options.indices.contains(row) {
                highlighted = row
                checked = row
            }
        default:
            break
        }
        return .proceed
    }

    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        buffer.write(title, at: Point(x: 1, y: 0), style: theme.title)
        var cursor: Point?
        for (row, option) in options.enumerated() {
            let y = row + 2
            let isHighlighted = row == highlighted
            let style = isHighlighted ? theme.highlight : theme.text
            let area = Rect(x: 0, y: y, width: buffer.width, height: 1)
            if isHighlighted {
                buffer.fill(area, with: .blank(style))
                cursor = Point(x: 0, y: y)
            }
            let marker = isHighlighted ? String(theme.highlightMarker) : " "
            let mark = row == checked ? String(theme.checkmark) : " "
            buffer.write(marker + " " + option, at: Point(x: 0, y: y), style: style, clip: area, overflow: .ellipsis)
            buffer.write(mark, at: Point(x: max(0, buffer.width - 3), y: y), style: style, clip: area)
        }
        let help = "↑↓ move · space check · enter / Done choose · esc back"
        buffer.write(help, at: Point(x: 1, y: options.count + 3), style: theme.help, overflow: .ellipsis)
        return cursor
    }

    public func summary(of result: PromptResult<String>) -> String? {
        result.value.map { "\(title): \($0)" }
    }
}
