extension Child {
    /// A child's fields but its id, boxed: states share their children, and every state a
    /// navigator makes, a test keeps or a transition builds copies and drops whole arrays of
    /// them. Unboxed, a child holds its route twice (its own and its ``openedBy`` row's) next to
    /// its content, so that copying or dropping one is a walk over fields whose layout depends
    /// on the route type; boxed, it is one reference count, and two copies of one child compare
    /// equal without reading their routes.
    ///
    /// A box never changes: ``Child/content``'s setter makes a new one, which lets go of the old
    /// one. A mutable box would save that allocation but check exclusive access at every read
    /// of its content, which costs more, as children are read far more often than changed. A
    /// navigator changing an accordion in place first sets the child's content to `.plain`,
    /// which frees the old box when no other state holds it and leaves the accordion's storage
    /// uniquely referenced (see `SplitState.applyAccordion`).
    ///
    /// Every field's type is the route type itself or one laid out the same for any route type
    /// (a column, an enum of boxes, a reference): the box's deinit is generic code, which drops
    /// a field of a type built from the route type, such as `RowSelection<Route>?`, only after
    /// asking the runtime for that type's metadata, two shared-cache lookups (about 650
    /// instructions, and atomics that threads contend for) at every child freed.
    @usableFromInline
    final class Fields: Sendable {
        @usableFromInline let route: Route
        @usableFromInline let preferredColumn: Column
        @usableFromInline let content: ChildContent<Route>
        @usableFromInline let selection: Selection?

        @inlinable var openedBy: RowSelection<Route>? { selection?.row }

        init(route: Route, preferredColumn: Column, content: ChildContent<Route>, openedBy: RowSelection<Route>?) {
            self.route = route
            self.preferredColumn = preferredColumn
            self.content = content
            self.selection = openedBy.map(Selection.init)
        }

        private init(route: Route, preferredColumn: Column, content: ChildContent<Route>, selection: Selection?) {
            self.route = route
            self.preferredColumn = preferredColumn
            self.content = content
            self.selection = selection
        }

        /// A box of these fields but `content`, sharing the selection's box.
        func with(content: ChildContent<Route>) -> Fields {
            Fields(route: route, preferredColumn: preferredColumn, content: content, selection: selection)
        }

        /// Whether the two boxes hold equal fields.
        func holdsTheSameValues(as other: Fields) -> Bool {
            route == other.route && preferredColumn == other.preferredColumn && content == other.content
                && openedBy == other.openedBy
        }
    }

    /// ``Child/openedBy`` in a box of its own, which `Fields` drops as a plain reference.
    @usableFromInline
    final class Selection: Sendable {
        @usableFromInline let row: RowSelection<Route>

        init(_ row: RowSelection<Route>) {
            self.row = row
        }
    }
}
