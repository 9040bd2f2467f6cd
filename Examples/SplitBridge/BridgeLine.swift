/// One input line, checked before any decoder sees it: well-formed UTF-8 and JSON, no key twice in
/// an object, whole numbers only, at most ``maximumDepth`` levels of nesting, and routes of at most
/// ``maximumRouteNesting`` levels. Every complaint
/// names the byte offset or the path (`.children[1].route`) of what is wrong.
///
/// It reads the line once, without building a tree: it keeps the top-level object's fields
/// (their kinds, and the text of short strings) for ``BridgeSchema`` and reports every nested
/// object to it as it closes (an ``Object``: its keys, what it names itself, its object members),
/// so a 16 MiB line costs a few small allocations.
struct BridgeLine {
    /// The kind of a JSON value, as messages name it.
    enum Kind: String {
        case object = "an object"
        case array = "an array"
        case string = "a string"
        case integer = "a whole number"
        case boolean = "true or false"
        case null = "null"
    }

    /// A top-level field: its kind, its text for strings, its value for integers and booleans.
    struct Field {
        var kind: Kind
        var text: String?
        var integer: Int?
        var boolean: Bool?
        /// For an array: the kinds of its elements, in order (arrays of strings are checked this way).
        var elementKinds: [Kind] = []
        /// For an object: what the schema is told about it.
        var object: Object?
    }

    /// What the schema is told about an object as it closes. An action's keys can only be
    /// checked once the event it belongs to is known, and its event's `"event"` may come after it,
    /// so an object carries what its enclosing object needs for that: its `"event"` and `"kind"`,
    /// and its members that are objects.
    struct Object {
        /// Its keys, in the order they appear.
        var keys: [String] = []
        /// The text of its members ``namingKeys`` names, when they are strings.
        var names: [String: String] = [:]
        /// Its members that are objects, by key, each without its own object members (so that
        /// what is kept stays one level deep, however deep the line).
        var objects: [String: Object] = [:]
    }

    /// The keys whose string values say what an object is: a batch's event names its kind of
    /// event, an action its kind of action. Only these strings inside nested objects are kept.
    static let namingKeys: Set<String> = ["event", "kind"]

    /// One step of a path: a key of an object or an index into an array.
    enum Step {
        case key(String)
        case index(Int)
    }

    /// The deepest nesting accepted: a saved state whose tab groups nest
    /// `TabGroup.maximumNesting` (32) levels deep takes about six JSON levels a tab level; the
    /// protocol's other documents need at most eight.
    static let maximumDepth = 256

    /// The deepest a route's own JSON nests (in a session of JSON routes), as in a link: every
    /// event an answer lists can then be sent back on a line.
    static let maximumRouteNesting = 16

    /// How deep a container opened at `path` nests inside the route it belongs to, or `nil`
    /// outside routes: the steps after a `route`, `row` or `value` key, or after the index into a
    /// `routes` list or a column list of a start or a reach target (a state's column lists hold
    /// children, whose `route` counts).
    static func routeNesting(at path: [Step]) -> Int? {
        for (position, step) in path.enumerated() {
            guard case .key(let key) = step else { continue }
            switch key {
            case "route", "row", "value":
                return path.count - position
            case "routes":
                return path.count - position - 1
            case "primary", "supplementary", "detail":
                let inTarget: Bool = if position == 1, case .key("target") = path[0] { true } else { false }
                if position == 0 || inTarget { return path.count - position - 1 }
            default:
                continue
            }
        }
        return nil
    }

    /// The top-level object's fields by key.
    private(set) var fields: [String: Field] = [:]
    /// The top-level keys in the order they appear.
    private(set) var keys: [String] = []

    /// Whether a number with a fraction or an exponent was accepted inside a route value.
    private(set) var hasFractionInRoute = false

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Whether numbers inside route values may have fractions and exponents.
    private let fractionsInRoutes: Bool
    private var position = 0
    private var path: [Step] = []
    private let nestedObject: (_ path: [Step], _ object: Object) throws(BridgeError) -> Void

