// A state's looks are read off its children: the content of accordion and tab group children,
// and the row the first child of each column remembers of a list to its left.

extension NavigationTarget {
    /// The looks of a state's column children, as the next split gives them.
    ///
    /// - Complexity: O(*n*) for *n* children, plus O(*a* log *a*) for accordions of *a* nodes.
    static func looks(of state: SplitState<Route>) -> [TargetPosition: ChildLook<Route>] {
        var looks: [TargetPosition: ChildLook<Route>] = [:]
        let stacks = state.splitStacks
        for column in state.columns.all {
            let children = stacks[column]
            for index in children.indices {
                switch children[index].content {
                case .plain: break
                case .accordion(let accordion):
                    looks[TargetPosition(column, index)] = ChildLook(
                        selectedNode: accordion.selection, expandedNodes: accordion.expandedNodes)
                case .tabs(let group):
                    looks[TargetPosition(column, index)] = ChildLook(selectedTab: group.selected)
                }
            }
            // Only the first child of the column to the right remembers a row: the one the
            // list's selection showed first, which reaching checks.
            guard let next = state.columns.column(after: column), let opened = stacks[next].first?.openedBy,
                let list = children.firstIndex(where: { $0.id == opened.list })
            else { continue }
            looks[TargetPosition(column, list), default: ChildLook()].selectedRow = opened.row
        }
        return looks
    }
}

/// A look beside its position, as a target's `looks` encode:
/// `{"column":"primary","index":0,"row":…,"node":7,"expanded":[…],"tab":"focused"}`.
struct PositionedLook<Route: Hashable & Codable & Sendable>: Codable {
    var position: TargetPosition
    var look: ChildLook<Route>

    init(position: TargetPosition, look: ChildLook<Route>) {
        self.position = position
        self.look = look
    }

    enum CodingKeys: String, CodingKey {
        case column, index
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index)
        guard index >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "a look's index is at least 0")
        }
        position = TargetPosition(try container.decode(Column.self, forKey: .column), index)
        look = try ChildLook(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(position.column, forKey: .column)
        try container.encode(position.index, forKey: .index)
        try look.encode(to: encoder)
    }
}
