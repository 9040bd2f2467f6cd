@testable import SplitNavigation
import Testing

/// Collapsing and splitting hand the stacks' buffers over instead of allocating new ones: the
/// compact stack grows in the primary stack's buffer, the detail stack's buffer waits in the
/// (empty) kept-aside list, a three-column split's supplementary buffer waits in a spare one,
/// and a split takes them back. Going back and forth between layouts then allocates no stack.
@Suite struct LayoutBufferTests {
    /// Where a stack keeps its children: an address, not a reference, so asking does not share it.
    static func address(_ stack: [Child<String>]) -> Int? {
        stack.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    static func addresses(_ navigator: SplitNavigator<String>) -> [Int?] {
        navigator.state.columns.all.map { address(navigator.state.stack($0)) }
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological, .hideDetail], [SplitColumns.two, .three])
    func layoutRoundTripsReuseTheStacksBuffers(policy: CollapsePolicy, columns: SplitColumns) throws {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes", "Inbox"], supplementary: columns == .three ? ["Unread", "Flagged"] : [],
            detail: ["Message", "Attachment"], columns: columns, policy: policy)
        let regular = navigator.state
        try navigator.send(.setLayout(.compact))
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state == regular)
        let settled = Self.addresses(navigator)
        #expect(settled.count == columns.all.count)
        #expect(!settled.contains(nil))
        for _ in 0..<3 {
            try navigator.send(.setLayout(.compact))
            try navigator.send(.setLayout(.regular))
            #expect(navigator.state == regular)
            if policy != .chronological {
                // A chronological collapse merges into a new stack; the others reuse every buffer.
                #expect(Self.addresses(navigator) == settled, "\(policy), \(columns)")
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
