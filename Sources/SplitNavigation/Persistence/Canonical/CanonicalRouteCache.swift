/// Routes' JSON, remembered both ways, so that a route met again costs a dictionary look-up
/// rather than a pass through the general coder: the rows of an accordion, the tabs of a group
/// and the children of a state share a handful of routes, and successive states share most.
///
/// Routes are generic, so the general coder writes and reads them (``JSONCoder``), each on
/// its own: a route's JSON does not depend on where it stands. What is read is still exactly
/// what the bytes say: the cache is keyed by the route one way and by its bytes the other.
/// Each side is emptied when it holds `capacity` entries, which keeps a long run's memory flat.
struct CanonicalRouteCache<Route: Hashable & Codable & Sendable> {
    /// A route's JSON and how deeply it nests (0 for a scalar, 1 for a flat array).
    struct Encoded {
        var bytes: [UInt8]
        var depth: Int
    }

    /// Routes' JSON, by route.
    private var encoded: [Route: Encoded] = [:]
    /// Routes, by the bytes (a copy of them) they were read from.
    private var decoded: [JSONBytesKey: Route] = [:]
    /// How many entries a side holds before it is emptied.
    private let capacity: Int

    /// An empty cache holding at most `capacity` routes a side.
    init(capacity: Int = 1_024) {
        self.capacity = max(1, capacity)
    }

    /// `route`'s JSON, as ``JSONCoder`` writes it; nil when the route cannot be encoded.
    mutating func json(of route: Route) -> Encoded? {
        if let entry = encoded[route] { return entry }
        guard let bytes = try? JSONCoder.bytes(of: route) else { return nil }
        var reader = CanonicalJSONReader(bytes)
        let entry = Encoded(bytes: bytes, depth: reader.skipValue()?.depth ?? 0)
        if encoded.count >= capacity { encoded.removeAll(keepingCapacity: true) }
        encoded[route] = entry
        return entry
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
