/// A node and its subtree, as the app describes it: what to build an accordion from, or what to
/// insert into one.
///
/// ```swift
/// let mail = AccordionNode(id: 1, title: "Mail", isExpanded: true, children: [
///     AccordionNode(id: 2, value: "Inbox", destination: RowDestination("inbox")),
///     AccordionNode(id: 3, value: "Sent", destination: RowDestination("sent")),
/// ])
/// ```
///
/// A node is labelled with one of the app's values or with a title (``RowLabel``).
///
/// No operation on it recurses as deep as the tree, releasing it included. It describes content
/// only; paging starts `idle` in the accordion.
public struct AccordionNode<Value: Hashable & Codable & Sendable>: Sendable {
    /// The node's id, unique within the accordion it goes into.
    public var id: AccordionNodeID
    /// What the row shows: one of the app's values (its model object, route…) or a title.
    public var label: RowLabel<Value>
    /// Where selecting the row takes the navigator, if anywhere.
    public var destination: RowDestination<Value>?
    /// Whether the node starts expanded (see ``Accordion/insert(_:under:at:)``).
    public var isExpanded: Bool
    fileprivate var box: AccordionNodeChildren<Value>?

    /// Describes a node labelled with a value, and its children.
    ///
    /// - Complexity: O(1) (the children array is shared, not copied).
    public init(
        id: AccordionNodeID,
        value: Value,
        destination: RowDestination<Value>? = nil,
        isExpanded: Bool = false,
        children: [AccordionNode<Value>] = []
    ) {
        self.init(id: id, label: .value(value), destination: destination, isExpanded: isExpanded, children: children)
    }

    /// Describes a node labelled with a title that is not one of the app's values, such as a
    /// panel's, and its children.
    ///
    /// - Complexity: O(1) (the children array is shared, not copied).
    public init(
        id: AccordionNodeID,
        title: String,
        destination: RowDestination<Value>? = nil,
        isExpanded: Bool = false,
        children: [AccordionNode<Value>] = []
    ) {
        self.init(id: id, label: .title(title), destination: destination, isExpanded: isExpanded, children: children)
    }

    /// Describes a node and its children.
    ///
    /// - Complexity: O(1) (the children array is shared, not copied).
    public init(
        id: AccordionNodeID,
        label: RowLabel<Value>,
        destination: RowDestination<Value>? = nil,
        isExpanded: Bool = false,
        children: [AccordionNode<Value>] = []
    ) {
        self.id = id
        self.label = label
        self.destination = destination
        self.isExpanded = isExpanded
        self.box = children.isEmpty ? nil : AccordionNodeChildren(children)
    }

    /// The app's value for the row; `nil` when the row has a title instead.
    public var value: Value? { label.value }

    /// The row's title; `nil` when the row has a value instead.
    public var title: String? { label.title }

    /// The node's children, in order.
    ///
    /// - Complexity: O(1).
    public var children: [AccordionNode<Value>] {
        get { box?.nodes ?? [] }
        set { box = newValue.isEmpty ? nil : AccordionNodeChildren(newValue) }
    }

    /// Whether the node has no children, without materializing them.
    var hasChildren: Bool { box != nil }

    /// Whether both nodes share the same children storage (so their subtrees are equal).
    func sharesChildren(with other: AccordionNode<Value>) -> Bool {
        box === other.box
    }
}

/// The children of an ``AccordionNode``, boxed so that a deep tree is released iteratively.
/// `@unchecked Sendable`: the box is immutable once shared; only `deinit` mutates `nodes`.
private final class AccordionNodeChildren<Value: Hashable & Codable & Sendable>: @unchecked Sendable {
    var nodes: [AccordionNode<Value>]

    init(_ nodes: [AccordionNode<Value>]) {
        self.nodes = nodes
    }

    deinit {
        // Empty each uniquely held child before it dies, so nothing recurses.
        var pending: [AccordionNode<Value>] = []
        swap(&pending, &nodes)
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node.box), let box = node.box else { continue }
            pending.append(contentsOf: box.nodes)
            box.nodes = []
        }
    }
}

/// The shape of nodes in pre-order (ids, parent indices with -1 for roots, expansion), without
/// values, so the code that walks it is not generic.
struct FlatTree: Sendable {
    var ids: [AccordionNodeID] = []
    var parents: [Int] = []
    var isExpanded: [Bool] = []

    var count: Int { ids.count }
}

/// Nodes in pre-order without their children, as the accordion inserts and encodes them.
struct FlatAccordionNodes<Value: Hashable & Codable & Sendable>: Sendable {
    var tree = FlatTree()
    var payloads: [AccordionPayload<Value>] = []

    var count: Int { tree.count }

    mutating func reserveCapacity(_ count: Int) {
        tree.ids.reserveCapacity(count)
        tree.parents.reserveCapacity(count)
        tree.isExpanded.reserveCapacity(count)
        payloads.reserveCapacity(count)
    }

    mutating func append(
        id: AccordionNodeID, parent: Int, isExpanded: Bool, label: RowLabel<Value>, destination: RowDestination<Value>?
    ) {
        tree.ids.append(id)
        tree.parents.append(parent)
        tree.isExpanded.append(isExpanded)
        payloads.append(AccordionPayload(label: label, destination: destination))
    }
}

extension AccordionNode {
    /// The nodes of `roots` and their subtrees in pre-order.
    ///
    /// - Complexity: O(*n*), with an explicit stack.
    static func flatten(_ roots: [AccordionNode<Value>]) -> FlatAccordionNodes<Value> {
        var flat = FlatAccordionNodes<Value>()
        // Each frame walks one children array; `parent` is their parent's index in `flat`.
        var frames: [(nodes: [AccordionNode<Value>], next: Int, parent: Int)] = [(roots, 0, -1)]
        while let (nodes, next, parent) = frames.last {
            guard next < nodes.count else {
                frames.removeLast()
                continue
            }
            frames[frames.count - 1].next = next + 1
            let node = nodes[next]
            flat.append(
                id: node.id, parent: parent, isExpanded: node.isExpanded,
                label: node.label, destination: node.destination
            )
            if let children = node.box?.nodes {
                if flat.count == 1 { flat.reserveCapacity(children.count + 1) }
                frames.append((children, 0, flat.count - 1))
            }
        }
        return flat
    }

    /// Rebuilds the roots of a flat list whose parents all precede their children.
    ///
    /// - Complexity: O(*n*), bottom-up without recursion.
    static func unflatten(_ flat: FlatAccordionNodes<Value>) -> [AccordionNode<Value>] {
        var built = [[AccordionNode<Value>]](filledWith: [], count: flat.count)
        var roots: [AccordionNode<Value>] = []
        for index in (0..<flat.count).reversed() {
            var children: [AccordionNode<Value>] = []
            swap(&children, &built[index])
            children.reverse()
            let payload = flat.payloads[index]
            let node = AccordionNode(
                id: flat.tree.ids[index], label: payload.label, destination: payload.destination,
                isExpanded: flat.tree.isExpanded[index], children: children
            )
            let parent = flat.tree.parents[index]
            if parent >= 0 {
                built[parent].append(node)
            } else {
                roots.append(node)
            }
        }
        roots.reverse()
        return roots
    }
}
