/// Where a child is: the stack that holds it and its index from the bottom.
///
/// Stacks are named as ``Presentation/stack(_:)`` reads them. A kept-aside child is
/// ``isKeptAside``, indexed in ``SplitState/keptAside``; a child in a modal has a ``modal`` index
/// and its place in that modal's stack.
public struct ChildLocation: Hashable, Sendable {
    /// The child.
    public let id: ChildID
    /// The column whose stack holds it (`.primary` for the compact stack); in a modal, the
    /// column it prefers.
    public let column: Column
    /// Its index from the bottom of that stack (of the modal's stack for a child in a modal).
    public let index: Int
    /// Whether it is kept aside rather than presented (compact layout, `hideDetail` policy).
    public let isKeptAside: Bool
    /// The index in ``SplitState/modals`` of the modal holding it, or `nil`.
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
