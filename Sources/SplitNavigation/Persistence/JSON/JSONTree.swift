/// A JSON value as ``JSONTreeEncoder`` builds it, for ``JSONWriter`` to write.
///
/// Every node is in one array and names the others by index, so building a value allocates only
/// when an array grows, and containers can be filled in any order: `Codable` lets a type hold
/// several containers at once and fill them in turns. A container's children are a linked list
/// in the order they were encoded. An object keeps every member it is given, a key given twice
/// included: the writer sorts the keys and keeps a key's last value, which is what `JSONEncoder`
/// does with the dictionaries it builds.
///
/// Keys, strings and the text of numbers are UTF-8 in one byte buffer.
struct JSONTree {
    enum Kind: UInt8 {
        /// Nothing encoded yet. Written `{}`, as `JSONEncoder` writes a value that encoded nothing.
        case unset
        case null
        case `false`
        case `true`
        /// A signed integer, in `integer`.
        case signed
        /// An unsigned integer, its bit pattern in `integer`.
        case unsigned
        /// A number written as its text in `bytes` (floating point, 128-bit integers, decimals).
        case number
        /// A string, its UTF-8 in `bytes`.
        case string
        case array
        case object
    }

    struct Node {
        var kind: Kind
        /// Where the node's key is in `bytes`, for a member of an object.
        var keyStart = 0
        var keyCount = 0
        /// The value of a `signed` or `unsigned` node.
        var integer: Int64 = 0
        /// Where the text of a `number` or `string` starts in `bytes`; a container's first child
        /// (-1 when it has none).
        var start = -1
        /// The length of the text; a container's last child.
        var length = -1
        /// The number of children.
        var count = 0
        /// The next child of the same container (-1 for the last).
        var next = -1

        init(kind: Kind) {
            self.kind = kind
        }
    }

    private(set) var nodes: [Node]
    private(set) var bytes: [UInt8] = []
    /// Whether some key has a byte above ASCII: only then can two keys be equal strings but
    /// different bytes, which the writer must then merge.
    private(set) var hasNonASCIIKeys = false

    /// A tree whose root, node 0, is unset.
    init() {
        nodes = [Node(kind: .unset)]
        nodes.reserveCapacity(64)
        bytes.reserveCapacity(512)
    }

    subscript(node: Int) -> Node {
        nodes[node]
    }

    // MARK: Building

    /// Makes `node` an empty container of `kind` unless it is one already; any other value it
    /// held is dropped (`JSONEncoder` traps there instead: a type asked for two kinds of
    /// container for one value).
    mutating func makeContainer(_ node: Int, _ kind: Kind) {
        guard nodes[node].kind != kind else { return }
        nodes[node].kind = kind
        nodes[node].start = -1
        nodes[node].length = -1
        nodes[node].count = 0
    }

    /// Appends an unset child to an array.
    mutating func appendElement(to array: Int) -> Int {
        append(Node(kind: .unset), to: array)
    }

    /// Appends an unset member named `key` to an object.
    mutating func appendMember(to object: Int, key: String) -> Int {
        var member = Node(kind: .unset)
        member.keyStart = bytes.count
        bytes.append(contentsOf: key.utf8)
        member.keyCount = bytes.count - member.keyStart
        if !hasNonASCIIKeys, bytes[member.keyStart...].contains(where: { $0 >= 0x80 }) {
            hasNonASCIIKeys = true
        }
        return append(member, to: object)
    }

    private mutating func append(_ child: Node, to parent: Int) -> Int {
        let index = nodes.count
        nodes.append(child)
        let last = nodes[parent].length
        if last < 0 {
            nodes[parent].start = index
        } else {
            nodes[last].next = index
        }
        nodes[parent].length = index
        nodes[parent].count += 1
        return index
    }

    /// Takes out a container's last child, which a failed encoding left unfinished.
    mutating func removeLastChild(of container: Int) {
        let last = nodes[container].length
        guard last >= 0 else { return }
        var previous = -1
        var child = nodes[container].start
        while child != last {
            previous = child
            child = nodes[child].next
        }
        if previous < 0 {
            nodes[container].start = -1
        } else {
            nodes[previous].next = -1
        }
        nodes[container].length = previous
        nodes[container].count -= 1
    }

    /// The last member of `object` named `key`, which is the one a writer keeps.
    func lastMember(of object: Int, key: String) -> Int? {
        var found: Int?
        var child = nodes[object].start
        while child >= 0 {
            let node = nodes[child]
            if bytes[node.keyStart..<node.keyStart + node.keyCount].elementsEqual(key.utf8) {
                found = child
            }
            child = node.next
        }
        return found
    }

    // MARK: Values

    mutating func setNull(_ node: Int) {
        nodes[node].kind = .null
    }

    mutating func set(_ node: Int, _ value: Bool) {
        nodes[node].kind = value ? .true : .false
    }

    mutating func set(_ node: Int, signed value: Int64) {
        nodes[node].kind = .signed
        nodes[node].integer = value
    }

    mutating func set(_ node: Int, unsigned value: UInt64) {
        nodes[node].kind = .unsigned
        nodes[node].integer = Int64(bitPattern: value)
    }

    mutating func set(_ node: Int, string: String) {
        setText(node, .string, string)
    }

    /// A number whose text is ready to write.
    mutating func set(_ node: Int, numberText: String) {
        setText(node, .number, numberText)
    }

    private mutating func setText(_ node: Int, _ kind: Kind, _ text: String) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        nodes[node].kind = kind
        nodes[node].start = start
        nodes[node].length = bytes.count - start
    }
}
