/// Where a child is: the stack that holds it and its index from the bottom.
///
/// Stacks are named as ``Presentation/stack(_:)`` reads them: in compact layout the one stack
/// (``StackName/compact`` in changes) is read as the primary column's. A child that ``CollapsePolicy/hideDetail`` keeps out of the compact stack
/// is ``isKeptAside``, at its index in ``SplitState/keptAside`` and in the detail column it
/// returns to on the next split; a child in a modal has a ``modal`` index, and ``index`` is then
/// its place in that modal's stack; every other child is presented, at
/// `presentation.stack(column)[index]` (see ``Presentation/stack(_:)``).
public struct ChildLocation: Hashable, Sendable {
    /// The child.
    public let id: ChildID
    /// The column whose stack holds it (`Column.primary` for the compact stack); for a child in
    /// a modal, the column it prefers.
    public let column: Column
    /// Its index from the bottom of that stack (of the modal's stack for a child in a modal).
    public let index: Int
    /// Whether it is kept aside rather than presented (compact layout, `hideDetail` policy).
    public let isKeptAside: Bool
    /// The index in ``SplitState/modals`` (bottom first) of the modal whose stack holds it, or
    /// `nil` for a child in the split.
    public let modal: Int?

    /// Describes a location; the queries make them, this is for tests.
    public init(id: ChildID, column: Column, index: Int, isKeptAside: Bool = false, modal: Int? = nil) {
        self.id = id
        self.column = column
        self.index = index
        self.isKeptAside = isKeptAside
        self.modal = modal
    }
}

extension ChildLocation: CustomStringConvertible {
    /// The location in one line, as `#3 at detail[0] (kept aside)` or `#7 in modal 0 at [1]`.
    public var description: String {
        if let modal { return "\(id) in modal \(modal) at [\(index)]" }
        return "\(id) at \(column)[\(index)]\(isKeptAside ? " (kept aside)" : "")"
    }
}
