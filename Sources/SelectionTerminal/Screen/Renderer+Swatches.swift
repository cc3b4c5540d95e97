import SelectionCore

extension Renderer {
    /// Colour swatches (`█` cells in a 24-bit colour) that differ on screen stay different with 16
    /// colours: each new swatch colour in a frame gets the nearest system colour no other swatch
    /// colour has, nearest pairs first, and keeps it. In the popup demo's palette, Teal and Grey
    /// both come nearest to bright black; Grey is nearer, so Teal gets cyan (not the same grey). Only when
    /// all 16 are taken does a colour share its nearest one (every swatch in this package is drawn
    /// beside its label, which then tells them apart).
    mutating func assignSwatchColours(in frame: Buffer) {
        var fresh: Set<Colour> = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                if cell.character == "█", case .rgb(let colour) = cell.style.foreground, swatchColours[colour] == nil {
                    fresh.insert(colour)
                }
            }
        }
        guard !fresh.isEmpty else { return }
        var taken = Set(swatchColours.values)
        var pairs: [(distance: Int, colour: Colour, index: Int)] = []
        for colour in fresh {
            for (index, candidate) in Colour.xtermSystemPalette.enumerated() {
                pairs.append((colour.perceptualDistance(to: candidate), colour, index))
            }
        }
        pairs.sort {
            ($0.distance, $0.index, $0.colour.red, $0.colour.green, $0.colour.blue) < (
                $1.distance, $1.index, $1.colour.red, $1.colour.green, $1.colour.blue
            )
        }
        for pair in pairs where swatchColours[pair.colour] == nil {
            guard let system = ANSIColour(rawValue: UInt8(pair.index)), !taken.contains(system) else { continue }
            swatchColours[pair.colour] = system
            taken.insert(system)
        }
        // All 16 taken: the rest share their nearest.
        for colour in fresh where swatchColours[colour] == nil {
            swatchColours[colour] = ANSIColour(rawValue: colour.nearestANSI16Index) ?? .white
        }
    }

    /// A cell's style as the terminal can show it, with the swatch colour it was given.
    mutating func degraded(_ cell: Cell) -> Style {
        var style = degraded(cell.style)
        if capability == .ansi16, cell.character == "█", case .rgb(let colour) = cell.style.foreground,
            let system = swatchColours[colour]
        {
            style.foreground = .ansi(system)
        }
        return style
    }
}
