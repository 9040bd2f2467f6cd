import Foundation
import SplitNavigation
import Testing

/// Input made to hurt a parser: nesting deep enough to overflow a recursive one, text cut
/// anywhere, bytes that are not UTF-8, numbers of thousands of digits. Reading a saved state or
/// an event must throw a `NavigationError`, never crash.
@Suite("Saved states and events from hostile input")
struct JSONHostileTests {
    /// Reading `bytes` as a state and as an event throws `malformedInput` or `invalidState`.
    static func expectRefused(_ bytes: [UInt8], _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try SplitState<String>(json: Data(bytes))
            Issue.record("\(context): accepted as a state", sourceLocation: sourceLocation)
        } catch {
            #expect([.malformedInput, .invalidState].contains(error.code), "\(context): \(error)", sourceLocation: sourceLocation)
        }
        do {
            _ = try NavigationEvent<String>(json: Data(bytes))
            Issue.record("\(context): accepted as an event", sourceLocation: sourceLocation)
        } catch {
            #expect([.malformedInput, .invalidState].contains(error.code), "\(context): \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func deepNestingIsRefused() {
        for depth in [511, 512, 513, 100_000] {
            Self.expectRefused(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8), "\(depth) arrays")
            Self.expectRefused(Array((String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)).utf8), "\(depth) objects")
        }
        // Unclosed, as an attacker would send them.
        Self.expectRefused(Array(String(repeating: "[", count: 1_000_000).utf8), "a million unclosed arrays")
        Self.expectRefused(Array(String(repeating: #"{"state":["#, count: 100_000).utf8), "unclosed objects")
    }

    @Test func everyCutOfASavedStateIsRefused() throws {
        let navigator = try SplitNavigator<String>(
            primary: ["Mailboxes", "Inbox"], supplementary: ["Thread"], detail: ["Message é \"1\""], columns: .three)
        let json = Array(try navigator.state.jsonData())
        #expect(try SplitState<String>(json: Data(json)) == navigator.state)
        for end in 0..<json.count {
            Self.expectRefused(Array(json[..<end]), "cut at \(end)")
        }
    }

    @Test(arguments: [
        [0xFF], [0x22, 0xFF, 0x22], [0x5B, 0x22, 0xC3, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D],
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xF5, 0x80, 0x80, 0x80, 0x22, 0x5D],
        [0x7B, 0x22, 0xFE, 0x22, 0x3A, 0x31, 0x7D], [0x5B, 0x22, 0x5C, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0x61, 0x00, 0x22, 0x5D],
        [0xEF, 0xBB, 0xBF, 0x5B, 0x31, 0x5D], [0xEF, 0xBB, 0x5B, 0x31, 0x5D], [], [0x20, 0x0A], [0x5B, 0x5D, 0x00],
    ] as [[UInt8]])
    func bytesThatAreNotAStateOrAnEvent(_ bytes: [UInt8]) {
        Self.expectRefused(bytes, "bytes \(bytes)")
    }

    /// A number of thousands of digits is refused, or rounded as `JSONDecoder` rounds it (a
    /// fraction of ten thousand nines reads as 1): never a crash.
    @Test func hugeNumbersAreRefusedOrRounded() {
        let digits = String(repeating: "9", count: 10_000)
        for text in [digits, "-" + digits, "0." + digits, "1e" + digits, "1e-" + digits, String(repeating: "-", count: 1000)] {
            let state = #"{"format":2,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"primary","nextID":\#(text),"primary":[],"detail":[]}"#
            Self.expectRefused(Array(state.utf8), "nextID \(text.prefix(20))…")
            do {
                let event = try NavigationEvent<String>(json: Data(#"{"event":"popTo","id":\#(text)}"#.utf8))
                #expect(event.name == "popTo", "id \(text.prefix(20))…")
            } catch {
                #expect(error.code == .malformedInput, "id \(text.prefix(20))…: \(error)")
            }
        }
    }

    @Test func aDecodedStateFromHostileTextIsStillValidated() throws {
        // Well-formed JSON, but a state that breaks an invariant: the state's own checks run.
        let json = #"{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":false,"nextID":3,"primary":[],"detail":[]}"#
        let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(json.utf8)) }
        #expect(error?.code == .invalidState)
    }
}
