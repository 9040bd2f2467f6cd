/// Where a child is: the stack that holds it and its index from the bottom.
///
/// Stacks are named as ``NavigationChange`` names them: in compact layout the one stack is the
/// primary column's. A child that ``CollapsePolicy/hideDetail`` keeps out of the compact stack
/// is ``isKeptAside``, at its index in ``SplitState/keptAside`` and in the detail column it
/// returns to on the next split; every other child is presented, at
/// `presentation.stack(column)[index]` (see ``Presentation/stack(_:)``).
public struct ChildLocation: Hashable, Sendable {
    /// The child.
    public let id: ChildID
    /// The column whose stack holds it (`Column.primary` for the compact stack).
    public let column: Column
    /// Its index from the bottom of that stack.
    public let index: Int
    /// Whether it is kept aside rather than presented (compact layout, `hideDetail` policy).
    public let isKeptAside: Bool

    /// Describes a location; the queries make them, this is for tests.
    public init(id: ChildID, column: Column, index: Int, isKeptAside: Bool = false) {
        self.id = id
        self.column = column
        self.index = index
        self.isKeptAside = isKeptAside
    }
}

extension ChildLocation: CustomStringConvertible {
    /// The location in one line, as `#3 at detail[0] (kept aside)`.
    public var description: String {
        "\(id) at \(column)[\(index)]\(isKeptAside ? " (kept aside)" : "")"
    }
}
