extension NavigationChange {
    /// Rejects a decoded change that no event makes: an index below 0 or a child id below 1.
    ///
    /// Whether it fits a presentation is for ``Presentation/applying(_:)`` to say.
    ///
    /// - Parameter path: where the change sits in the document, for the message.
    /// - Throws: ``NavigationError/Code/changesDoNotApply`` naming the field.
    /// - Complexity: O(1).
    func validateDecoded(path: String) throws(NavigationError) {
        func index(_ value: Int, _ key: String) throws(NavigationError) {
            guard value >= 0 else {
                throw NavigationError(.changesDoNotApply, "the index \(value) at \(path).\(key) is below 0")
            }
        }
        func id(_ value: ChildID, _ key: String) throws(NavigationError) {
            guard value.rawValue >= 1 else {
                throw NavigationError(.changesDoNotApply, "the id \(value) at \(path).\(key) is below 1, which no child has")
            }
        }
        switch self {
        case .inserted(let child, _, let position):
            try id(child.id, "child.id")
            try index(position, "index")
        case .removed(let removed, _, let position):
            try id(removed, "id")
            try index(position, "index")
        case .replaced(let replaced, let child, _, let position):
            try id(replaced, "id")
            try id(child.id, "child.id")
            try index(position, "index")
        case .moved(let moved, _, let fromIndex, _, let toIndex):
            try id(moved, "id")
            try index(fromIndex, "fromIndex")
            try index(toIndex, "toIndex")
        case .updated(let child, _, let position, _):
            try id(child.id, "child.id")
            try index(position, "index")
        case .presented(let modal):
            for (position, child) in modal.stack.enumerated() {
                try id(child.id, "modal.stack[\(position)].id")
            }
        case .dismissed(let dismissed), .modalPopped(let dismissed):
            try id(dismissed, "id")
        case .modalPushed(let child):
            try id(child.id, "child.id")
        case .modalReplacedTop(let replaced, let child):
            try id(replaced, "id")
            try id(child.id, "child.id")
        case .placeholder, .layout, .visibleColumns:
            return
        }
    }
}
