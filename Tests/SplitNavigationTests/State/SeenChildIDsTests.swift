@testable import SplitNavigation
import Testing

/// The invariants' record of ids met keeps them in inline bits, an array of bits or a set,
/// by the state's counter; each must find every repeat and only repeats, ids outside its
/// bits included.
@Suite struct SeenChildIDsTests {
    /// Counters for the inline words (up to 256), the bit array (up to 16,384) and the set.
    @Test(arguments: [1, 64, 256, 257, 1_000, 16_384, 16_385, 1_000_000])
    func findsEveryRepeatAndOnlyRepeats(counter: Int) {
        var seen = SeenChildIDs(below: ChildID(counter), expected: 8)
        // Ids below the counter, at the edges of the words, and ones outside every range.
        let ids = [0, 1, 63, 64, 65, 127, 128, 255, 256, 257, counter - 1, counter, counter + 1, 40_000, -1, -64, Int.max]
        var expected = Set<Int>()
        for id in ids {
            let new = seen.insert(ChildID(id))
            #expect(new == expected.insert(id).inserted, "first sight of \(id), counter \(counter)")
        }
        for id in ids {
            let new = seen.insert(ChildID(id))
            #expect(!new, "second sight of \(id), counter \(counter)")
        }
    }

    /// A state holding one id twice is refused whatever its counter's size.
    @Test(arguments: [10, 300, 20_000])
    func aStateWithARepeatedIDIsRefused(counter: Int) {
        let root = Child(id: 1, route: "root", preferredColumn: .primary)
        let twice = Child(id: 2, route: "a", preferredColumn: .detail)
        #expect(throws: NavigationError.self) {
            try SplitState<String>.regular(primary: [root], detail: [twice, twice], policy: .detailOnTop, nextID: ChildID(counter))
        }
        let other = Child(id: 3, route: "b", preferredColumn: .detail)
        #expect(throws: Never.self) {
            try SplitState<String>.regular(primary: [root], detail: [twice, other], policy: .detailOnTop, nextID: ChildID(counter))
        }
    }
}
