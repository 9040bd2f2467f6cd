/// One row of an accordion's visible list.
///
/// A node whose ancestors are all expanded, or a loading row. It carries what a cell needs for
/// its chrome; the value comes from ``Accordion/value(of:)``.
public struct AccordionRow: Hashable, Sendable {
    /// What a row shows.
    public enum Kind: Hashable, Sendable {
        /// The node with this id.
        case node(AccordionNodeID)
        /// The loading row of this node, or of the accordion's top level when `nil`.
        case loading(parent: AccordionNodeID?)
    }

    /// The node or the loading row.
    public var kind: Kind
    /// How deep the row is indented: 0 for panels (top-level nodes) and top-level loading rows.
    public var depth: Int
    /// Whether the node is expanded; `false` for loading rows.
    public var isExpanded: Bool
    /// Whether the node has children (expanded or not); `false` for loading rows.
    public var hasChildren: Bool

    /// Makes a row description.
    public init(kind: Kind, depth: Int, isExpanded: Bool, hasChildren: Bool) {
        self.kind = kind
        self.depth = depth
        self.isExpanded = isExpanded
        self.hasChildren = hasChildren
    }

    /// The node's id, or `nil` for a loading row.
    public var id: AccordionNodeID? {
        if case .node(let id) = kind { id } else { nil }
    }

    /// Whether this is a loading row.
    public var isLoading: Bool {
        if case .loading = kind { true } else { false }
    }
}

extension AccordionRow: CustomStringConvertible {
    public var description: String {
        // Clamped: a hand-made negative depth must not trap.
        let indent = String(repeating: "  ", count: max(0, min(depth, 40)))
        switch kind {
        case .node(let id):
            let marker = hasChildren || isExpanded ? (isExpanded ? "▾ " : "▸ ") : "  "
            return "\(indent)\(marker)\(id)"
        case .loading(let parent):
            return "\(indent)  … loading \(parent.map(String.init(describing:)) ?? "top level")"
        }
    }
}
