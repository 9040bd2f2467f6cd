/// What a child shows besides its route.
///
/// Most children are `plain`: their route says everything. Content with state of its own that
/// the navigator must keep — and save, and carry unchanged across collapse and split — is a case
/// here, changed only through ``NavigationEvent/accordion(_:_:)`` events.
public enum ChildContent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The route alone.
    case plain
    /// An expandable tree of panels and rows (a list of mailboxes, settings groups, a file
    /// tree) whose expansion, paging and data live in the navigation state.
    ///
    /// Indirect, so that every child stays small: most children are plain, and copying children
    /// and changes is what every event does.
    indirect case accordion(Accordion<Route>)
}

extension ChildContent {
    /// The accordion, when the content is one.
    public var accordion: Accordion<Route>? {
        if case .accordion(let accordion) = self { accordion } else { nil }
    }
}
