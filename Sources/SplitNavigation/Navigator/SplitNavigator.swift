/// The split navigation state machine: a ``SplitState`` and the ``PlaceholderProvider`` for its
/// empty detail column.
///
/// Send it events; it answers with the changes that take the old ``presentation`` to the new
/// one, or throws a ``NavigationError`` and stays exactly as it was. It is a value: copy it to
/// try something, compare states to test, encode ``state`` to save a session.
///
/// ```swift
/// var navigator = try SplitNavigator<String>(
///     primary: ["Mailboxes"], placeholder: .always("Select a message"))
/// try navigator.send(.push(NewChild("Inbox", preferring: .primary)))
/// let changes = try navigator.send(.showDetail([NewChild("Message 1", preferring: .detail)]))
/// try navigator.send(.setLayout(.compact))   // one stack: Mailboxes, Inbox, Message 1
/// ```
///
/// It is deliberately not an object, not observable and not thread-safe: the store that owns one
/// for a whole app builds on it.
public struct SplitNavigator<Route: Hashable & Codable & Sendable>: Sendable {
    /// The navigation state: everything that is saved and restored.
    public var state: SplitState<Route> { _state }
    // `@usableFromInline` so that `send` can be `@inlinable` (see SplitState's stored properties).
    @usableFromInline var _state: SplitState<Route>
    /// What an empty detail column shows in regular layout.
    public let placeholderProvider: PlaceholderProvider<Route>

    /// Wraps an existing state, for example one decoded from a saved session.
    public init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route> = .none) {
        self._state = state
        self.placeholderProvider = placeholder
    }

    /// Starts from initial children, ids 1, 2, 3, … primary children first.
    ///
    /// - Throws: ``NavigationError/Code/noPrimaryRoot`` when `primary` is empty.
    public init(
        primary: [Route], detail: [Route] = [], layout: Layout = .regular,
        policy: CollapsePolicy = .detailOnTop, placeholder: PlaceholderProvider<Route> = .none
    ) throws(NavigationError) {
        let state = try SplitState(
            primary: primary.map { NewChild($0, preferring: .primary) },
            detail: detail.map { NewChild($0, preferring: .detail) },
            layout: layout, policy: policy)
        self.init(state: state, placeholder: placeholder)
    }

    /// What the front end shows now.
    ///
    /// - Complexity: O(1), plus the provider's cost when the detail column is empty.
    @inlinable
    public var presentation: Presentation<Route> {
        switch _state.storage {
        case .regular(let primary, let detail):
            .regular(
                primary: primary, detail: detail,
                placeholder: detail.isEmpty ? placeholderProvider.placeholder(for: primary) : nil,
                showsDetailOnly: _state._showsDetailOnly)
        case .compact(let stack, _):
            .compact(stack: stack)
        }
    }

    /// The placeholder the detail column shows now, if any.
    @inlinable
    public var placeholder: Route? {
        guard case .regular(let primary, let detail) = _state.storage, detail.isEmpty else { return nil }
        return placeholderProvider.placeholder(for: primary)
    }

    /// Applies an event.
    ///
    /// - Returns: the changes that take the old presentation to the new one, in an order a front
    ///   end can animate; empty when nothing visible changed.
    /// - Throws: a ``NavigationError`` when the event cannot apply; the navigator is unchanged.
    /// - Complexity: O(*k*) for pushes and pops of *k* children on top of a column in regular
    ///   layout; O(*n*) for layout changes, restores and compact-layout events on stacks of *n*.
    @inlinable
    @discardableResult
    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        var changes: [NavigationChange<Route>] = []
        try send(event, into: &changes)
        return changes
    }

    /// Applies an event, writing its changes into a buffer the caller keeps, so that a front end
    /// sending many events allocates no change list per event.
    ///
    /// `changes` is emptied (keeping its capacity) and then holds exactly what ``send(_:)`` would
    /// return; on error it is left empty.
    ///
    /// - Throws: a ``NavigationError`` when the event cannot apply; the navigator is unchanged.
    /// - Complexity: that of ``send(_:)``.
    @inlinable
    public mutating func send(_ event: NavigationEvent<Route>, into changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        changes.removeAll(keepingCapacity: true)
        if case .restore(let newState) = event {
            changes = restore(newState)
            return
        }
        let oldPlaceholder = placeholder
        do throws(NavigationError) {
            try _state.apply(event, recording: &changes)
        } catch {
            changes.removeAll(keepingCapacity: true)
            throw error
        }
        let newPlaceholder = placeholder
        if oldPlaceholder != newPlaceholder {
            // Hide the old placeholder before the detail column fills; show the new one after it
            // emptied, so that no intermediate presentation has both.
            if newPlaceholder == nil {
                changes.insert(.placeholder(nil), at: 0)
            } else {
                changes.append(.placeholder(newPlaceholder))
            }
        }
    }

    /// Replaces the state; out of line, as restores are rare and their diff is long.
    @usableFromInline
    mutating func restore(_ newState: SplitState<Route>) -> [NavigationChange<Route>] {
        let old = presentation
        _state = newState
        return old.changes(to: presentation)
    }
}
