import SelectionTerminal

/// A named part of a ``Theme`` whose style can be set by name: what `--color` specs address.
///
/// New parts join here with the property they stand for; a part whose property is optional
/// (``currentMatch``, ``prompt``, ``pointer``, ``marker``, ``info``) starts, when first set,
/// from the style it falls back to.
///
/// ```swift
/// var theme = Theme.standard
/// theme[.match].foreground = .indexed(108)
/// ```
package enum ThemePart: String, Sendable, Hashable, CaseIterable {
    /// ``Theme/text``.
    case text
    /// ``Theme/highlight``.
    case highlight
    /// ``Theme/match``.
    case match
    /// ``Theme/currentMatch``.
    case currentMatch
    /// ``Theme/header``.
    case header
    /// ``Theme/separator``.
    case separator
    /// ``Theme/detail``.
    case detail
    /// ``Theme/disabled``.
    case disabled
    /// ``Theme/trigger``.
    case trigger
    /// ``Theme/focusedTrigger``.
    case focusedTrigger
    /// ``Theme/placeholder``.
    case placeholder
    /// ``Theme/border``.
    case border
    /// ``Theme/popover``.
    case popover
    /// ``Theme/scrollThumb``.
    case scrollThumb
    /// ``Theme/scrollTrack``.
    case scrollTrack
    /// ``Theme/help``.
    case help
    /// ``Theme/title``.
    case title
    /// ``Theme/error``.
    case error
    /// ``Theme/input``.
    case input
    /// ``Theme/prompt``.
    case prompt
    /// ``Theme/pointer``.
    case pointer
    /// ``Theme/marker``.
    case marker
    /// ``Theme/info``.
    case info
    /// ``Theme/previewText``.
    case previewText
    /// ``Theme/previewBorder``.
    case previewBorder
    /// ``Theme/previewLabel``.
    case previewLabel
    /// ``Theme/inputBorder``.
    case inputBorder
    /// ``Theme/headerBorder``.
    case headerBorder
    /// ``Theme/listBorder``.
    case listBorder
    /// ``Theme/gutter``.
    case gutter
    /// ``Theme/spinner``.
    case spinner
    /// ``Theme/checkedRow``.
    case checkedRow
    /// ``Theme/checkedMatch``.
    case checkedMatch
    /// ``Theme/noMatch``.
    case noMatch
}

extension Theme {
    /// The style of `part`; for an optional part that is unset, the style it falls back to.
    package subscript(part: ThemePart) -> Style {
        get {
            switch part {
            case .text: text
            case .highlight: highlight
            case .match: match
            case .currentMatch: currentMatch ?? match
            case .header: header
            case .separator: separator
            case .detail: detail
            case .disabled: disabled
            case .trigger: trigger
            case .focusedTrigger: focusedTrigger
            case .placeholder: placeholder
            case .border: border
            case .popover: popover
            case .scrollThumb: scrollThumb
            case .scrollTrack: scrollTrack
            case .help: help
            case .title: title
            case .error: error
            case .input: input
            case .prompt: prompt ?? help
            case .pointer: pointer ?? highlight
            case .marker: marker ?? text
            case .info: info ?? help
            default: Self.chromePath(part).flatMap { self[keyPath: $0] } ?? chromeFallback(of: part)
            }
        }
        set {
            switch part {
            case .text: text = newValue
            case .highlight: highlight = newValue
            case .match: match = newValue
            case .currentMatch: currentMatch = newValue
            case .header: header = newValue
            case .separator: separator = newValue
            case .detail: detail = newValue
            case .disabled: disabled = newValue
            case .trigger: trigger = newValue
            case .focusedTrigger: focusedTrigger = newValue
            case .placeholder: placeholder = newValue
            case .border: border = newValue
            case .popover: popover = newValue
            case .scrollThumb: scrollThumb = newValue
            case .scrollTrack: scrollTrack = newValue
            case .help: help = newValue
            case .title: title = newValue
            case .error: error = newValue
            case .input: input = newValue
            case .prompt: prompt = newValue
            case .pointer: pointer = newValue
            case .marker: marker = newValue
            case .info: info = newValue
            default: if let path = Self.chromePath(part) { self[keyPath: path] = newValue }
            }
        }
    }

    /// The property of an optional part fzf's chrome and preview add.
    private static func chromePath(_ part: ThemePart) -> WritableKeyPath<Theme, Style?>? {
        switch part {
        case .previewText: \.previewText
        case .previewBorder: \.previewBorder
        case .previewLabel: \.previewLabel
        case .inputBorder: \.inputBorder
        case .headerBorder: \.headerBorder
        case .listBorder: \.listBorder
        case .gutter: \.gutter
        case .spinner: \.spinner
        case .checkedRow: \.checkedRow
        case .checkedMatch: \.checkedMatch
        case .noMatch: \.noMatch
        default: nil
        }
    }

    /// What an unset part of ``chromePath(_:)`` falls back to.
    private func chromeFallback(of part: ThemePart) -> Style {
        switch part {
        case .previewBorder, .inputBorder, .headerBorder, .listBorder: border
        case .previewLabel: title
        case .spinner: info ?? help
        case .checkedRow: text
        case .checkedMatch: match
        case .noMatch: Style.plain.adding(.dim)
        default: .plain
        }
    }
}
