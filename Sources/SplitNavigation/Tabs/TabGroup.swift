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
    /// The fields, in one copy-on-write box (see ``Storage``).
    @usableFromInline var storage: Storage

    /// The tabs, in tab bar order; never empty.
    public internal(set) var tabs: [Tab<Route>] {
        @inlinable get { storage.tabs }
        @inlinable set { _tabs = newValue }
    }
    /// The id of the selected tab.
    public internal(set) var selected: TabID {
        @inlinable get { storage.selected }
        @inlinable set { _selected = newValue }
    }
    // The event path, inlinable, changes the fields through these: an `internal(set)` property
    // cannot be set from inlinable code.
    @usableFromInline var _tabs: [Tab<Route>] {
        @inlinable get { storage.tabs }
        @inlinable _modify { yield &uniqueStorage().tabs }
    }
    @usableFromInline var _selected: TabID {
        @inlinable get { storage.selected }
        @inlinable _modify { yield &uniqueStorage().selected }
    }
    /// How many tab groups deep the group is, itself included.
    @inlinable public var nesting: Int { storage.nesting }

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
        let kept = stored.filter { !$0.value.isEmpty }
        let selected = selected ?? tabs.first?.id ?? TabID("")
        // A key that is no tab has no position to be stored at, so it is the one rule checked on
        // the dictionary; the others are the group's own invariants, checked once it is made.
        // As for repeated tabs: a scan for a few stored tabs, a set for many.
        let tabIDs: Set<TabID>? = kept.count > 8 ? Set(tabs.lazy.map { $0.id }) : nil
        let unknown = kept.keys.filter { key in !(tabIDs?.contains(key) ?? tabs.contains { $0.id == key }) }
        let stacks = kept.isEmpty || !unknown.isEmpty ? [] : tabs.map { kept[$0.id] ?? TabStacks() }
        storage = Storage(tabs: tabs, selected: selected, stacks: stacks, nesting: Self.nesting(storing: stacks))
        if let problem = _invariantViolation() { throw .invalidState(problem) }
        if let key = unknown.min(by: { $0.rawValue < $1.rawValue }) {
            throw .invalidState("stacks are stored for \(key), which is not one of the tabs")
        }
        if nesting > Self.maximumNesting { throw .nestedTooDeep(nesting) }
    }

    /// The nesting of a group storing `stored`.
    @inlinable
    static func nesting(storing stacks: [TabStacks<Route>]) -> Int {
        var deepest = 0
        for stored in stacks where stored.nesting > deepest { deepest = stored.nesting }
        return 1 + deepest
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
        guard !storage.stacks.isEmpty, let position = tabs.firstIndex(where: { $0.id == id }) else { return nil }
        let stacks = storage.stacks[position]
        return stacks.isEmpty ? nil : stacks
    }

    /// Every stored child, tab by tab in tab order.
    public var storedChildren: [Child<Route>] {
        storage.stacks.flatMap { $0.children }
    }

    /// The first broken invariant of the group itself, or `nil`: what making a group checks, and
    /// the state's check of every group it holds.
    func _invariantViolation() -> String? {
        let stacks = storage.stacks
        guard stacks.isEmpty || stacks.count == tabs.count else {
            return "a tab group stores \(stacks.count) stacks for \(tabs.count) tabs"
        }
        guard !tabs.isEmpty else { return "a tab group has no tab" }
        if let repeated = Self.firstRepeatedTab(of: tabs) { return "tab \(repeated) appears more than once" }
        guard tabs.contains(where: { $0.id == selected }) else { return "the selected tab \(selected) is not one of the tabs" }
        guard stacks.contains(where: { !$0.isEmpty }) else { return nil }
        // By tab id, so that which rule is named first does not depend on the tabs' order.
        var childIDs = Set<ChildID>()
        for position in tabs.indices.sorted(by: { tabs[$0].id.rawValue < tabs[$1].id.rawValue }) where !stacks[position].isEmpty {
            let tab = tabs[position].id
            guard tab != selected else { return "the selected tab \(tab) has stored stacks; its stacks are the ones shown" }
            for child in stacks[position].children where !childIDs.insert(child.id).inserted {
                return "id \(child.id) is stored more than once"
            }
        }
        return nil
    }
}

extension TabGroup {
    /// Whether the groups have the same tabs, selection and stored stacks.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // The nesting follows from the stored stacks; equal tabs make the stacks line up.
        guard lhs.storage !== rhs.storage else { return true }
        guard lhs.selected == rhs.selected, lhs.tabs == rhs.tabs else { return false }
        return lhs.tabs.indices.allSatisfy { lhs.stacks(at: $0) == rhs.stacks(at: $0) }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tabs)
        hasher.combine(selected)
        for position in tabs.indices { hasher.combine(stacks(at: position)) }
    }

    /// The stacks the tab at `position` stored, empty for none.
    @inlinable
    func stacks(at position: Int) -> TabStacks<Route> {
        storage.stacks.isEmpty ? TabStacks() : storage.stacks[position]
    }

    /// The first tab id that appears a second time, or `nil`: a scan for a few tabs, cheaper
    /// than hashing, and a set past them.
    private static func firstRepeatedTab(of tabs: [Tab<Route>]) -> TabID? {
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
