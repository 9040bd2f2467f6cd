#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Children's JSON, remembered both ways, for code that saves and restores many states that
/// share most of their children: the property runner's JSON law round-trips the state after
/// every step, and a step changes a child or two.
///
/// A child's JSON does not depend on where the child is, so a state's JSON is its own keys
/// around its children's: with a memo, ``SplitState`` encodes a child it has met before by
/// copying the bytes it wrote then, and decodes bytes it has read before by taking the child it
/// read then. What is read is still exactly what the bytes say: the memo is keyed by the child's
/// whole value one way and by the bytes the other. A child the memo has not met is written and
/// read directly (``CanonicalChildJSON``), through the general coder when spelled otherwise,
/// with a cache of routes the memo keeps too: a new child mostly has routes met before.
///
/// Reading the state a memo has just written is quicker still: the memo keeps the children of
/// its latest state in the order it wrote them, and the reader first compares the bytes at
/// each child's place with the bytes written there (one pass, eight bytes at a time); only
/// when they differ does it find the child's end and look its bytes up. Either way the child
/// read is the one its bytes decode to.
///
/// Not thread-safe: one memo serves one sequence of calls. Its stored properties opt out of the
/// runtime's exclusivity checks (`@exclusivity(unchecked)`): a state's JSON reads and writes them
/// a few times per child, and the checks cost more than the lookups they guard (about 2,000
/// instructions a checked event of the property runner). No access overlaps another: each
/// method touches them in turn, and `withCoder(_:)`'s body must not use the memo (it says so).
package final class ChildJSONMemo<Route: Hashable & Codable & Sendable> {
    /// What a child encodes to, and how deeply that nests: a class, so that keeping an entry
    /// both by id and in the latest state's list costs a reference, not a copy of two children.
    final class Encoded {
        let child: Child<Route>
        let bytes: [UInt8]
        /// How deeply `bytes` nest, as the writer counts and as the reader's `skipValue()`
        /// measures alike (`CanonicalStateJSONTests` holds the two equal): the reader holds it
        /// to its own limit.
        let depth: Int
        /// What `bytes` decode to (`child` itself when the two are equal); nil when they do not.
        let readBack: Child<Route>?

        init(child: Child<Route>, bytes: [UInt8], depth: Int, readBack: Child<Route>?) {
            self.child = child
            self.bytes = bytes
            self.depth = depth
            self.readBack = readBack
        }
    }

    /// The latest encoding of each child id: a child that did not change since finds its bytes
    /// here by one lookup and one comparison, which is quick for values that share storage.
    @exclusivity(unchecked) private var encoded: [ChildID: Encoded] = [:]
    /// Children by the bytes that decode to them.
    @exclusivity(unchecked) private var decoded: [JSONBytesKey: Child<Route>] = [:]
    /// The children written since ``beginWriting()``, in order: where the reader looks first.
    @exclusivity(unchecked) private var written: [Encoded] = []
    /// The children the writing before wrote, in order: where ``encode(_:)`` looks first, as
    /// successive states mostly hold the same children in the same places (a push or a pop
    /// moves none of the others), and a comparison of the child at the same place costs less
    /// than hashing its id.
    @exclusivity(unchecked) private var writtenBefore: [Encoded] = []
    /// How many children have been read since ``beginReading()``: the next one's place in
    /// `written`.
    @exclusivity(unchecked) private var readCount = 0
    /// How many bytes to reserve for the next state's JSON: a quarter more than the latest
    /// state's (see ``noteStateSize(_:)``).
    @exclusivity(unchecked) private(set) var stateCapacity = 256
    /// How many entries a side holds before it is emptied, which keeps a long run's memory flat.
    private let capacity: Int
    /// Writes and reads the children the memo has not met, and remembers their routes.
    @exclusivity(unchecked) private var coder: CanonicalChildJSON<Route>

    /// A memo that forgets everything whenever it holds `capacity` entries on one side (and
    /// its routes at the same size).
    package init(capacity: Int = 4_096) {
        self.capacity = max(1, capacity)
        coder = CanonicalChildJSON(routeCapacity: self.capacity)
    }

    /// Starts a state's writing: the children ``encode(_:)`` writes from now on are the ones
    /// ``readWritten(_:)`` expects, in that order, and those the writing before wrote are kept
    /// for ``encode(_:)`` to look at first.
    func beginWriting() {
        swap(&written, &writtenBefore)
        written.removeAll(keepingCapacity: true)
    }

    /// Starts a state's reading: the next child read is expected to be the first one written.
    func beginReading() {
        readCount = 0
    }

    /// `child`'s JSON and its nesting depth, from the memo when the same child was written at
    /// the same place by the writing before, or was encoded last time its id was.
    func encode(_ child: Child<Route>) throws -> (bytes: [UInt8], depth: Int) {
        if written.count < writtenBefore.count, case let entry = writtenBefore[written.count], entry.child == child {
            written.append(entry)
            return (entry.bytes, entry.depth)
        }
        if let entry = encoded[child.id], entry.child == child {
            written.append(entry)
            return (entry.bytes, entry.depth)
        }
        let (bytes, depth) = try coder.encode(child) ?? Self.encodeAfresh(child)
        // The bytes are about to be read back, most likely: decoding them now, while the child
        // is at hand, lets the decoding side hand out this very value when the two are equal,
        // which then compares equal to the states holding it without walking its contents.
        let key = JSONBytesKey(bytes[...])
        var readBack = decoded[key]
        if readBack == nil, let back = try? read(bytes) {
            let kept = back == child ? child : back
            readBack = kept
            remember(kept, for: key)
        }
        let entry = Encoded(child: child, bytes: bytes, depth: depth, readBack: readBack)
        if encoded.count >= capacity { encoded.removeAll(keepingCapacity: true) }
        encoded[child.id] = entry
        written.append(entry)
        return (bytes, depth)
    }

    /// The child whose JSON is next in `reader` when its bytes are those the latest writing put
    /// in the same place, with how deeply they nest, the reader past them; nil otherwise,
    /// having read nothing. What it answers is what the bytes decode to, as ``decode(_:)``
    /// would find: the place only says which bytes to compare with first.
    func readWritten(_ reader: inout CanonicalJSONReader) -> (child: Child<Route>, depth: Int)? {
        guard readCount < written.count else { return nil }
        let entry = written[readCount]
        readCount += 1
        guard let readBack = entry.readBack, reader.read(exactly: entry.bytes) else { return nil }
        return (readBack, entry.depth)
    }

    /// Records how many bytes the state just written took, for the next one's reservation.
    func noteStateSize(_ count: Int) {
        stateCapacity = max(256, count + count / 4)
    }

    /// How many of the children the latest writing wrote have not been read back since
    /// ``beginReading()``.
    var unreadWrittenCount: Int {
        max(0, written.count - readCount)
    }

    /// The child the JSON `bytes` hold.
    func decode(_ bytes: ArraySlice<UInt8>) throws -> Child<Route> {
        if let child = decoded[JSONBytesKey(bytes)] {
            return child
        }
        let copy = Array(bytes)
        let child = try read(copy)
        remember(child, for: JSONBytesKey(copy[...]))
        return child
    }

    /// The child `bytes` hold, read directly when they are spelled as the direct writer spells
    /// them, and by the general decoder otherwise.
    private func read(_ bytes: [UInt8]) throws -> Child<Route> {
        if let child = coder.decode(bytes) { return child }
        return try JSONCoder.decode(Child<Route>.self, bytes: bytes)
    }

    /// Runs `body` with the coder of the children the memo has not met, for an event's JSON
    /// (`NavigationEvent+CanonicalJSON.swift`): events mostly carry the routes the states
    /// hold, whose JSON the coder's route cache keeps. `body` must not use the memo itself.
    func withCoder<Result>(_ body: (inout CanonicalChildJSON<Route>) -> Result) -> Result {
        body(&coder)
    }

    /// Remembers `child` as what the bytes of `key` decode to; the key holds a whole array, not
    /// a slice of a longer document, which it would keep alive.
    private func remember(_ child: Child<Route>, for key: JSONBytesKey) {
        if decoded.count >= capacity { decoded.removeAll(keepingCapacity: true) }
        decoded[key] = child
    }

    /// `child`'s JSON through the general encoder, and how deeply it nests: for the children
    /// the direct writer gives up on, for the general encoder to write them or throw.
    private static func encodeAfresh(_ child: Child<Route>) throws -> (bytes: [UInt8], depth: Int) {
        let bytes = try JSONCoder.bytes(of: child)
        var reader = CanonicalJSONReader(bytes)
        return (bytes, reader.skipValue()?.depth ?? 0)
    }
}
