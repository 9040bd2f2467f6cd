// A child's saved form written and read directly, byte for byte as `Child`'s `Codable`
// conformance and the general coder make it (`Child+Codable.swift`): one object whose keys,
// sorted, are `accordion`, `column`, `id`, `openedBy`, `route` and `tabs`, content sharing it.
// Accordions and tab groups are in `CanonicalChildJSON+Accordion.swift` and `+TabGroup.swift`.
//
// Like the state's own keys (`SplitState+CanonicalJSON.swift`), both directions give up
// (answer nil or false) at anything unexpected, for the general coder to write the same bytes
// or read the same value, or to throw. The reader accepts only the writer's exact spelling and
// builds values through the constructors the `Codable` initializers use, so that both paths
// check the same invariants.

/// Writes and reads children's JSON directly, with a cache of their routes' JSON.
///
/// Routes are the app's values, so the general coder writes and reads them, each on its own;
/// the cache makes a route met again cost a look-up. A `String` route is written and read
/// directly. One coder serves one sequence of calls: a state's encoding or decoding, or a
/// ``ChildJSONMemo``'s life.
struct CanonicalChildJSON<Route: Hashable & Codable & Sendable> {
    /// The deepest level a container can sit at in written JSON (the top level is 1), as in
    /// ``JSONWriter``.
    static var deepestWrittenLevel: Int { JSONWriter.maximumDepth - 1 }

    /// The deepest level a container can sit at in JSON that is read, as in ``JSONScanner``.
    static var deepestReadLevel: Int { JSONScanner.maximumDepth }

    /// The JSON of the routes met so far, both ways.
    private var routes: CanonicalRouteCache<Route>
    /// The deepest level written since ``encode(_:)`` began: how deeply its child nests.
    private var deepestWritten = 0

    /// A coder whose route cache holds at most `routeCapacity` routes a side.
    init(routeCapacity: Int = 1_024) {
        routes = CanonicalRouteCache(capacity: routeCapacity)
    }

    // MARK: A child on its own

    /// `child`'s JSON on its own, and how deeply it nests (1 for a plain child with a string
    /// route); nil when a route cannot be encoded or the JSON would nest too deeply.
    mutating func encode(_ child: Child<Route>) -> (bytes: [UInt8], depth: Int)? {
        var writer = CanonicalJSONWriter(capacity: 64)
        deepestWritten = 0
        routes.beginWriting()
        guard write(child, at: 1, into: &writer) else { return nil }
        return (writer.finish(), deepestWritten)
    }

    /// The child `bytes` hold if they are spelled exactly as ``encode(_:)`` spells a valid
    /// child, and nothing follows; nil otherwise.
    mutating func decode(_ bytes: [UInt8]) -> Child<Route>? {
        var reader = CanonicalJSONReader(bytes)
        routes.beginReading()
        guard let child = read(&reader, at: 1), reader.isAtEnd else { return nil }
        return child
    }

    /// Starts an event's writing: its routes are the ones its reading expects (see
    /// ``CanonicalRouteCache/beginWriting()``).
    mutating func beginWritingEvent() { routes.beginWriting() }

    /// Starts an event's reading (see ``CanonicalRouteCache/beginReading()``).
    mutating func beginReadingEvent() { routes.beginReading() }

    // MARK: Writing

    /// Writes `child`, whose object sits at nesting `level`; false (having written part of it)
    /// when a route cannot be encoded or a container would sit deeper than the general
    /// encoder writes.
    mutating func write(_ child: Child<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        // The keys below are in sorted order, the order the general encoder writes them in.
        guard open(with: child.content, at: level, into: &writer) else { return false }
        writer.append("\"column\":")
        writer.appendCase(child.preferredColumn)
        writer.append(",\"id\":")
        writer.appendInt(child.id.rawValue)
        if let openedBy = child.openedBy {
            guard opens(level + 1) else { return false }
            writer.append(",\"openedBy\":{\"list\":")
            writer.appendInt(openedBy.list.rawValue)
            writer.append(",\"row\":")
            guard writeRoute(openedBy.row, inside: level + 1, into: &writer) else { return false }
            writer.append(UInt8(ascii: "}"))
        }
        writer.append(",\"route\":")
        guard writeRoute(child.route, inside: level, into: &writer) else { return false }
        return close(with: child.content, at: level, into: &writer)
    }

    /// Opens the object, at nesting `level`, of a child or of an event carrying one, whose
    /// content shares the object: `{`, then `"accordion":<accordion>,` for an accordion, the
    /// first key in sorted order. The caller writes the next key.
    mutating func open(with content: ChildContent<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        guard case .accordion(let accordion) = content else {
            writer.append(UInt8(ascii: "{"))
            return true
        }
        writer.append("{\"accordion\":")
        guard write(accordion, at: level + 1, into: &writer) else { return false }
        writer.append(UInt8(ascii: ","))
        return true
    }

