/// How an option's row is drawn. The label always exists (typeahead and the trigger use it);
/// this says whether it is shown, and what image goes with it.
///
/// ```swift
/// Choice("Blue", value: 0x0000ff, content: .swatchAndText(Colour(red: 0, green: 0, blue: 255)))
/// ```
public enum OptionContent: Sendable, Equatable {
    /// The label as text.
    case text
    /// A colour swatch alone (a palette cell); the label is not drawn.
    case swatch(Colour)
    /// A colour swatch followed by the label.
    case swatchAndText(Colour)
    /// A picture alone; the label is not drawn.
    case picture(Picture)
    /// A picture followed by the label.
    case pictureAndText(Picture)

    /// The image drawn before (or instead of) the label, if any.
    public var image: OptionImage? {
        switch self {
        case .text: nil
        case .swatch(let colour), .swatchAndText(let colour): .swatch(colour)
        case .picture(let picture), .pictureAndText(let picture): .picture(picture)
        }
    }

    /// True when the label is drawn as text.
    public var showsText: Bool {
        switch self {
        case .text, .swatchAndText, .pictureAndText: true
        case .swatch, .picture: false
        }
    }
}

/// The image part of an ``OptionContent``.
public enum OptionImage: Sendable, Equatable {
    /// A solid block of one colour.
    case swatch(Colour)
    /// A small picture drawn with half-block cells.
    case picture(Picture)
}
