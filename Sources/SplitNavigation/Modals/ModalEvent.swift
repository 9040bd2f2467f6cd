/// A navigation event inside the top modal, sent as ``NavigationEvent/modal(_:)``.
///
/// A modal's stack works as a column's does; its root is never popped. Children made inside are
/// plain.
public enum ModalEvent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// Creates a child on top of the modal's stack.
    case push(NewChild<Route>)
    /// Removes the top child; the root stays (``NavigationError/Code/rootCannotBePopped``).
    case pop
    /// Removes every child above the given one in the modal's stack.
    case popTo(ChildID)
    /// Removes every child above the modal's root.
    case popToRoot
    /// Replaces the top child; replacing the root replaces the modal's identity too.
    case replaceTop(NewChild<Route>)
}
