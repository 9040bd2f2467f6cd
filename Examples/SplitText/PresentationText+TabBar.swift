import SplitNavigation

extension PresentationText {
    /// A tab group's tab bar, drawn under its child: each tab's value in tab bar order, the
    /// selected one in brackets (and in the top-of-stack colour), a badge in parentheses after its
    /// tab, tabs apart by `·`:
    ///
    ///     [Focused] · Other (2)
    ///
    /// A bar wider than the box wraps between tabs rather than being clipped, so that a narrow
    /// column still shows every tab, which one is selected and every badge; only a tab wider
    /// than the box on its own is cut (by the box, with `…`). At most ``maximumRows`` lines, the
    /// rest summarised as `… +N tabs` (short, to fit a narrow column), so that a group of
    /// thousands of tabs cannot push the columns off screen.
    ///
    /// - Parameter inner: the width inside the box.
    func tabBarLines<Route>(_ group: TabGroup<Route>, inner: Int) -> [(text: String, decorate: (String) -> String)] {
        let indent = "  ", separator = " · "
        // Each line: its text, how many tabs it holds, and where the selected tab is on it.
        var lines: [(text: String, tabs: Int, selected: Range<Int>?)] = [(indent, 0, nil)]
        for tab in group.tabs {
            let label = "\(tab.value)" + (tab.badge.map { " (\($0))" } ?? "")
            let isSelected = tab.id == group.selected
            let token = isSelected ? "[\(label)]" : label
            if lines[lines.count - 1].tabs > 0, lines[lines.count - 1].text.count + separator.count + token.count > inner {
                lines.append((indent, 0, nil))
            }
            if lines[lines.count - 1].tabs > 0 { lines[lines.count - 1].text += separator }
            let start = lines[lines.count - 1].text.count
            lines[lines.count - 1].text += token
            lines[lines.count - 1].tabs += 1
            if isSelected { lines[lines.count - 1].selected = start..<(start + token.count) }
        }
        var shown = lines.map { line in
            (text: line.text, decorate: line.selected.map { range in highlighting(range) } ?? { $0 })
        }
        // One line at least: the summary.
        let limit = max(1, maximumRows)
        if lines.count > limit {
            let hidden = lines[(limit - 1)...].reduce(0) { $0 + $1.tabs }
            shown = Array(shown.prefix(limit - 1)) + [("  … +\(hidden) tabs", style.frame)]
        }
        return shown
    }

    /// A decoration that colours the characters of `range` (the selected tab) as the top of a
    /// stack; the line may arrive clipped, so the range is cut to what is left of it.
    private func highlighting(_ range: Range<Int>) -> (String) -> String {
        { [style] text in
            let characters = Array(text)
            let lower = min(range.lowerBound, characters.count), upper = min(range.upperBound, characters.count)
            return String(characters[..<lower]) + style.top(String(characters[lower..<upper])) + String(characters[upper...])
        }
    }
}