    /// Closes what ``open(with:at:into:)`` opened: `,"tabs":<group>` for a tab group, the last
    /// key in sorted order, then `}`.
    mutating func close(with content: ChildContent<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        if case .tabs(let group) = content {
            writer.append(",\"tabs\":")
            guard write(group, at: level + 1, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes an array of children, the array at nesting `level`.
    mutating func write(_ children: [Child<Route>], at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append(UInt8(ascii: "["))
        for (position, child) in children.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard write(child, at: level + 1, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "]"))
        return true
    }

    /// Writes `route` as a member of a container at nesting `level`.
    mutating func writeRoute(_ route: Route, inside level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        if Route.self == String.self, let text = route as? String {
            writer.appendString(text)
            return true
        }
        guard let json = routes.json(of: route), opens(level + json.depth) else { return false }
        writer.append(contentsOf: json.bytes)
        return true
    }

    /// Notes a container at nesting `level`; false when the general encoder would refuse it.
    mutating func opens(_ level: Int) -> Bool {
        deepestWritten = max(deepestWritten, level)
        return level <= Self.deepestWrittenLevel
    }

    // MARK: Reading

    /// The child whose object, at nesting `level`, is next, spelled exactly as ``write(_:at:into:)``
    /// spells a valid child; nil otherwise, having read nothing.
    mutating func read(_ reader: inout CanonicalJSONReader, at level: Int) -> Child<Route>? {
        let start = reader.index
        guard let child = readChild(&reader, at: level) else {
            reader.rewind(to: start)
            return nil
        }
        return child
    }

    /// A child, as ``read(_:at:)`` reads one, but leaving the reader wherever it gave up.
    private mutating func readChild(_ reader: inout CanonicalJSONReader, at level: Int) -> Child<Route>? {
        guard let (content, first) = readOpening(&reader, at: level),
              reader.member("column", first: first), let column = reader.enumCase(Column.self),
              reader.member("id", first: false), let id = reader.int()
        else { return nil }
        var openedBy: RowSelection<Route>?
        if reader.member("openedBy", first: false) {
            guard level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")),
                  reader.member("list", first: true), let list = reader.int(),
                  reader.member("row", first: false), let row = readRoute(&reader, inside: level + 1),
                  reader.read(UInt8(ascii: "}"))
            else { return nil }
            openedBy = RowSelection(list: ChildID(list), row: row)
        }
        guard reader.member("route", first: false), let route = readRoute(&reader, inside: level),
              let content = readClosing(&reader, after: content, at: level)
        else { return nil }
        return Child(id: ChildID(id), route: route, preferredColumn: column, content: content, openedBy: openedBy)
    }

    /// Reads what ``open(with:at:into:)`` writes: `{` and, if it is there, an accordion. Answers
    /// the content so far, and whether the next member is the object's first.
    mutating func readOpening(_ reader: inout CanonicalJSONReader, at level: Int) -> (content: ChildContent<Route>, first: Bool)? {
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        guard reader.member("accordion", first: true) else { return (.plain, true) }
        guard let accordion = readAccordion(&reader, at: level + 1) else { return nil }
        return (.accordion(accordion), false)
    }

    /// Reads what ``close(with:at:into:)`` writes: a tab group if it is there, then `}`.
    /// Answers the whole content, given what ``readOpening(_:at:)`` read.
    mutating func readClosing(_ reader: inout CanonicalJSONReader, after content: ChildContent<Route>, at level: Int) -> ChildContent<Route>? {
        var content = content
        if reader.member("tabs", first: false) {
            // A child is an accordion or a tab group, not both: the decoder throws for both.
            guard case .plain = content, let group = readTabGroup(&reader, at: level + 1) else { return nil }
            content = .tabs(group)
        }
        guard reader.read(UInt8(ascii: "}")) else { return nil }
        return content
    }

    /// An array of children, the array at nesting `level`.
    mutating func readChildren(_ reader: inout CanonicalJSONReader, at level: Int) -> [Child<Route>]? {
        guard level <= Self.deepestReadLevel else { return nil }
        return reader.array { reader in readChild(&reader, at: level + 1) }
    }

    /// The route that is next, a member of a container at nesting `level`.
    mutating func readRoute(_ reader: inout CanonicalJSONReader, inside level: Int) -> Route? {
        if Route.self == String.self, reader.next == UInt8(ascii: "\""), let text = reader.string() {
            return text as? Route
        }
        if let (route, depth) = routes.readWritten(&reader) {
            return level + depth <= Self.deepestReadLevel ? route : nil
        }
        guard let (span, depth) = reader.skipValue(), level + depth <= Self.deepestReadLevel else { return nil }
        return routes.route(at: reader.bytes[span])
    }
}
