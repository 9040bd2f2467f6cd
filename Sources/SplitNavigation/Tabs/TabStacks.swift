/// The stacks a tab left when another tab was selected, kept in split form so that they
/// restore exactly in either layout.
///
/// ``above`` holds the children above the tab group child in its column, and ``supplementary``
/// and ``detail`` the whole stacks of the columns to its right, as ``SplitState/stack(_:)`` gives
/// them.
///
/// JSON: `{"above":[<child>, …],"supplementary":[…],"detail":[…]}`, empty stacks left out.
public struct TabStacks<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The children above the tab group child in its own column, bottom first.
    public let above: [Child<Route>]
    /// The supplementary column's stack, when the tab group child is left of it.
    public let supplementary: [Child<Route>]
    /// The detail column's stack, when the tab group child is left of it.
    public let detail: [Child<Route>]
    /// The ``TabGroup/nesting`` of the deepest tab group child held; 0 for none.
    public let nesting: Int

    /// Makes stored stacks; a ``TabGroup`` and the state holding it check them.
    ///
    /// - Complexity: O(*n*) for *n* children.
    @inlinable
    public init(above: [Child<Route>] = [], supplementary: [Child<Route>] = [], detail: [Child<Route>] = []) {
        self.above = above
        self.supplementary = supplementary
        self.detail = detail
        nesting = max(Self.nesting(of: above), Self.nesting(of: supplementary), Self.nesting(of: detail))
    }

    /// The nesting of the deepest tab group child of `children`, 0 for none.
    @inlinable
    static func nesting(of children: [Child<Route>]) -> Int {
        var deepest = 0
        for child in children {
            if case .tabs(let group) = child.content, group.nesting > deepest { deepest = group.nesting }
        }
        return deepest
    }

    /// Whether no stack holds a child.
    @inlinable
    public var isEmpty: Bool { above.isEmpty && supplementary.isEmpty && detail.isEmpty }

    /// Every stored child: above, then supplementary, then detail.
    @inlinable
    public var children: [Child<Route>] { above + supplementary + detail }
}

extension TabStacks: Codable {
    private enum CodingKeys: String, CodingKey {
        case above, supplementary, detail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            above: try container.decodeIfPresent([Child<Route>].self, forKey: .above) ?? [],
            supplementary: try container.decodeIfPresent([Child<Route>].self, forKey: .supplementary) ?? [],
            detail: try container.decodeIfPresent([Child<Route>].self, forKey: .detail) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !above.isEmpty { try container.encode(above, forKey: .above) }
        if !supplementary.isEmpty { try container.encode(supplementary, forKey: .supplementary) }
        if !detail.isEmpty { try container.encode(detail, forKey: .detail) }
    }
}
