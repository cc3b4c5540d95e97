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
    public var width: Int { Int(columns) }
    /// ``width``, in a byte: with ``ascii`` it fits where an `Int` alone would go (a cell is 32
    /// bytes, not 40; a frame is thousands of them, compared and copied every frame).
    private var columns: UInt8
    /// The character's byte when it is one ASCII byte (a space for a continuation cell), else 0:
    /// what the renderer writes, and compares first, without looking into the `Character`.
    private(set) var ascii: UInt8

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
        self.columns = UInt8(min(2, max(1, width)))
        self.ascii = Cell.asciiByte(of: character)
    }

    /// Creates a cell from a printable ASCII byte (0x20–0x7E): one column, nothing to sanitise.
    init(printableASCII byte: UInt8, style: Style) {
        self.character = Character(Unicode.Scalar(byte))
        self.style = style
        self.columns = 1
        self.ascii = byte
    }

    private init(continuationOf style: Style) {
        self.character = " "
        self.style = style
        self.columns = 0
        self.ascii = 0x20
    }

    /// The byte of a character that is one ASCII byte, else 0.
    private static func asciiByte(of character: Character) -> UInt8 {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return 0 }
        return byte
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
    public var isBlank: Bool { columns == 1 && ascii == 0x20 && style.isPlain }

    /// True when the cells at `index` of both buffers are equal, compared in place without copying either.
    ///
    /// The renderer compares every cell of every frame; copying a cell retains its character.
    @inline(__always)
    static func isSame(_ cells: UnsafeBufferPointer<Cell>, _ others: UnsafeBufferPointer<Cell>, at index: Int) -> Bool {
        cells[index].columns == others[index].columns && cells[index].ascii == others[index].ascii
            && cells[index].style == others[index].style
            && (cells[index].ascii != 0 || cells[index].character == others[index].character)
    }

    /// Compares the cheap parts first: the renderer compares every cell of every frame. Two
    /// cells with the same ASCII byte hold the same character.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.columns == rhs.columns && lhs.ascii == rhs.ascii && lhs.style == rhs.style
            && (lhs.ascii != 0 || lhs.character == rhs.character)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(style)
        hasher.combine(character)
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
