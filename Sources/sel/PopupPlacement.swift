import SelectionTerminal

/// Where fzf's `--tmux`/`--popup` opens the picker: `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]`,
/// read as fzf 0.74.5 reads it (commas or colons between the parts; `up` and `down` are `top` and
/// `bottom`; a size without `%` is a number of cells).
///
/// ```swift
/// try PopupPlacement("left,40%,90%")   // left, 40% wide, 90% tall
/// try PopupPlacement("80%")            // centred, 80% wide and tall
/// try PopupPlacement("bottom,30%")     // at the bottom, the whole width, 30% tall
/// ```
struct PopupPlacement: Equatable {
    /// A side of the terminal, or its centre.
    enum Position: Equatable {
        case center, top, bottom, left, right
    }

    /// A number of cells, or a percentage of the terminal.
    struct Size: Equatable, CustomStringConvertible {
        var value: Int
        var isPercentage: Bool

        /// As tmux's `-w`/`-h` take it: `40` or `40%`.
        var description: String { isPercentage ? "\(value)%" : "\(value)" }
    }

    var position = Position.center
    var width = Size(value: 50, isPercentage: true)
    var height = Size(value: 50, isPercentage: true)
    /// `border-native`: tmux draws the popup's border (sel always lets it; accepted for fzf's sake).
    var hasNativeBorder = false

    /// fzf's default: the centre, half the width and half the height.
    init() {}

    /// Reads `text`; throws a message naming the syntax when it is not fzf's.
    init(_ text: String) throws(PopupPlacementError) {
        var tokens = text.split(whereSeparator: { $0 == "," || $0 == ":" }).map(String.init)
        let failure = PopupPlacementError(text: text)
        guard !tokens.isEmpty, tokens.count <= 4 else { throw failure }
        if let native = tokens.firstIndex(of: "border-native") {
            tokens.remove(at: native)
            hasNativeBorder = true
        }
        switch tokens.first ?? "center" {
        case "top", "up": (position, width) = (.top, Size(value: 100, isPercentage: true))
        case "bottom", "down": (position, width) = (.bottom, Size(value: 100, isPercentage: true))
        case "left": (position, height) = (.left, Size(value: 100, isPercentage: true))
        case "right": (position, height) = (.right, Size(value: 100, isPercentage: true))
        case "center": break
        default: tokens.insert("center", at: 0)
        }
        guard tokens.count <= 3 else { throw failure }
        let sizes = try tokens.dropFirst().map { token throws(PopupPlacementError) in try Self.size(token, in: text) }
        if sizes.count == 2 {
            (width, height) = (sizes[0], sizes[1])
        } else if let size = sizes.first {
            switch position {
            case .top, .bottom: height = size
            case .left, .right: width = size
            case .center: (width, height) = (size, size)
            }
        }
    }

    /// `N` cells or `N%` (at most 100), as fzf's sizes.
    private static func size(_ token: String, in text: String) throws(PopupPlacementError) -> Size {
        let isPercentage = token.hasSuffix("%")
        let digits = isPercentage ? String(token.dropLast()) : token
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value >= 0 else {
            throw PopupPlacementError(text: text)
        }
        guard !isPercentage || value <= 100 else { throw PopupPlacementError(text: text, detail: "size too large (max: 100%)") }
        return Size(value: value, isPercentage: isPercentage)
    }

    /// tmux's `display-popup` options for this placement: the position (`-x`, `-y`) and the size.
    var tmuxArguments: [String] {
        let place: [String] =
            switch position {
            case .center: ["-xC", "-yC"]
            case .top: ["-xC", "-y0"]
            case .bottom: ["-xC", "-y9999"]
            case .left: ["-x0", "-yC"]
            case .right: ["-xR", "-yC"]
            }
        return place + ["-w\(width)", "-h\(height)"]
    }
}

/// A `--tmux`/`--popup` value that is not fzf's syntax.
struct PopupPlacementError: Error, CustomStringConvertible {
    var text: String
    var detail: String?

    var description: String {
        let shown = Sanitiser.sanitise(text)
        let expected = "expected: [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]"
        return "invalid popup option: '\(shown)'" + (detail.map { ": \($0)" } ?? "") + " (\(expected))"
    }
}
