// Why a tab switch edits the tab group where the state keeps it: written back as a new value,
// a switch would make a new `Child.Fields` box and a new box for the content, and copy the
// group's stored stacks, which the old boxes still hold; edited in place, it allocates nothing
// but its change list. So the group's fields sit in one copy-on-write box (the group is one
// reference, and `ChildContent.tabs` needs no indirect box), a child whose fields box is not
// shared has its content edited in that box, and the stored stacks are kept by tab position, so
// a switch swaps buffers and hashes no tab id.
//
// The boxes are mutated only through a uniquely referenced `var`, as the standard library's
// collections are, so the values stay values and no other thread can see a box change.

extension TabGroup {
    /// A tab group's fields. Its properties are not checked for exclusive access at run time:
    /// a box is written only while the one group holding it is mutated, which the compiler
    /// already makes exclusive.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var tabs: [Tab<Route>]
        @exclusivity(unchecked) @usableFromInline var selected: TabID
        /// The stacks each tab stored, in tab order (empty stacks for none); or no element while
        /// no tab stored any. Read by position, a switch hashes no tab id.
        @exclusivity(unchecked) @usableFromInline var stacks: [TabStacks<Route>]
        @exclusivity(unchecked) @usableFromInline var nesting: Int

        @inlinable
        init(tabs: [Tab<Route>], selected: TabID, stacks: [TabStacks<Route>], nesting: Int) {
            self.tabs = tabs
            self.selected = selected
            self.stacks = stacks
            self.nesting = nesting
        }
    }

    /// The box, copied first if another group shares it.
    @inlinable
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(tabs: storage.tabs, selected: storage.selected, stacks: storage.stacks, nesting: storage.nesting)
        }
        return storage
    }
}

extension Child {
    /// Edits the child's tab group in place, answering `body`'s result, or `nil` (and no change)
    /// when the content is no tab group.
    ///
    /// The group is taken out of the content while `body` runs, so that its box has one
    /// reference unless another value shares it; a shared fields box is copied first.
    ///
    /// - Complexity: O(1) besides `body` when nothing is shared.
    @inlinable
    mutating func modifyTabGroup<Result>(_ body: (inout TabGroup<Route>) -> Result) -> Result? {
        guard case .tabs = fields.content else { return nil }
        if !isKnownUniquelyReferenced(&fields) { fields = fields.with(content: fields.content) }
        guard case .tabs(var group) = fields.content else { return nil }
        fields.content = .plain
        defer { fields.content = .tabs(group) }
        return body(&group)
    }
}
