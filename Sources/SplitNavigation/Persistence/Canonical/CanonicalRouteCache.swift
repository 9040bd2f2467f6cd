/// Routes' JSON, remembered both ways, so that a route met again costs a dictionary look-up
/// rather than a pass through the general coder: the rows of an accordion, the tabs of a group
/// and the children of a state share a handful of routes, and successive states share most.
///
/// Routes are generic, so the general coder writes and reads them (``JSONCoder``), each on
/// its own: a route's JSON does not depend on where it stands. What is read is still exactly
/// what the bytes say: the cache is keyed by the route one way and by its bytes the other.
/// Each side is emptied when it holds `capacity` entries, which keeps a long run's memory flat.
///
/// Reading what was just written is quicker still, as in ``ChildJSONMemo``: the cache keeps the
/// routes written since ``beginWriting()`` in order, and ``readWritten(_:)`` compares the bytes
/// next in the reader with the next of them before hashing anything. A child or an event is
/// mostly read back right after it is written (the memo and the property runner's laws do), and
/// a route's look-up by its bytes hashes them and probes a dictionary, about 1,200 instructions.
struct CanonicalRouteCache<Route: Hashable & Codable & Sendable> {
    /// A route's JSON, how deeply it nests (0 for a scalar, 1 for a flat array), and the route
    /// those bytes read back as (nil when ``route(at:)`` finds none for them). A class, so that
    /// handing an entry out and keeping it in `written` costs a reference, not a copy of a route.
    final class Encoded {
        let bytes: [UInt8]
        let depth: Int
        let readBack: Route?

        init(bytes: [UInt8], depth: Int, readBack: Route?) {
            self.bytes = bytes
            self.depth = depth
            self.readBack = readBack
        }
    }

    /// Routes' JSON, by route.
    private var encoded: [Route: Encoded] = [:]
    /// Routes, by the bytes (a copy of them) they were read from.
    private var decoded: [JSONBytesKey: Route] = [:]
    /// The routes written since ``beginWriting()``, in order: where ``readWritten(_:)`` looks
    /// first. At most `capacity` are kept.
    private var written: [Encoded] = []
    /// How many routes ``readWritten(_:)`` has looked at since ``beginReading()``: the next
    /// one's place in `written`.
    private var readCount = 0
    /// How many entries a side holds before it is emptied.
    private let capacity: Int

    /// An empty cache holding at most `capacity` routes a side.
    init(capacity: Int = 1_024) {
        self.capacity = max(1, capacity)
    }

    /// Starts a child's or an event's writing: the routes ``json(of:)`` gives from now on are
    /// the ones ``readWritten(_:)`` expects, in that order.
    mutating func beginWriting() {
        written.removeAll(keepingCapacity: true)
    }

    /// Starts a child's or an event's reading: the next route read is expected to be the first
    /// one written.
    mutating func beginReading() {
        readCount = 0
    }

    /// `route`'s JSON, as ``JSONCoder`` writes it; nil when the route cannot be encoded. The
    /// entry is noted for ``readWritten(_:)``; a route met for the first time is also read back
    /// from its bytes, once, to know what they read as.
    mutating func json(of route: Route) -> Encoded? {
        let entry: Encoded
        if let known = encoded[route] {
            entry = known
        } else {
            guard let bytes = try? JSONCoder.bytes(of: route) else { return nil }
            var reader = CanonicalJSONReader(bytes)
            // What the bytes read back as, found now, once a route, for `readWritten(_:)`.
            entry = Encoded(bytes: bytes, depth: reader.skipValue()?.depth ?? 0, readBack: self.route(at: bytes[...]))
            if encoded.count >= capacity { encoded.removeAll(keepingCapacity: true) }
            encoded[route] = entry
        }
        if written.count < capacity { written.append(entry) }
        return entry
    }

    /// The route whose JSON is next in `reader` when its bytes are those the latest writing put
    /// in the same place, with how deeply they nest, the reader past them; nil otherwise,
    /// having read nothing. What it answers is what the bytes read back as, as ``route(at:)``
    /// would find: the place only says which bytes to compare with first.
    mutating func readWritten(_ reader: inout CanonicalJSONReader) -> (route: Route, depth: Int)? {
        guard readCount < written.count else { return nil }
        let entry = written[readCount]
        readCount += 1
        guard let route = entry.readBack, reader.read(value: entry.bytes) else { return nil }
        return (route, entry.depth)
    }

    /// The route the JSON value `bytes` holds, as ``JSONCoder`` reads it; nil when it holds
    /// none, or when the bytes, read on their own, could be taken for something they are not in
    /// their document (text that starts other than a JSON value does, or that looks like UTF-16).
    mutating func route(at bytes: ArraySlice<UInt8>) -> Route? {
        guard let first = bytes.first, Self.startsValue(first), !bytes.prefix(4).contains(0) else { return nil }
        if let route = decoded[JSONBytesKey(bytes)] { return route }
        let copy = Array(bytes)
        guard let route = try? JSONCoder.decode(Route.self, bytes: copy) else { return nil }
        if decoded.count >= capacity { decoded.removeAll(keepingCapacity: true) }
        // The key holds a copy: a slice would keep the whole document alive.
        decoded[JSONBytesKey(copy[...])] = route
        return route
    }

    /// Whether a JSON value can start with `byte` (a byte order mark or a space cannot).
    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default:
            false
        }
    }
}
