extension Child {
    /// A child's fields but its id, boxed, so that copying or dropping a child is one reference
    /// count and two copies compare equal without reading their routes.
    ///
    /// A box changes only while one child holds it, and then only its tab group content, edited
    /// in place (`Child.modifyTabGroup`); ``Child/content``'s setter makes a new box. `content`
    /// is not checked for exclusive access at run time: children are read far more than changed,
    /// and the one writer holds the only reference.
    ///
    /// Every field's type is laid out the same for any route type (hence `Selection`'s box):
    /// the generic deinit would otherwise look up type metadata at every child freed. The
    /// initializers are inlinable for the same reason: specialized for the app's route type,
    /// making a child finds its box's metadata in a cache instead of asking the runtime.
    @usableFromInline
    final class Fields: @unchecked Sendable {
        @usableFromInline let route: Route
        @usableFromInline let preferredColumn: Column
        @exclusivity(unchecked) @usableFromInline var content: ChildContent<Route>
        @usableFromInline let selection: Selection?

        @inlinable var openedBy: RowSelection<Route>? { selection?.row }

        @inlinable
        init(route: Route, preferredColumn: Column, content: ChildContent<Route>, openedBy: RowSelection<Route>?) {
            self.route = route
            self.preferredColumn = preferredColumn
            self.content = content
            self.selection = openedBy.map(Selection.init)
        }

        @inlinable
        init(route: Route, preferredColumn: Column, content: ChildContent<Route>, selection: Selection?) {
            self.route = route
            self.preferredColumn = preferredColumn
            self.content = content
            self.selection = selection
        }

        /// A box of these fields but `content`, sharing the selection's box.
        @inlinable
        func with(content: ChildContent<Route>) -> Fields {
            Fields(route: route, preferredColumn: preferredColumn, content: content, selection: selection)
        }

        /// Whether the two boxes hold equal fields. Written out and inlinable so that it
        /// specializes for the app's route type: the synthesized `==` of a generic type runs as
        /// generic code outside its module.
        @inlinable
        func holdsTheSameValues(as other: Fields) -> Bool {
            guard route == other.route, preferredColumn == other.preferredColumn else { return false }
            switch (openedBy, other.openedBy) {
            case (nil, nil):
                break
            case (let x?, let y?):
                guard x.list.rawValue == y.list.rawValue, x.row == y.row else { return false }
            default:
                return false
            }
            if case .plain = content, case .plain = other.content { return true }
            return content == other.content
        }
    }

    /// ``Child/openedBy`` in a box of its own, which `Fields` drops as a plain reference.
    @usableFromInline
    final class Selection: Sendable {
        @usableFromInline let row: RowSelection<Route>

        @inlinable
        init(_ row: RowSelection<Route>) {
            self.row = row
        }
    }
}
