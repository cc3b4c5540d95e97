extension Style {
    /// The SGR parameters that turn the terminal's rendition `current` into this style; empty when nothing changes.
    ///
    /// Both styles are already degraded to the terminal's capability. Two candidates are
    /// built and the shorter is kept:
    ///
    /// - **Add**: only what differs. Attributes that must go off use their own off codes
    ///   (22 bold and dim, 23 italic, 24 underline, 27 reverse, 29 strikethrough; 22 clears both
    ///   bold and dim, so whichever stays is set again), colours that change are set, colours
    ///   that go back to the default use 39 / 49.
    /// - **Reset**: 0, then everything this style has.
    ///
    /// Adding is never longer when nothing has to be turned off, so a reset is chosen only when
    /// an attribute or colour must go, and only when it is shorter. An unknown `current` (nil)
    /// always resets.
    func sgrParameters(from current: Style?) -> [Int] {
        guard let current else { return [0] + sgrParametersFromReset() }
        if current == self { return [] }
        let reset = [0] + sgrParametersFromReset()
        var add: [Int] = []
        let removed = current.attributes.subtracting(attributes)
        var added = attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            add.append(22)
            added.formUnion(attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { add.append(23) }
        if removed.contains(.underline) { add.append(24) }
        if removed.contains(.reverse) { add.append(27) }
        if removed.contains(.strikethrough) { add.append(29) }
        add.append(contentsOf: Style.attributeParameters(added))
        if foreground != current.foreground { add.append(contentsOf: foreground.sgrParameters(isBackground: false)) }
        if background != current.background { add.append(contentsOf: background.sgrParameters(isBackground: true)) }
        return Style.encodedLength(reset) < Style.encodedLength(add) ? reset : add
    }

    /// The SGR parameters that set this style on a terminal whose rendition was just reset.
    private func sgrParametersFromReset() -> [Int] {
        var parameters = Style.attributeParameters(attributes)
        if foreground != .default { parameters.append(contentsOf: foreground.sgrParameters(isBackground: false)) }
        if background != .default { parameters.append(contentsOf: background.sgrParameters(isBackground: true)) }
        return parameters
    }

    private static func attributeParameters(_ attributes: Attributes) -> [Int] {
        var parameters: [Int] = []
        if attributes.contains(.bold) { parameters.append(1) }
        if attributes.contains(.dim) { parameters.append(2) }
        if attributes.contains(.italic) { parameters.append(3) }
        if attributes.contains(.underline) { parameters.append(4) }
        if attributes.contains(.reverse) { parameters.append(7) }
        if attributes.contains(.strikethrough) { parameters.append(9) }
        return parameters
    }

    /// Bytes the parameters take between CSI and m, separators included.
    static func encodedLength(_ parameters: [Int]) -> Int {
        var length = max(0, parameters.count - 1)
        for parameter in parameters { length += TerminalOutput.digitCount(parameter) }
        return length
    }
}

extension TerminalColour {
    /// SGR parameters selecting this colour for the foreground or the background.
    func sgrParameters(isBackground: Bool) -> [Int] {
        switch self {
        case .default:
            return [isBackground ? 49 : 39]
        case .ansi(let colour):
            let index = Int(colour.rawValue)
            // 30–37 / 40–47 for the first eight, 90–97 / 100–107 for the bright eight.
            if index < 8 { return [(isBackground ? 40 : 30) + index] }
            return [(isBackground ? 100 : 90) + index - 8]
        case .indexed(let index):
            return [isBackground ? 48 : 38, 5, Int(index)]
        case .rgb(let colour):
            return [isBackground ? 48 : 38, 2, Int(colour.red), Int(colour.green), Int(colour.blue)]
        }
    }
}
