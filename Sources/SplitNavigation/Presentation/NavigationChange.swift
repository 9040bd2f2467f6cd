/// One step that takes the old presentation towards the new one, for front ends that update
/// their views imperatively (a navigation controller, a list view).
///
/// Applying an event's changes in order to the old ``Presentation`` (see
/// ``Presentation/applying(_:)``) gives exactly the new one. Indices count from the bottom of a
/// stack, valid when the change applies; a change names its stack with ``StackName``.
public enum NavigationChange<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The child appeared at `index` of the stack (a push when `index` is the top).
    case inserted(Child<Route>, stack: StackName, index: Int)
    /// The child at `index` of the stack left it (a pop when it was the top).
    case removed(ChildID, stack: StackName, index: Int)
    /// The child at `index` gave its place to a new child.
    case replaced(ChildID, by: Child<Route>, stack: StackName, index: Int)
    /// The child moved between stacks, as detail children do on collapse and split, or within
    /// one (a `raise` in compact layout).
    case moved(ChildID, from: StackName, fromIndex: Int, to: StackName, toIndex: Int)
    /// An empty column's placeholder is now this one, or none.
    case placeholder(Placeholder<Route>?, column: Column = .detail)
    /// The child at `index` changed its content: `child` is the new value, and `rows` how the
    /// accordion's visible rows changed. A change set is one reference, so this case is no
    /// larger than the others and needs no indirect box.
    case updated(Child<Route>, stack: StackName, index: Int, rows: AccordionChangeSet)
    /// A modal was presented on top of the others (or of the split), with its whole stack.
    indirect case presented(Modal<Route>)
    /// The top modal, with this id, was dismissed.
    case dismissed(ChildID)
    /// The child was pushed onto the top modal's stack.
    case modalPushed(Child<Route>)
    /// The top child of the top modal's stack, with this id, was popped.
    case modalPopped(ChildID)
    /// The top child of the top modal's stack gave its place to a new child (replacing a
    /// modal's only child gives the modal the new child's id).
    case modalReplacedTop(ChildID, by: Child<Route>)
    /// The layout changed: the primary stack becomes the one stack, or back. The other columns
    /// are empty without placeholders, and after a split every column is visible.
    case layout(Layout)
    /// Regular layout now shows these columns, leading to trailing (see
    /// ``Presentation/visibleColumns``).
    case visibleColumns([Column])
}

extension NavigationChange: CustomStringConvertible {
    public var description: String {
        switch self {
        case .inserted(let child, let stack, let index): "insert \(child) into \(stack)[\(index)]"
        case .removed(let id, let stack, let index): "remove \(id) from \(stack)[\(index)]"
        case .replaced(let id, let child, let stack, let index): "replace \(id) by \(child) at \(stack)[\(index)]"
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            "move \(id) from \(from)[\(fromIndex)] to \(to)[\(toIndex)]"
        case .updated(let child, let stack, let index, let rows):
            "update \(child.id) at \(stack)[\(index)]: \(rows.removedCount) rows out, \(rows.insertedCount) in, \(rows.reloaded.count) reloaded"
        case .placeholder(let placeholder, let column):
            (column == .detail ? "" : "\(column) ") + (placeholder.map { "placeholder \($0)" } ?? "no placeholder")
        case .presented(let modal): "present \(modal)"
        case .dismissed(let id): "dismiss \(id)"
        case .modalPushed(let child): "push \(child) in the modal"
        case .modalPopped(let id): "pop \(id) from the modal"
        case .modalReplacedTop(let id, let child): "replace \(id) by \(child) in the modal"
        case .layout(let layout): "layout \(layout)"
        case .visibleColumns(let columns): "show \(columns.map(\.rawValue).joined(separator: ", "))"
        }
    }
}
