// A look rides on its child's segment as matrix parameters (`;name=value`), which no encoded
// route contains, so links without looks read as before.

extension NavigationTarget where Route: LinkRoute {
    /// The `;name=value` parameters of the look at `index` of `column`, or `""`.
    func lookParameters(of column: Column, at index: Int) -> String {
        guard let look = look(of: column, at: index) else { return "" }
        var parameters = ""
        if let row = look.selectedRow { parameters += ";row=" + LinkEncoding.encode(row.linkSegment) }
        if let node = look.selectedNode { parameters += ";node=\(node.rawValue)" }
        if let expanded = look.expandedNodes {
            parameters += ";open=" + expanded.map { String($0.rawValue) }.joined(separator: ",")
        }
        if let tab = look.selectedTab { parameters += ";tab=" + LinkEncoding.encode(tab.rawValue) }
        return parameters
    }

    /// Reads a segment's look parameters for a child of `column`; each name at most once.
    static func readLook(
        _ text: Substring, of column: Column, in columns: SplitColumns, link: String
    ) throws(NavigationError) -> ChildLook<Route> {
        var look = ChildLook<Route>()
        var seen: Set<Substring> = []
        for parameter in text.split(separator: ";", omittingEmptySubsequences: false) {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, seen.insert(pair[0]).inserted else {
                throw .invalidLink(link, "\"\(parameter)\" is not a look parameter given once as name=value")
            }
            let value = pair[1]
            switch pair[0] {
            case "row":
                // A row names what the list opens, so it reads as the column to its right does.
                guard let text = LinkEncoding.decode(value),
                    let row = Route(linkSegment: text, column: columns.column(after: column) ?? column)
                else { throw .invalidLink(link, "\"\(value)\" names no row of a list in the \(column) column") }
                look.selectedRow = row
            case "node":
                guard let node = Int(value) else { throw .invalidLink(link, "\"\(value)\" is not an accordion node id") }
                look.selectedNode = AccordionNodeID(node)
            case "open":
                var expanded: [AccordionNodeID] = []
                for item in value.split(separator: ",") {
                    guard let node = Int(item) else { throw .invalidLink(link, "\"\(item)\" is not an accordion node id") }
                    expanded.append(AccordionNodeID(node))
                }
                look.expandedNodes = expanded
            case "tab":
                guard let tab = LinkEncoding.decode(value) else {
                    throw .invalidLink(link, "tab \"\(value)\" has a malformed percent escape or is not UTF-8")
                }
                look.selectedTab = TabID(tab)
            default:
                throw .invalidLink(link, "a look takes row, node, open and tab, not \"\(pair[0])\"")
            }
        }
        return look
    }
}
