@testable import SplitNavigation
import Testing

/// Collapsing and splitting hand the stacks' buffers over instead of allocating new ones: the
/// compact stack grows in the primary stack's buffer, the detail stack's buffer waits in the
/// (empty) kept-aside list, and a split takes both back. Going back and forth between layouts
/// then allocates no stack.
@Suite struct LayoutBufferTests {
    /// Where a stack keeps its children: an address, not a reference, so asking does not share it.
    static func address(_ stack: [Child<String>]) -> Int? {
        stack.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    static func addresses(_ navigator: SplitNavigator<String>) -> [Int?] {
        [address(navigator.state.stack(.primary)), address(navigator.state.stack(.detail))]
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological, .hideDetail])
    func layoutRoundTripsReuseTheStacksBuffers(policy: CollapsePolicy) throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Message", "Attachment"], policy: policy)
        let regular = navigator.state
        try navigator.send(.setLayout(.compact))
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state == regular)
        let settled = Self.addresses(navigator)
        #expect(!settled.contains(nil))
        for _ in 0..<3 {
            try navigator.send(.setLayout(.compact))
            try navigator.send(.setLayout(.regular))
            #expect(navigator.state == regular)
            if policy != .chronological {
                // A chronological collapse merges into a new stack; the others reuse both buffers.
                #expect(Self.addresses(navigator) == settled, "\(policy)")
            }
        }
    }

    @Test func theKeptBufferIsEmptyWhenNothingIsKeptAside() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], detail: ["Message"])
        try navigator.send(.setLayout(.compact))
        #expect(!navigator.state.keepsChildrenAside)
        #expect(navigator.state.compactStack?.map(\.route) == ["Mailboxes", "Message"])
        // Events in compact layout that clear what is kept aside keep the buffer too.
        try navigator.send(.showDetail([NewChild("Other", preferring: .detail)]))
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.detail).map(\.route) == ["Other"])
        #expect(navigator.state.stack(.primary).map(\.route) == ["Mailboxes"])
    }
}
