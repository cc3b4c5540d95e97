extension Style {
    /// The SGR parameters that turn the terminal's rendition `current` into this style; empty when nothing changes.
    ///
    /// Both styles are already degraded to the terminal's capability. Two candidates are
    /// weighed and the shorter is kept:
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
        var parameters: [Int] = []
        forEachSGRParameter(from: current) { parameters.append($0) }
        return parameters
    }

    /// Writes the SGR sequence that turns `current` into this style (``sgrParameters(from:)``),
    /// nothing when nothing changes; builds no array on the way (the renderer does this for
    /// every change of style in a frame).
    func writeSGR(from current: Style?, into out: inout TerminalOutput) {
        var isFirst = true
        forEachSGRParameter(from: current) { parameter in
            if isFirst { out.beginSGR() }
            isFirst = false
            out.sgrParameter(parameter)
        }
        if !isFirst { out.endSGR() }
    }

    /// Calls `body` with each parameter of ``sgrParameters(from:)``, in order.
    private func forEachSGRParameter(from current: Style?, _ body: (Int) -> Void) {
        guard let current else {
            body(0)
            forEachParameterFromReset(body)
            return
        }
        if current == self { return }
        var resetLength = 1
        forEachParameterFromReset { resetLength += 1 + TerminalOutput.digitCount($0) }
        var addLength = -1
        current.forEachAddedParameter(to: self) { addLength += 1 + TerminalOutput.digitCount($0) }
        if resetLength < addLength {
            body(0)
            forEachParameterFromReset(body)
        } else {
            current.forEachAddedParameter(to: self, body)
        }
    }

    /// The parameters of the "add" candidate: what turns this rendition into `target`.
    private func forEachAddedParameter(to target: Style, _ body: (Int) -> Void) {
        let removed = attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            body(22)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { body(23) }
        if removed.contains(.underline) { body(24) }
        if removed.contains(.reverse) { body(27) }
        if removed.contains(.strikethrough) { body(29) }
        Style.forEachAttributeParameter(added, body)
        if target.foreground != foreground { target.foreground.forEachSGRParameter(isBackground: false, body) }
        if target.background != background { target.background.forEachSGRParameter(isBackground: true, body) }
    }

    /// The parameters that set this style on a terminal whose rendition was just reset.
    private func forEachParameterFromReset(_ body: (Int) -> Void) {
        Style.forEachAttributeParameter(attributes, body)
        if foreground != .default { foreground.forEachSGRParameter(isBackground: false, body) }
        if background != .default { background.forEachSGRParameter(isBackground: true, body) }
    }

    private static func forEachAttributeParameter(_ attributes: Attributes, _ body: (Int) -> Void) {
        if attributes.contains(.bold) { body(1) }
        if attributes.contains(.dim) { body(2) }
        if attributes.contains(.italic) { body(3) }
        if attributes.contains(.underline) { body(4) }
        if attributes.contains(.reverse) { body(7) }
        if attributes.contains(.strikethrough) { body(9) }
    }
}

extension TerminalColour {
    /// SGR parameters selecting this colour for the foreground or the background.
    func sgrParameters(isBackground: Bool) -> [Int] {
        var parameters: [Int] = []
        forEachSGRParameter(isBackground: isBackground) { parameters.append($0) }
        return parameters
    }

    /// Calls `body` with each of ``sgrParameters(isBackground:)``, in order.
    func forEachSGRParameter(isBackground: Bool, _ body: (Int) -> Void) {
        switch self {
        case .default:
            body(isBackground ? 49 : 39)
        case .ansi(let colour):
            let index = Int(colour.rawValue)
            // 30–37 / 40–47 for the first eight, 90–97 / 100–107 for the bright eight.
            body(index < 8 ? (isBackground ? 40 : 30) + index : (isBackground ? 100 : 90) + index - 8)
        case .indexed(let index):
            body(isBackground ? 48 : 38)
            body(5)
            body(Int(index))
        case .rgb(let colour):
            body(isBackground ? 48 : 38)
            body(2)
            body(Int(colour.red))
            body(Int(colour.green))
            body(Int(colour.blue))
        }
    }

    /// True for a 24-bit colour.
    var isRGB: Bool {
        if case .rgb = self { return true }
        return false
    }
}
