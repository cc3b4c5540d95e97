import SelectionKit

/// Runs a demo screen through a key script on a ``PromptRunner`` (no terminal) and writes its
/// last frame as an SVG picture: what `sel demo NAME --picture FILE --keys SCRIPT` and
/// `scripts/make-pictures` do.
enum DemoPicture {
    /// The frame after `script`, on a screen of `size`, or the screen's result if it finished.
    static func frame(of screen: AppScreen, size: Size, script: DemoScript) -> Buffer {
        let context = PromptContext(screen: size, presentation: .fullScreen, theme: .standard)
        var runner = PromptRunner(screen, context: context)
        var frame = runner.frame().buffer
        var now = Duration.zero
        for step in script.steps {
            for event in DemoScript.events(of: step, on: frame) {
                now += .milliseconds(50)
                runner.handle(event, now: now)
                guard runner.result == nil else { return frame }
                frame = runner.frame().buffer
            }
        }
        return frame
    }

    /// The SVG of `buffer`: one rectangle per coloured cell background, the text on top.
    static func svg(of buffer: Buffer, title: String) -> String {
        let cellWidth = 8.4, cellHeight = 17.0
        let defaultBackground = "#1e1e1e", defaultForeground = "#d4d4d4"
        let width = Double(buffer.width) * cellWidth, height = Double(buffer.height) * cellHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <title>\(escape(title))</title>
            <rect width="100%" height="100%" fill="\(defaultBackground)"/>
            <g font-family="DejaVu Sans Mono, Menlo, monospace" font-size="14">

            """
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                if cell.isContinuation { continue }
                var foreground = hex(cell.style.foreground) ?? defaultForeground
                var background = hex(cell.style.background)
                if cell.style.attributes.contains(.reverse) {
                    let swapped = foreground
                    foreground = background ?? defaultBackground
                    background = swapped
                }
                let left = Double(x) * cellWidth, top = Double(y) * cellHeight
                if let background {
                    out += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(Double(cell.width) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
                }
                guard cell.character != " " else { continue }
                var attributes = "x=\"\(left)\" y=\"\(top + 13)\" fill=\"\(foreground)\""
                if cell.style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
                if cell.style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
                if cell.style.attributes.contains(.dim) { attributes += " opacity=\"0.6\"" }
                out += "<text \(attributes)>\(escape(String(cell.character)))</text>\n"
            }
        }
        return out + "</g>\n</svg>\n"
    }

    static func hex(_ colour: TerminalColour) -> String? {
        if case .default = colour { return nil }
        return colour.approximateRGB?.hexString
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
