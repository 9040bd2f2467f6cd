/// A titled box of lines, drawn with box-drawing characters, every line exactly `width` wide.
struct TextBox {
    var title: String
    /// Each line: its plain text (for measuring) and how to decorate it.
    var lines: [(text: String, decorate: (String) -> String)]

    func draw(width: Int, height: Int, style: TextStyle) -> [String] {
        let inner = max(1, width - 2)
        let titleText = " \(title) ".clipped(to: max(0, inner - 1))
        var output = [style.frame("┌─" + titleText + String(repeating: "─", count: max(0, inner - 1 - titleText.count)) + "┐")]
        for (text, decorate) in lines.prefix(max(0, height - 2)) {
            let clipped = text.clipped(to: inner)
            output.append(style.frame("│") + decorate(clipped) + String(repeating: " ", count: inner - clipped.count) + style.frame("│"))
        }
        while output.count < height - 1 {
            output.append(style.frame("│") + String(repeating: " ", count: inner) + style.frame("│"))
        }
        output.append(style.frame("└" + String(repeating: "─", count: inner) + "┘"))
        return output
    }
}

extension String {
    /// The string cut to `width` characters, ending in "…" when cut.
    public func clipped(to width: Int) -> String {
        guard count > width else { return self }
        guard width > 1 else { return String(prefix(width)) }
        return String(prefix(width - 1)) + "…"
    }
}
