@testable import SplitNavigation
import Testing

/// The memos' byte keys hash and compare a word at a time (`JSONBytesKey`): they must still
/// be equal exactly when their bytes are, whatever the length and wherever the bytes differ,
/// and slices of different arrays at different offsets must compare by content alone.
@Suite("Byte keys of the JSON memos")
struct JSONBytesKeyTests {
    @Test("Keys are equal exactly when their bytes are, at every length and for every differing byte")
    func equalExactlyWhenTheBytesAre() {
        for count in 0...40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            // The same bytes in a longer array, at an odd offset: a slice compares by content.
            let padded = [0xFF, 0xFE, 0xFD] + bytes + [0x00]
            let key = JSONBytesKey(bytes[...])
            let other = JSONBytesKey(padded[3..<(3 + count)])
            #expect(key == other)
            #expect(key.hashValue == other.hashValue)
            for position in 0..<count {
                var changed = bytes
                changed[position] ^= 0x01
                #expect(JSONBytesKey(changed[...]) != key, "a change at \(position) of \(count) bytes")
            }
            #expect(JSONBytesKey((bytes + [0])[...]) != key, "a longer key of \(count) bytes and a zero")
        }
    }

    @Test("A dictionary keyed by bytes finds each of many similar keys, and no other")
    func aDictionaryFindsEachKey() {
        // Children's JSON differs by a digit or two in the middle: the keys must spread.
        let texts = (0..<2_000).map { #"{"id":\#($0),"preferredColumn":"detail","route":"message \#($0 % 100)"}"# }
        var table: [JSONBytesKey: Int] = [:]
        for (index, text) in texts.enumerated() { table[JSONBytesKey(Array(text.utf8)[...])] = index }
        #expect(table.count == texts.count)
        for (index, text) in texts.enumerated() {
            #expect(table[JSONBytesKey(Array(text.utf8)[...])] == index)
        }
        #expect(table[JSONBytesKey(Array(#"{"id":2000}"#.utf8)[...])] == nil)
    }
}
