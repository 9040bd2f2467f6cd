/// A sheet or full-screen cover presented over the split, with a navigation stack of its own.
///
/// Its ``id`` is its root's; the root leaves only when the modal is dismissed. Layout changes
/// never touch modals.
public struct Modal<Route: Hashable & Codable & Sendable>: Hashable, Sendable, Identifiable {
    /// How the modal covers the split, as presented.
    public let style: ModalStyle
    /// The modal's navigation stack, bottom first; never empty (the first child is the root).
    public internal(set) var stack: [Child<Route>] {
        @inlinable get { _stack }
        @inlinable set { _stack = newValue }
    }
    // Stored under another name so that the modal events, inlinable, can set it.
    @usableFromInline var _stack: [Child<Route>]

    /// The modal's identity: its root's id.
    @inlinable public var id: ChildID { stack[0].id }

    /// The child the modal was presented with, at the bottom of its stack.
    public var root: Child<Route> { stack[0] }

    /// The child on top of the modal's stack: what the modal shows.
    @inlinable public var top: Child<Route> { stack[stack.count - 1] }

    /// Rebuilds a modal from its parts, for restoring saved states and for tests.
    ///
    /// - Throws: ``NavigationError/Code/invalidState`` when `stack` is empty.
    public init(style: ModalStyle, stack: [Child<Route>]) throws(NavigationError) {
        guard !stack.isEmpty else { throw .invalidState("a modal's stack has at least its root") }
        self.init(unchecked: style, stack: stack)
    }

    @inlinable
    init(unchecked style: ModalStyle, stack: [Child<Route>]) {
        self.style = style
        _stack = stack
    }
}

extension Modal: CustomStringConvertible {
    public var description: String {
        "\(style) \(id) [\(stack.map { "\($0.id) \($0.route)" }.joined(separator: ", "))]"
    }
}