    /// Checks a line; `nestedObject` is told the path and ``Object`` of every object below the
    /// top level as it closes, and may reject it.
    static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, fractionsInRoutes: Bool = false,
        nestedObject: @escaping (_ path: [Step], _ object: Object) throws(BridgeError) -> Void
    ) throws(BridgeError) -> BridgeLine {
        var line = BridgeLine(bytes: bytes, fractionsInRoutes: fractionsInRoutes, nestedObject: nestedObject)
        try line.checkUTF8()
        line.skipWhitespace()
        guard line.position < bytes.count else {
            throw BridgeError(.malformedInput, "the line is empty; expected a JSON object with an \"event\" field")
        }
        guard line.peek == UInt8(ascii: "{") else {
            throw line.syntaxError("expected a JSON object, starting with {")
        }
        try line.topLevelObject()
        line.skipWhitespace()
        guard line.position == bytes.count else {
            throw line.syntaxError("expected the end of the line after the object")
        }
        return line
    }

    private init(
        bytes: UnsafeBufferPointer<UInt8>, fractionsInRoutes: Bool,
        nestedObject: @escaping (_ path: [Step], _ object: Object) throws(BridgeError) -> Void
    ) {
        self.bytes = bytes
        self.fractionsInRoutes = fractionsInRoutes
        self.nestedObject = nestedObject
    }

    /// Whether a value at `path` is (inside) a route: under a `route`, `routes`, `row` (a
    /// selection's) or accordion `value` key, or in a start's `primary`, `supplementary` or `detail` list.
    static func isRoutePath(_ path: [Step]) -> Bool {
        if case .key(let first)? = path.first, ["primary", "supplementary", "detail"].contains(first), path.count >= 2,
           case .index = path[1] {
            return true
        }
        return path.contains {
            if case .key(let key) = $0 { key == "route" || key == "routes" || key == "row" || key == "value" } else { false }
        }
    }

    /// `.children[1].route`, or `the top level` for the line's own object.
    static func describe(_ path: [Step]) -> String {
        path.isEmpty ? "the top level" : path.map {
            switch $0 {
            case .key(let key): ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    // MARK: - Errors

    private func syntaxError(_ message: String) -> BridgeError {
        let found = position < bytes.count ? "found \(Self.show(bytes[position]))" : "the line ends"
        return BridgeError(.malformedInput, "not JSON: \(message) at byte \(position) (\(found))")
    }

    private func error(_ message: String) -> BridgeError {
        BridgeError(.malformedInput, "\(message) at \(Self.describe(path))")
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    // MARK: - Lexing

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(BridgeError) {
        skipWhitespace()
        guard peek == byte else { throw syntaxError("expected \(what)") }
        position += 1
    }

    private func checkUTF8() throws(BridgeError) {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                throw BridgeError(.malformedInput, "the line is not UTF-8: invalid byte sequence at byte \(offset)")
            }
        }
    }

    // MARK: - Values

    private mutating func topLevelObject() throws(BridgeError) {
        position += 1  // {
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw syntaxError("expected a key in quotes") }
            let key = try string(keeping: true)!
            guard fields[key] == nil else {
                throw BridgeError(.malformedInput, "the key \"\(key)\" appears twice at the top level")
            }
            try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
            path = [.key(key)]
            fields[key] = try value(topLevel: true)
            keys.append(key)
            path = []
            skipWhitespace()
            guard let byte = peek else { throw syntaxError("expected ',' or '}'") }
            position += 1
            if byte == UInt8(ascii: "}") { return }
            guard byte == UInt8(ascii: ",") else {
                position -= 1
                throw syntaxError("expected ',' or '}'")
            }
        }
    }

    /// Reads one value at `path`; a top-level one keeps what the schema needs, and `keepingText`
    /// keeps a string's text (a nested object's ``namingKeys``).
    private mutating func value(topLevel: Bool = false, keepingText: Bool = false) throws(BridgeError) -> Field {
        skipWhitespace()
        guard let byte = peek else { throw syntaxError("expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return Field(kind: .object, object: try object())
        case UInt8(ascii: "["):
            return Field(kind: .array, elementKinds: try array(keepingKinds: topLevel))
        case UInt8(ascii: "\""):
            return Field(kind: .string, text: try string(keeping: topLevel || keepingText))
        case UInt8(ascii: "t"):
            try literal("true")
            return Field(kind: .boolean, boolean: true)
        case UInt8(ascii: "f"):
            try literal("false")
            return Field(kind: .boolean, boolean: false)
        case UInt8(ascii: "n"):
            try literal("null")
            return Field(kind: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if fractionsInRoutes, Self.isRoutePath(path) {
                guard let whole = try number() else {
                    hasFractionInRoute = true
                    return Field(kind: .integer)
                }
                return Field(kind: .integer, integer: whole)
            }
            return Field(kind: .integer, integer: try integer())
        default:
            throw syntaxError("expected a value")
        }
    }

    /// Refuses a container opened past ``maximumDepth``, or past ``maximumRouteNesting`` inside a
    /// route.
    private func checkDepth() throws(BridgeError) {
        guard path.count < Self.maximumDepth else {
            throw error("the line nests more than \(Self.maximumDepth) levels deep")
        }
        if let nesting = Self.routeNesting(at: path), nesting > Self.maximumRouteNesting {
            throw error("a route nests more than \(Self.maximumRouteNesting) levels deep")
        }
    }

    private mutating func object() throws(BridgeError) -> Object {
        try checkDepth()
        position += 1  // {
        var summary = Object()
        var seen: Set<String> = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw syntaxError("expected a key in quotes") }
                let key = try string(keeping: true)!
                guard seen.insert(key).inserted else {
                    throw error("the key \"\(key)\" appears twice in the object")
                }
                summary.keys.append(key)
                try expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
                path.append(.key(key))
                let naming = Self.namingKeys.contains(key)
                let member = try value(keepingText: naming)
                path.removeLast()
                if naming, let text = member.text { summary.names[key] = text }
                if var object = member.object {
                    object.objects = [:]
                    summary.objects[key] = object
                }
                skipWhitespace()
                guard let byte = peek else { throw syntaxError("expected ',' or '}'") }
                if byte == UInt8(ascii: "}") {
                    position += 1
                    break
                }
                guard byte == UInt8(ascii: ",") else { throw syntaxError("expected ',' or '}'") }
                position += 1
            }
        }
        try nestedObject(path, summary)
        return summary
    }

    private mutating func array(keepingKinds: Bool) throws(BridgeError) -> [Kind] {
        try checkDepth()
        position += 1  // [
        var kinds: [Kind] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return kinds
        }
        var index = 0
        while true {
            path.append(.index(index))
            let element = try value()
            path.removeLast()
            if keepingKinds { kinds.append(element.kind) }
            index += 1
            skipWhitespace()
            guard let byte = peek else { throw syntaxError("expected ',' or ']'") }
            position += 1
            if byte == UInt8(ascii: "]") { return kinds }
            guard byte == UInt8(ascii: ",") else {
                position -= 1
                throw syntaxError("expected ',' or ']'")
            }
        }
    }

    private mutating func literal(_ word: String) throws(BridgeError) {
        for byte in word.utf8 {
            guard peek == byte else { throw syntaxError("expected a value") }
            position += 1
        }
    }

    /// A number inside a route: a whole number from `Int.min` to `Int.max`, or `nil` for a
    /// well-formed JSON number with a fraction or an exponent.
    private mutating func number() throws(BridgeError) -> Int? {
        let start = position
        do throws(BridgeError) {
            return try integer()
        } catch {
            position = start
            if peek == UInt8(ascii: "-") { position += 1 }
            try digits(leadingZero: true)
            if peek == UInt8(ascii: ".") {
                position += 1
                try digits(leadingZero: false)
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                position += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
                try digits(leadingZero: false)
            }
            guard position > start else { throw error }
            // A whole number out of range is still out of range.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            if Int(text) == nil, !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { throw error }
            return nil
        }
    }

    /// One or more digits; with `leadingZero`, JSON's rule for an integer part (`0`, or no
    /// leading zero).
    private mutating func digits(leadingZero: Bool) throws(BridgeError) {
        let start = position
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        guard position > start else { throw syntaxError("expected a digit") }
        if leadingZero, position - start > 1, bytes[start] == UInt8(ascii: "0") {
            position = start
            throw syntaxError("a number may not start with 0")
        }
    }

    /// A whole number from `Int.min` to `Int.max`; fractions, exponents and larger numbers are
    /// rejected with their path (no field of the protocol takes them).
    private mutating func integer() throws(BridgeError) -> Int {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        // JSON's rule for the integer part: `0`, or digits without a leading zero (`0.5` is JSON).
        let integerDigits = position - integerStart
        var isWhole = true
        while let byte = peek, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            isWhole = false
            position += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII) else {
            position = start
            throw syntaxError("expected a number")
        }
        guard integerDigits <= 1 || bytes[integerStart] != UInt8(ascii: "0") else {
            position = start
            throw syntaxError("a number may not start with 0")
        }
        guard isWhole else {
            throw error("\(text) is not a whole number (the protocol's numbers are ids, indices and counts)")
        }
        guard let value = Int(text) else {
            throw error("\(text) is out of range (from \(Int.min) to \(Int.max))")
        }
        return value
    }

    /// A string; its text when `keeping`, else only checked.
    private mutating func string(keeping: Bool) throws(BridgeError) -> String? {
        position += 1  // "
        let start = position
        var hasEscapes = false
        while true {
            guard let byte = peek else { throw syntaxError("the string does not end") }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw syntaxError("control characters must be escaped in strings") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 1
                guard let escaped = peek else { throw syntaxError("the string does not end") }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    position += 1
                    for _ in 0..<4 {
                        guard let digit = peek, digit.isHexDigit else { throw syntaxError("expected four hex digits after \\u") }
                        position += 1
                    }
                default:
                    throw syntaxError("unknown escape in a string")
                }
                continue
            }
            position += 1
        }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1  // "
        guard keeping else { return nil }
        return hasEscapes ? Self.unescape(raw) : String(decoding: raw, as: UTF8.self)
    }

    /// The text of a string with escapes (already checked by ``string(keeping:)``).
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var units: [UInt8] = []
        var index = 0
        var pendingHigh: UInt32?
        func flush() {
            if !units.isEmpty {
                scalars.append(contentsOf: String(decoding: units, as: UTF8.self).unicodeScalars)
                units.removeAll()
            }
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                if pendingHigh != nil {
                    scalars.append("\u{FFFD}")
                    pendingHigh = nil
                }
                units.append(byte)
                index += 1
                continue
            }
            flush()
            let escaped = raw[index + 1]
            index += 2
            guard escaped == UInt8(ascii: "u") else {
                if pendingHigh != nil {
                    scalars.append("\u{FFFD}")
                    pendingHigh = nil
                }
                let map: [UInt8: UInt8] = [0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
                scalars.append(Unicode.Scalar(map[escaped] ?? escaped))
                continue
            }
            let hex = String(decoding: UnsafeBufferPointer(rebasing: raw[index..<index + 4]), as: UTF8.self)
            index += 4
            let unit = UInt32(hex, radix: 16)!
            if let high = pendingHigh {
                pendingHigh = nil
                if (0xDC00...0xDFFF).contains(unit), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) {
                    scalars.append(scalar)
                    continue
                }
                scalars.append("\u{FFFD}")
            }
            if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
            } else {
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        flush()
        if pendingHigh != nil { scalars.append("\u{FFFD}") }
        return String(scalars)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
