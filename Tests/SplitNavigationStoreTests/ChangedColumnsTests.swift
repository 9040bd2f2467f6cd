import SplitNavigation
import SplitNavigationTesting
import SplitNavigationTestSupport
import Testing

/// The columns and modals an event changed, as the store announces them and a proposal answers,
/// read off the event's changes, against the states before and after compared in full.
@Suite(.cpuBound) struct ChangedColumnsTests {
    /// Random sessions of every kind of event: the columns read off the changes are the columns
    /// whose stacks differ, except that an event that changes the layout and also edits a stack
    /// may name more (never fewer); the modals likewise.
    @Test func theChangesNameTheColumnsTheEventChanged() throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        let starts = StartGenerator<String>.random(routes: .names)
        var applied = 0
        var named = 0
        for seed in 0..<60 {
            var random = SplitMix64(seed: UInt64(seed))
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            for _ in 0..<150 {
                let event = generator.event(for: navigator.state, using: &random)
                let before = navigator.state
                let mark = before.columnMark
                guard let changes = try? navigator.send(event) else { continue }
                applied += 1
                let after = navigator.state
                let changed = after.columns.all.filter { before.stack($0) != after.stack($0) }
                let derived = after.changedColumns(since: mark, changes: changes)
                let layoutChanged = changes.contains { if case .layout = $0 { true } else { false } }
                if layoutChanged && before.layout == .regular {
                    #expect(Set(changed).isSubset(of: derived), "\(event) from \(before)")
                    if derived != changed { named += 1 }
                } else {
                    #expect(derived == changed, "\(event) from \(before)")
                }
                let modalsChanged = changes.contains { $0.changesModals }
                #expect(modalsChanged || before.modals == after.modals, "\(event) from \(before)")
            }
        }
        #expect(applied > 5000)
        // Naming more is the exception: a batch that changes the layout and edits a stack.
        #expect(named * 50 < applied, "\(named) of \(applied)")
    }

    /// An app's rules may answer a step with the changes of each event it sent, one after
    /// another: a child pushed and popped again in one answer changed no column.
    @Test func aChildPushedAndPoppedInOneAnswerChangesNoColumn() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        let before = navigator.state
        let changes = try navigator.send(.push(NewChild("Inbox", preferring: .detail))) + navigator.send(.back)
        #expect(changes.count >= 2)
        #expect(navigator.state.changedColumns(since: before.columnMark, changes: changes) == [])
        let pushed = try navigator.send(.push(NewChild("Inbox", preferring: .detail)))
        #expect(navigator.state.changedColumns(since: before.columnMark, changes: pushed) == [.detail])
    }
}
