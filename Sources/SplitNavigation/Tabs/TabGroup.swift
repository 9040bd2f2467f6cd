/// A child's content that is a tab bar: tabs with ids, values and badges, one of them selected,
/// and the stacks each other tab left when it was last shown.
///
/// The children shown above a tab group child and to its right belong to the selected tab;
/// ``TabEvent/selectTab(_:)`` stores them here (see ``TabStacks``) and brings back the new tab's
/// exactly. Stored children are not shown, but their ids stay taken.
///
/// A group has at least one tab, unique tab ids, and a selected tab without stored stacks.
/// Groups nest at most ``maximumNesting`` levels deep.
public struct TabGroup<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The tabs, in tab bar order; never empty.
    public internal(set) var tabs: [Tab<Route>] {
        @inlinable get { _tabs }
        @inlinable set { _tabs = newValue }
    }
    /// The id of the selected tab.
    public internal(set) var selected: TabID {
        @inlinable get { _selected }
        @inlinable set { _selected = newValue }
    }
    // Stored under other names because the event path, inlinable, changes them, and an
    // `internal(set)` stored property cannot be set from inlinable code.
    @usableFromInline var _tabs: [Tab<Route>]
    @usableFromInline var _selected: TabID
    /// The stacks of tabs other than the selected one, only non-empty ones.
    @usableFromInline
    var stored: [TabID: TabStacks<Route>] {
        didSet { nesting = Self.nesting(storing: stored) }
    }
    /// How many tab groups deep the group is, itself included.
    public internal(set) var nesting: Int

    /// The deepest a tab group nests, counting itself; deeper is
    /// ``NavigationError/Code/limitExceeded``. It keeps every state well within the nesting JSON
    /// decoders accept.
    public static var maximumNesting: Int { 32 }

    /// Makes a tab group; apps start one with the tabs alone (a new child's group must store
    /// nothing).
    ///
    /// - Parameters:
    ///   - tabs: the tabs in order; at least one, with unique ids.
    ///   - selected: the selected tab; the first tab when `nil`.
    ///   - stored: the stacks other tabs left; empty entries are dropped.
    /// - Throws: ``NavigationError/Code/invalidState`` for no tabs, a repeated tab or child id,
    ///   an unknown `selected` or `stored` key, or stored stacks for the selected tab;
    ///   ``NavigationError/Code/limitExceeded`` past ``maximumNesting``.
    /// - Complexity: O(*t*) for *t* tabs, and O(*n*) for *n* stored children.
    public init(
        tabs: [Tab<Route>], selected: TabID? = nil, stored: [TabID: TabStacks<Route>] = [:]
    ) throws(NavigationError) {
        _tabs = tabs
        _selected = selected ?? tabs.first?.id ?? TabID("")
        self.stored = stored.filter { !$0.value.isEmpty }
        nesting = Self.nesting(storing: self.stored)
        if let problem = _invariantViolation() { throw .invalidState(problem) }
        if nesting > Self.maximumNesting { throw .nestedTooDeep(nesting) }
    }

    /// The nesting of a group storing `stored`.
    @inlinable
    static func nesting(storing stored: [TabID: TabStacks<Route>]) -> Int {
        1 + stored.values.reduce(0) { max($0, $1.nesting) }
    }

    /// The selected tab.
    @inlinable
    public var selectedTab: Tab<Route> {
        // The invariants make the selected id a tab's; the first tab only answers a broken value.
        tabs.first { $0.id == selected } ?? tabs[0]
    }

    /// The tab with the given id, if the group has one.
    @inlinable
    public func tab(_ id: TabID) -> Tab<Route>? {
        tabs.first { $0.id == id }
    }

    /// The stacks the tab left when another tab was selected, or `nil` if none.
    public func storedStacks(for id: TabID) -> TabStacks<Route>? {
        stored[id]
    }

    /// Every stored child, tab by tab in tab order.
    public var storedChildren: [Child<Route>] {
        tabs.flatMap { stored[$0.id]?.children ?? [] }
    }

    /// The first broken invariant of the group itself, or `nil`.
    func _invariantViolation() -> String? {
        guard !tabs.isEmpty else { return "a tab group has no tab" }
        if let repeated = firstRepeatedTab() { return "tab \(repeated) appears more than once" }
        guard tab(selected) != nil else { return "the selected tab \(selected) is not one of the tabs" }
        guard !stored.isEmpty else { return nil }
        // As for repeated tabs: a scan for a few stored tabs, a set for many.
        let tabIDs: Set<TabID>? = stored.count > 8 ? Set(tabs.lazy.map { $0.id }) : nil
        var childIDs = Set<ChildID>()
        for (tab, stacks) in stored.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard tabIDs?.contains(tab) ?? (self.tab(tab) != nil) else { return "stacks are stored for \(tab), which is not one of the tabs" }
            guard tab != selected else { return "the selected tab \(tab) has stored stacks; its stacks are the ones shown" }
            guard !stacks.isEmpty else { return "tab \(tab) stores empty stacks" }
            for child in stacks.children where !childIDs.insert(child.id).inserted {
                return "id \(child.id) is stored more than once"
            }
        }
        return nil
    }
}

extension TabGroup {
    /// The first tab id that appears a second time, or `nil`: a scan for a few tabs, cheaper
    /// than hashing, and a set past them.
    private func firstRepeatedTab() -> TabID? {
        if tabs.count <= 8 {
            for (position, tab) in tabs.enumerated() where tabs[..<position].contains(where: { $0.id == tab.id }) {
                return tab.id
            }
            return nil
        }
        var ids = Set<TabID>()
        return tabs.first { !ids.insert($0.id).inserted }?.id
    }
}

extension TabGroup: CustomStringConvertible {
    public var description: String {
        "tabs [\(tabs.map { $0.id == selected ? "*\($0.id.rawValue)" : $0.id.rawValue }.joined(separator: ", "))]"
    }
}
