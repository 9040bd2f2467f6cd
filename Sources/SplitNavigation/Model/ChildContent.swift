/// What a child shows besides its route.
///
/// Most children are `plain`. Content with state the navigator keeps and saves is a case here,
/// changed only through ``NavigationEvent/accordion(_:_:)`` and ``NavigationEvent/tabs(_:_:)``.
public enum ChildContent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The route alone.
    case plain
    /// An expandable tree of panels and rows whose expansion, paging and data live in the
    /// navigation state. Indirect, so that every child stays small.
    indirect case accordion(Accordion<Route>)
    /// A tab bar whose selected tab owns the children shown above this child and to its right;
    /// the other tabs' stacks are stored in it. A group is one reference, so the case needs no
    /// indirect box.
    case tabs(TabGroup<Route>)
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

extension ChildContent {
    /// This content as a new child can take it, for a maker that gives a route the content it
    /// had before: a tab group without the stacks its other tabs stored (a new child's group
    /// stores none); `nil` for a group that cannot be made again so.
    package var madeAgain: ChildContent<Route>? {
        guard case .tabs(let group) = self else { return self }
        return (try? TabGroup(tabs: group.tabs, selected: group.selected)).map { .tabs($0) }
    }
}
