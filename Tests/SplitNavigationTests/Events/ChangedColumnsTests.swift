import SplitNavigation
import SplitNavigationTesting
import SplitNavigationTestSupport
import Testing

/// The columns and modals an event changed, as `SplitState.ColumnMark` reads them off the event's
/// changes (what the store announces and a proposal answers), against the states before and
/// after compared in full (`ChangedColumnsOracle`).
@Suite(.cpuBound) struct ChangedColumnsTests {
    /// Random sessions of every kind of event, a mark taken before each: the columns read off
    /// the changes are the columns whose stacks differ, except that an event that changes the
    /// layout and also edits a stack names every column; the modals likewise.
    @Test func theChangesNameTheColumnsTheEventChanged() throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        let starts = StartGenerator<String>.random(routes: .names)
        var applied = 0
        var compact = 0
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
                if before.layout == .compact { compact += 1 }
                let after = navigator.state
                let derived = after.changedColumns(since: mark, changes: changes).columns
                #expect(ChangedColumnsOracle.accepts(derived, from: before, to: after, changes: changes), "\(event) from \(before)")
                if derived != ChangedColumnsOracle.columns(from: before, to: after) { named += 1 }
                let summary = ChangeSummary(changes, since: mark)
                #expect(summary.changesModals == changes.contains(where: ChangedColumnsOracle.editsModals), "\(event) from \(before)")
                #expect(summary.changesModals || before.modals == after.modals, "\(event) from \(before)")
            }
        }
        #expect(applied > 5000)
        #expect(compact > 500)
        // Naming every column is the exception: a batch that changes the layout and edits a stack.
        #expect(named * 50 < applied, "\(named) of \(applied)")
    }

    /// One mark moved past each event, as the store keeps it, answers what a mark taken before
    /// each event answers, and stays the mark of the state it has reached.
    @Test func aMarkMovedPastEachEventAnswersAsAFreshOne() throws {
        let generator = EventGenerator<String>.standard(routes: .names)
        let starts = StartGenerator<String>.random(routes: .names)
        var applied = 0
        for seed in 0..<40 {
            var random = SplitMix64(seed: UInt64(seed))
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            var mark = navigator.state.columnMark
            for _ in 0..<150 {
                let event = generator.event(for: navigator.state, using: &random)
                let before = navigator.state
                guard let changes = try? navigator.send(event) else { continue }
                applied += 1
                let after = navigator.state
                let summary = ChangeSummary(changes, since: mark)
                let moved = mark.advance(by: changes, summary: summary, columns: after.columns) { after }
                #expect(moved == after.changedColumns(since: before.columnMark, changes: changes), "\(event) from \(before)")
                switch mark {
                case .regular(let counts):
                    #expect(after.layout == .regular && counts == ColumnCounts(after), "\(event) from \(before)")
                case .compact:
                    #expect(after.layout == .compact, "\(event) from \(before)")
                }
            }
        }
        #expect(applied > 3000)
    }

    /// The counts a mark keeps are those of each column's stack, in either layout.
    @Test func theCountsAreThoseOfEachColumnsStack() throws {
        let starts = StartGenerator<String>.random(routes: .names)
        var layouts: Set<Layout> = []
        for seed in 0..<200 {
            var random = SplitMix64(seed: UInt64(seed))
            let state = try starts.start(using: &random)
            layouts.insert(state.layout)
            let counts = ColumnCounts(state)
            for column in state.columns.all {
                #expect(counts[column] == state.stack(column).count, "\(column) of \(state)")
            }
        }
        #expect(layouts == [.regular, .compact])
    }

    /// An app's rules may answer a step with the changes of each event it sent, one after
    /// another: a child pushed and popped again in one answer changed no column, whether the
    /// answer is short (read around each change) or long (read through a dictionary).
    @Test(arguments: [1, 12])
    func aChildPushedAndPoppedInOneAnswerChangesNoColumn(times: Int) throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"])
        let before = navigator.state
        var changes: [NavigationChange<String>] = []
        for _ in 0..<times { changes += try navigator.send(.push(NewChild("Inbox", preferring: .detail))) }
        for _ in 0..<times { changes += try navigator.send(.back) }
        #expect(changes.count >= 2 * times)
        #expect(navigator.state.changedColumns(since: before.columnMark, changes: changes) == ColumnSet())
        let pushed = try navigator.send(.push(NewChild("Inbox", preferring: .detail)))
        #expect(navigator.state.changedColumns(since: before.columnMark, changes: pushed).columns == [.detail])
    }

    /// A column set lists its columns leading to trailing and keeps only a split's own.
    @Test func aColumnSetKeepsTheSplitsColumnsInOrder() {
        #expect(ColumnSet(.two).columns == SplitColumns.two.all)
        #expect(ColumnSet(.three).columns == SplitColumns.three.all)
        var set = ColumnSet()
        set.insert(.detail)
        set.insert(.supplementary)
        #expect(set.columns == [.supplementary, .detail])
        #expect(set.intersection(.two).columns == [.detail])
        #expect(set.intersection(.three) == set)
        var visited: [Column] = []
        set.forEach { visited.append($0) }
        #expect(visited == [.supplementary, .detail])
    }
}
