import SplitNavigation

/// Draws a ``Presentation`` as text: its visible columns (one, two or three) as boxes side by
/// side in regular layout, the first marked `◂` when columns to its left can be revealed over
/// them; one box in compact layout. The top of each stack is marked `▶`, a placeholder is drawn
/// in its own style and marked as such, an accordion child's visible rows follow it, indented
/// by depth with `▸`/`▾` markers, a tab group child's tab bar follows it (the selected tab in
/// brackets, badges in parentheses, wrapped to the box), and a plain list or tab group whose
/// selection is on screen shows the selected row under it, marked `◀`. Modals follow the columns, bottom first, each a box of its
/// own stack titled with its style: a sheet as a card inset from the edges, a full-screen cover
/// (and, in compact layout, a sheet, which shows full-screen there) across the whole width.
public struct PresentationText: Sendable {
    /// The total width to draw in, in characters.
    public var width: Int
    /// Colour or plain text.
    public var style: TextStyle
    /// An accordion row to highlight (a front end's cursor): the child and the visible row index.
    public var highlightedRow: (child: ChildID, row: Int)?
    /// How many rows of one accordion, or lines of one tab bar, to draw before summarising the
    /// rest. Below 1 it draws the summary alone.
    public var maximumRows = 12

    /// A renderer for a width and a style.
    public init(width: Int, style: TextStyle, highlightedRow: (child: ChildID, row: Int)? = nil) {
        self.width = width
        self.style = style
        self.highlightedRow = highlightedRow
    }

    /// The presentation drawn as lines of exactly ``width`` characters (before colour codes).
    public func lines<Route>(_ presentation: Presentation<Route>) -> [String] {
        columnLines(presentation) + presentation.modals.flatMap { modalLines($0, in: presentation) }
    }

    /// A modal as a box under the columns. A sheet shown as a sheet is a card inset from both
    /// edges, so that the split's edges stay visible around it; a modal shown full-screen spans
    /// the width. The title says how it shows, and why when that is not its style.
    private func modalLines<Route>(_ modal: Modal<Route>, in presentation: Presentation<Route>) -> [String] {
        let shown = presentation.shownStyle(of: modal)
        let title = switch (modal.style, shown) {
        case (.sheet, .sheet): "sheet \(modal.id)"
        case (.sheet, .fullScreenCover): "sheet \(modal.id), full-screen in compact layout"
        case (.fullScreenCover, _): "full-screen cover \(modal.id)"
        }
        let inset = shown == .sheet ? min(4, width / 10) : 0
        let boxWidth = width - 2 * inset
        let box = TextBox(title: title, lines: stackLines(modal.stack, in: presentation, inner: boxWidth - 2, showsColumns: false))
        let margin = String(repeating: " ", count: inset)
        return box.draw(width: boxWidth, height: box.lines.count + 2, style: style).map { margin + $0 + margin }
    }

    /// The columns: side by side in regular layout, one box in compact layout.
    private func columnLines<Route>(_ presentation: Presentation<Route>) -> [String] {
        if presentation.layout == .compact {
            let box = TextBox(title: "compact", lines: stackLines(presentation.stack(.primary), in: presentation, inner: width - 2))
            return box.draw(width: width, height: box.lines.count + 2, style: style)
        }
        let visible = presentation.visibleColumns
        let widths = columnWidths(count: visible.count)
        var boxes = zip(visible, widths).map { column, boxWidth in
            var lines = stackLines(presentation.stack(column), in: presentation, inner: boxWidth - 2)
            if let placeholder = presentation.placeholder(for: column) {
                // Text shows as it is; a route as it describes itself.
                lines = placeholderLines("┄ \(placeholder.text ?? "\(placeholder)") ┄", inner: boxWidth - 2)
            }
            return TextBox(title: column.rawValue, lines: lines)
        }
        if presentation.showsDetailOnly {
            boxes[0].title = "detail only"
        } else if !presentation.revealableColumns.isEmpty {
            // The hidden columns to the left can be revealed over these.
            boxes[0].title = "◂ " + boxes[0].title
        }
        let height = (boxes.map(\.lines.count).max() ?? 0) + 2
        var drawn = zip(boxes, widths).map { box, boxWidth in box.draw(width: boxWidth, height: height, style: style) }
        var lines = drawn.removeFirst()
        for box in drawn {
            lines = zip(lines, box).map { $0 + $1 }
        }
        return lines
    }

