extension Presentation {
    /// Rejects a decoded presentation whose children no state gives: no primary root, an id
    /// below 1 or used twice, or a child outside the columns it may be in.
    ///
    /// - Parameter path: where the presentation sits in the document, for the message.
    /// - Throws: ``NavigationError/Code/invalidState`` naming the field.
    /// - Complexity: O(*n*) expected for *n* children.
    func validateDecoded(path: String) throws(NavigationError) {
        func key(_ column: Column) -> String { layout == .compact ? "stack" : column.rawValue }
        var seen = Set<ChildID>()
        for column in columns.all {
            for (position, child) in stack(column).enumerated() {
                let field = "\(path).\(key(column))[\(position)]"
                guard child.id.rawValue >= 1 else {
                    throw .invalidState("child \(child.id) at \(field) has an id below 1")
                }
                guard seen.insert(child.id).inserted else {
                    throw .invalidState("child \(child.id) at \(field) appears more than once in the presentation")
                }
                guard columns.contains(child.preferredColumn) else {
                    throw .invalidState("child \(child.id) at \(field) prefers the \(child.preferredColumn) column, which the split does not have")
                }
                if layout == .regular, child.preferredColumn != column {
                    throw .invalidState("child \(child.id) at \(field) prefers the \(child.preferredColumn) column")
                }
            }
        }
        for (index, modal) in modals.enumerated() {
            for (position, child) in modal.stack.enumerated() {
                let field = "\(path).modals[\(index)].stack[\(position)]"
                guard child.id.rawValue >= 1 else {
                    throw .invalidState("child \(child.id) at \(field) has an id below 1")
                }
                guard seen.insert(child.id).inserted else {
                    throw .invalidState("child \(child.id) at \(field) appears more than once in the presentation")
                }
            }
        }
        guard let root = stack(.primary).first else {
            throw .invalidState("\(path).\(key(.primary)) is empty: the primary column always has its root")
        }
        guard root.preferredColumn == .primary else {
            throw .invalidState("child \(root.id) at \(path).\(key(.primary))[0], the root, prefers the \(root.preferredColumn) column")
        }
    }
}
