import SplitNavigation
import Testing

@Suite("send(_:into:)")
struct ChangeBufferTests {
    @Test func itGivesWhatSendGivesAndEmptiesTheBufferOnError() throws {
        var reusing = try makeNavigator(primary: ["A"], detail: ["D"], policy: .hideDetail, placeholder: .always("Empty"))
        var plain = reusing
        var buffer: [NavigationChange<String>] = []
        let events: [NavigationEvent<String>] = [
            .push(NewChild("B", preferring: .primary)), .pop(.detail), .setLayout(.compact),
            .push(NewChild("E", preferring: .detail)), .setLayout(.regular), .restore(plain.state),
        ]
        for event in events {
            try reusing.send(event, into: &buffer)
            #expect(buffer == (try plain.send(event)), "\(event)")
        }
        #expect(reusing.state == plain.state)
        let before = reusing.state
        #expect(throws: NavigationError.self) { try reusing.send(.popChild(1), into: &buffer) }
        #expect(buffer.isEmpty)
        #expect(reusing.state == before)
    }
}
