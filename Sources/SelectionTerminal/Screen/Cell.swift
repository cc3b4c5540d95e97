/// One cell of the screen: a grapheme cluster and the style it is drawn in.
///
/// A cell is one or two columns wide. A wide glyph (CJK, most emoji) lives in its *lead* cell,
/// and the cell to its right is a *continuation* cell that draws nothing of its own; a
/// ``Buffer`` keeps the two together. A cell never holds a control character: the initialiser
/// runs its character through the `Sanitiser`.
///
/// ```swift
/// let marker = Cell("›", style: Style(foreground: .ansi(.cyan)))
/// let wide = Cell("漢")                    // width 2
/// let safe = Cell("\u{1B}")                // holds "␛", not ESC
/// ```
public struct Cell: Sendable, Hashable, CustomStringConvertible {
    /// The grapheme cluster drawn in the cell; a space for a continuation cell.
    public private(set) var character: Character
    /// The colours and attributes the cell is drawn with.
    public var style: Style
    /// Columns the glyph takes: 1, or 2 for a wide glyph's lead cell; 0 for a continuation cell.
    public private(set) var width: Int

    /// Creates a cell holding `character`, sanitised and made drawable.
    ///
    /// - A control is replaced by its placeholder (`Sanitiser`); a character that sanitising
    ///   empties (a lone bidi override) becomes a space.
    /// - A cluster that occupies no column on its own is given one: a combining mark gets the
    ///   dotted circle U+25CC as its base (`◌́`), other zero-width characters become a space.
    ///
    /// - Parameters:
    ///   - character: Any grapheme cluster; only the first of its sanitised forms is kept.
    ///   - style: How the cell is drawn.
    public init(_ character: Character, style: Style = .plain) {
        var drawable: Character = " "
        Sanitiser.forEachSanitisedCharacter(in: String(character)) { sanitised in
            drawable = sanitised
            return false
        }
        self.init(drawable: drawable, style: style)
    }

    /// Creates a cell from a character that has already been sanitised.
    init(drawable character: Character, style: Style) {
        var character = character
        var width = DisplayWidth.of(character)
        if width == 0 {
            character = Cell.visibleForm(ofZeroWidth: character) ?? " "
            width = DisplayWidth.of(character)
        }
        self.character = character
        self.style = style
        self.width = min(2, max(1, width))
    }

    /// Creates a cell from a printable ASCII byte (0x20–0x7E): one column, nothing to sanitise.
    init(printableASCII byte: UInt8, style: Style) {
        self.character = Character(Unicode.Scalar(byte))
        self.style = style
        self.width = 1
    }

    private init(continuationOf style: Style) {
        self.character = " "
        self.style = style
        self.width = 0
    }

    /// A space in the plain style: what an empty screen holds.
    public static let blank = Cell(drawable: " ", style: .plain)

    /// A space in `style`: an empty cell of a coloured area.
    public static func blank(_ style: Style) -> Cell {
        Cell(drawable: " ", style: style)
    }

    /// The right half of a wide glyph whose lead cell has `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(continuationOf: style)
    }

    /// True for the right half of a wide glyph, which draws nothing of its own.
    public var isContinuation: Bool { width == 0 }

    /// True for a space in the plain style.
    public var isBlank: Bool { width == 1 && style.isPlain && character == " " }

    /// True when the cells at `index` of both buffers are equal, compared in place without copying either.
    ///
    /// The renderer compares every cell of every frame; copying a cell retains its character.
    @inline(__always)
    static func isSame(_ cells: UnsafeBufferPointer<Cell>, _ others: UnsafeBufferPointer<Cell>, at index: Int) -> Bool {
        cells[index].width == others[index].width && cells[index].style == others[index].style
            && cells[index].character == others[index].character
    }

    /// Compares the cheap parts first: the renderer compares every cell of every frame.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && lhs.character == rhs.character
    }

    /// The character, `⟨cont⟩` for a continuation cell.
    public var description: String { isContinuation ? "⟨cont⟩" : String(character) }

    /// What to draw for a cluster that takes no column: a combining mark on a dotted circle; nil for anything else (nothing to show).
    static func visibleForm(ofZeroWidth character: Character) -> Character? {
        guard let first = character.unicodeScalars.first else { return nil }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // U+25CC DOTTED CIRCLE: the conventional base for showing a mark on its own.
            var scalars = String.UnicodeScalarView()
            scalars.append("\u{25CC}")
            // Still within the sanitiser's limit once the circle is added.
            scalars.append(contentsOf: character.unicodeScalars.prefix(Sanitiser.maximumScalarsPerCluster - 1))
            return String(scalars).first
        default:
            return nil
        }
    }
}
