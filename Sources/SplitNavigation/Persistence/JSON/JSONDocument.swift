/// JSON text scanned for its structure, for ``JSONDocumentDecoder`` to read: one flat list of
/// nodes in document order, a container followed by everything in it.
///
/// Strings and numbers stay the bytes between their delimiters, read (and checked) only when a
/// decoder asks for them, as `JSONDecoder` reads them: a malformed number or string escape under
/// a key no type reads is no error for either. Keys are checked when an object is opened.
struct JSONDocument {
    enum Kind: UInt8 {
        case null
        case `false`
        case `true`
        /// A number without an exponent.
        case number
        /// A number with an `e` or `E`.
        case exponentNumber
        /// A string of ASCII without escapes or control characters: its bytes are its text.
        case asciiString
        /// A string without escapes or control characters but with bytes above ASCII, which must
        /// be UTF-8.
        case utf8String
        /// A string with escapes or control characters.
        case escapedString
        case array
        case object
    }

    struct Node {
        var kind: Kind
        /// Where a string's contents (without the quotes) or a number's text starts in the bytes;
        /// for a container, the index of the node after its last descendant.
        var start: Int
        /// The length of the text; for a container, the number of elements, or of members.
        var count: Int
    }

    /// The JSON text.
    let bytes: [UInt8]
    /// The nodes, the top-level value first and a `null` last (see ``null``).
    let nodes: [Node]

    /// The top-level value.
    static var root: Int { 0 }

    /// A `null` in no container: what a super decoder reads for a key that is not there, as in
    /// `JSONDecoder`.
    var null: Int { nodes.count - 1 }

    subscript(node: Int) -> Node {
        nodes[node]
    }

    /// The node after `node` and everything in it: its next sibling, if it has one.
    func after(_ node: Int) -> Int {
        let value = nodes[node]
        return value.kind == .array || value.kind == .object ? value.start : node + 1
    }

    /// How `JSONDecoder` names a value's kind in a type mismatch: "Expected to decode Int but
    /// found a string instead."
    func kindDescription(_ node: Int) -> String {
        switch nodes[node].kind {
        case .null: "null"
        case .false, .true: "bool"
        case .number, .exponentNumber: "number"
        case .asciiString, .utf8String, .escapedString: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    func isString(_ node: Int) -> Bool {
        switch nodes[node].kind {
        case .asciiString, .utf8String, .escapedString: true
        default: false
        }
    }

    func isNumber(_ node: Int) -> Bool {
        nodes[node].kind == .number || nodes[node].kind == .exponentNumber
    }
}

/// What makes a text not JSON, or a value in it unreadable: a decoder turns it into
/// `DecodingError.dataCorrupted` with the debug description "The given data was not valid
/// JSON.", as `JSONDecoder` does wherever it finds the problem. The message is for debugging.
struct JSONSyntaxError: Error, CustomStringConvertible {
    var description: String
}
