/// A node and its subtree, as the app describes it: what to build an accordion from, or what to
/// insert into one.
///
/// ```swift
/// let mail = AccordionNode(id: 1, value: "Mail", isExpanded: true, children: [
///     AccordionNode(id: 2, value: "Inbox", destination: RowDestination("inbox")),
///     AccordionNode(id: 3, value: "Sent", destination: RowDestination("sent")),
/// ])
/// ```
///
/// It is a plain value, but no operation on it recurses as deep as the tree: equality, hashing,
/// coding, and even releasing it walk with explicit stacks, so a chain 100,000 levels deep is
/// fine. It describes content only; paging state starts `idle` in the accordion.
public struct AccordionNode<Value: Hashable & Codable & Sendable>: Sendable {
    /// The node's id, unique within the accordion it goes into.
    public var id: AccordionNodeID
    /// The app's value for the row (its title, model object, route…).
    public var value: Value
    /// Where selecting the row takes the navigator, if anywhere.
    public var destination: RowDestination<Value>?
    /// Whether the node starts expanded. The accordion's policy may close it on the way in:
    /// see ``Accordion/insert(_:under:at:)``.
    public var isExpanded: Bool
    fileprivate var box: AccordionNodeChildren<Value>?

    /// Describes a node and its children.
    ///
    /// - Complexity: O(1) (the children array is shared, not copied).
    public init(
        id: AccordionNodeID,
        value: Value,
        destination: RowDestination<Value>? = nil,
        isExpanded: Bool = false,
        children: [AccordionNode<Value>] = []
    ) {
        self.id = id
        self.value = value
        self.destination = destination
        self.isExpanded = isExpanded
        self.box = children.isEmpty ? nil : AccordionNodeChildren(children)
    }

    /// The node's children, in order.
    ///
    /// - Complexity: O(1) to read; O(1) to set (a new array is stored, the old one released).
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

/// The children of an ``AccordionNode``, boxed so that releasing a deep tree can be done
/// iteratively: the default release of nested arrays would recurse once per level.
///
/// The box is immutable once shared (`children`' setter makes a new box); `nodes` is only
/// mutated by `deinit`, when no one else can see it, hence `@unchecked Sendable`.
private final class AccordionNodeChildren<Value: Hashable & Codable & Sendable>: @unchecked Sendable {
    var nodes: [AccordionNode<Value>]

    init(_ nodes: [AccordionNode<Value>]) {
        self.nodes = nodes
    }

    deinit {
        // Take the grandchildren of every uniquely held child before that child dies, so each
        // box dies empty and nothing below it recurses.
        var pending: [AccordionNode<Value>] = []
        swap(&pending, &nodes)
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node.box), let box = node.box else { continue }
            pending.append(contentsOf: box.nodes)
            box.nodes = []
        }
    }
}

/// The shape of nodes listed in pre-order: ids, each node's parent as an index in the list
/// (-1 for the list's roots), and expansion. It carries no values, so the code that walks it
/// is not generic.
struct FlatTree: Sendable {
    var ids: [AccordionNodeID] = []
    var parents: [Int] = []
    var isExpanded: [Bool] = []

    var count: Int { ids.count }
}

/// Nodes listed in pre-order without their children: the form the accordion inserts from and
/// the JSON forms use.
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
        id: AccordionNodeID, parent: Int, isExpanded: Bool, value: Value, destination: RowDestination<Value>?
    ) {
        tree.ids.append(id)
        tree.parents.append(parent)
        tree.isExpanded.append(isExpanded)
        payloads.append(AccordionPayload(value: value, destination: destination))
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
                value: node.value, destination: node.destination
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
                id: flat.tree.ids[index], value: payload.value, destination: payload.destination,
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
