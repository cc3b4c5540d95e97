import SelectionCore
import SelectionTerminal

/// Writes a buffer as an SVG picture, for documentation screenshots made from tests.
struct SVGWriter {
    let buffer: Buffer
    let cellWidth: Double
    let cellHeight: Double

    static let defaultForeground = Colour(red: 0xd4, green: 0xd4, blue: 0xd4)
    static let defaultBackground = Colour(red: 0x1e, green: 0x1e, blue: 0x2e)

    func document(title: String?) -> String {
        let padding = 10.0
        let width = Double(buffer.width) * cellWidth + 2 * padding
        let height = Double(buffer.height) * cellHeight + 2 * padding
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(format(width))\" height=\"\(format(height))\" "
        svg += "viewBox=\"0 0 \(format(width)) \(format(height))\" font-family=\"DejaVu Sans Mono, Menlo, Consolas, monospace\" "
        svg += "font-size=\"\(format(cellHeight * 0.82))\">\n"
        if let title { svg += "<title>\(escaped(title))</title>\n" }
        svg += "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(Self.defaultBackground.hexString)\"/>\n"
        svg += "<g transform=\"translate(\(format(padding)),\(format(padding)))\">\n"
        for y in 0..<buffer.height {
            svg += backgrounds(ofRow: y)
        }
        for y in 0..<buffer.height {
            svg += texts(ofRow: y)
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    private func colours(of style: Style) -> (foreground: Colour, background: Colour?) {
        var foreground = style.foreground.approximateRGB ?? Self.defaultForeground
        var background = style.background.approximateRGB
        if style.attributes.contains(.reverse) {
            let newForeground = background ?? Self.defaultBackground
            background = foreground
            foreground = newForeground
        }
        return (foreground, background)
    }

    private func backgrounds(ofRow y: Int) -> String {
        var out = ""
        var x = 0
        while x < buffer.width {
            let background = colours(of: buffer[x, y].style).background
            var end = x + 1
            while end < buffer.width, colours(of: buffer[end, y].style).background == background { end += 1 }
            if let background {
                out += "<rect x=\"\(format(Double(x) * cellWidth))\" y=\"\(format(Double(y) * cellHeight))\" "
                out +=
                    "width=\"\(format(Double(end - x) * cellWidth))\" height=\"\(format(cellHeight))\" fill=\"\(background.hexString)\"/>\n"
            }
            x = end
        }
        return out
    }

    private func texts(ofRow y: Int) -> String {
        var out = ""
        let baseline = Double(y) * cellHeight + cellHeight * 0.78
        for x in 0..<buffer.width {
            let cell = buffer[x, y]
            guard !cell.isContinuation, cell.character != " " else { continue }
            let style = cell.style
            var attributes =
                "x=\"\(format(Double(x) * cellWidth))\" y=\"\(format(baseline))\" fill=\"\(colours(of: style).foreground.hexString)\""
            if cell.width == 2 { attributes += " textLength=\"\(format(2 * cellWidth))\"" }
            if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
            if style.attributes.contains(.dim) { attributes += " opacity=\"0.6\"" }
            var decorations: [String] = []
            if style.attributes.contains(.underline) { decorations.append("underline") }
            if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
            if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
            out += "<text \(attributes)>\(escaped(String(cell.character)))</text>\n"
        }
        return out
    }

    private func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