    /// A placeholder and its "(placeholder)" mark: on one line when they fit in the box, the
    /// mark on a line of its own when they do not, so that a narrow column never clips it.
    private func placeholderLines(_ text: String, inner: Int) -> [(text: String, decorate: (String) -> String)] {
        let mark = "(placeholder)"
        if text.count + 1 + mark.count <= inner {
            return [(text + " " + mark, style.placeholder)]
        }
        return [(text, style.placeholder), (mark, style.placeholder)]
    }

    /// The widths of side-by-side boxes: the leading ones two fifths (of two) or three tenths
    /// (of three) of the width, at least 12, the last one the rest.
    private func columnWidths(count: Int) -> [Int] {
        guard count > 1 else { return [width] }
        let leading = max(12, count == 2 ? width * 2 / 5 : width * 3 / 10)
        let widths = Array(repeating: leading, count: count - 1)
        return widths + [max(12, width - widths.reduce(0, +))]
    }

    /// A stack's lines, bottom first. `showsColumns` adds the column each child prefers (`·p`,
    /// `·s`, `·d`), which says where a child goes on the next collapse or split; a modal's
    /// children go nowhere, so their boxes leave it out. `inner` is the width inside the box,
    /// which a tab bar wraps to.
    private func stackLines<Route>(
        _ stack: [Child<Route>], in presentation: Presentation<Route>, inner: Int, showsColumns: Bool = true
    ) -> [(text: String, decorate: (String) -> String)] {
        var lines: [(text: String, decorate: (String) -> String)] = []
        for (index, child) in stack.enumerated() {
            let isTop = index == stack.count - 1
            let marker = isTop ? "▶" : " "
            let column = showsColumns ? " ·" + child.preferredColumn.rawValue.prefix(1) : ""
            lines.append(("\(marker)\(child.id.rawValue) \(child.route)\(column)", isTop ? style.top : { $0 }))
            lines += contentLines(child, inner: inner)
            // An accordion marks its own selection among its rows; a plain list or a tab group
            // (a list with tabs) shows the row whose child is open under it.
            if child.content.accordion == nil, let row = presentation.selectedRow(in: child.id) {
                lines.append(("  ◀ \(row)", { $0 }))
            }
        }
        if stack.isEmpty {
            lines.append(("(empty)", style.frame))
        }
        return lines
    }

    /// Lines a child's content adds under it: a tab group's tab bar (see ``tabBarLines(_:inner:)``),
    /// or an accordion's visible rows, indented by depth, with `▾` on expanded rows, `▸` on
    /// collapsed ones with children, `→` on rows with a destination, `◀` on the accordion's
    /// selection. Nothing for plain children.
    private func contentLines<Route>(_ child: Child<Route>, inner: Int) -> [(text: String, decorate: (String) -> String)] {
        if let group = child.content.tabs {
            return tabBarLines(group, inner: inner)
        }
        guard let accordion = child.content.accordion else { return [] }
        // Never negative: a range up to a negative bound would trap.
        let shown = max(0, min(accordion.visibleCount, maximumRows))
        var lines: [(text: String, decorate: (String) -> String)] = []
        for index in 0..<shown {
            guard let row = try? accordion.row(at: index) else { break }
            let indent = String(repeating: "  ", count: 1 + min(row.depth, 12))
            let text: String
            switch row.kind {
            case .loading:
                text = indent + "… loading"
            case .node(let id):
                let marker = row.isExpanded ? "▾" : row.hasChildren ? "▸" : "•"
                let value = (try? accordion.label(of: id)).map { $0.title ?? "\($0)" } ?? "?"
                let arrow = (try? accordion.destination(of: id)).flatMap { $0 } == nil ? "" : " →"
                // The accordion's selection: the row whose destination is open.
                let selected = accordion.selection == id ? " ◀" : ""
                text = indent + "\(marker) \(value)\(arrow)\(selected)"
            }
            let isHighlighted = highlightedRow.map { $0.child == child.id && $0.row == index } ?? false
            lines.append((isHighlighted ? "»" + text.dropFirst() : text, isHighlighted ? style.top : { $0 }))
        }
        if accordion.visibleCount > shown {
            lines.append(("  … \(accordion.visibleCount - shown) more rows", style.frame))
        }
        return lines
    }
}
