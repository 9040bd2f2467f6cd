extension AccordionNode: Equatable {
    /// Compares ids, labels, destinations, expansion and children, level by level.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    public static func == (lhs: AccordionNode<Value>, rhs: AccordionNode<Value>) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.id == right.id, left.label == right.label,
                  left.destination == right.destination, left.isExpanded == right.isExpanded
            else { return false }
            if left.sharesChildren(with: right) { continue }
            let leftChildren = left.children, rightChildren = right.children
            guard leftChildren.count == rightChildren.count else { return false }
            pending.append(contentsOf: zip(leftChildren, rightChildren))
        }
        return true
    }
}

extension AccordionNode: Hashable {
    /// Hashes the subtree in pre-order.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let node = pending.popLast() {
            hasher.combine(node.id)
            hasher.combine(node.label)
            hasher.combine(node.destination)
            hasher.combine(node.isExpanded)
            let children = node.children
            hasher.combine(children.count)
            pending.append(contentsOf: children.reversed())
        }
    }
}

extension AccordionNode: CustomStringConvertible {
    /// A one-line summary; printing a whole tree would be as deep as the tree.
    public var description: String {
        "AccordionNode(id: \(id), \(title == nil ? "value" : "title"): \(label)\(isExpanded ? ", expanded" : ""), \(children.count) children)"
    }
}
