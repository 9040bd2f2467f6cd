/// What a child shows besides its route.
///
/// Most children are `plain`: their route says everything. Content with state of its own that
/// the navigator must keep — and save, and carry unchanged across collapse and split — is a case
/// here, changed only through ``NavigationEvent/accordion(_:_:)`` and ``NavigationEvent/tabs(_:_:)`` events.
public enum ChildContent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The route alone.
    case plain
    /// An expandable tree of panels and rows (a list of mailboxes, settings groups, a file
    /// tree) whose expansion, paging and data live in the navigation state.
    ///
    /// Indirect, so that every child stays small: most children are plain, and copying children
    /// and changes is what every event does.
    indirect case accordion(Accordion<Route>)
    /// A tab bar whose selected tab owns the children shown above this child and in the columns
    /// to its right; the other tabs' stacks are stored in it. Changed through
    /// ``NavigationEvent/tabs(_:_:)`` events.
    indirect case tabs(TabGroup<Route>)
}

extension ChildContent {
    /// The accordion, when the content is one.
    public var accordion: Accordion<Route>? {
        if case .accordion(let accordion) = self { accordion } else { nil }
    }

    /// The tab group, when the content is one.
    public var tabs: TabGroup<Route>? {
        if case .tabs(let group) = self { group } else { nil }
    }
}
