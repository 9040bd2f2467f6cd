import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The navigator's own `reach`, which applies a reach in place when it can, against the
/// protocol's, which sends the events as one batch: the same events, changes, state and
/// errors, on random states and targets, with and without placeholders.
@Suite(.cpuBound) struct ReachInPlaceTests {
    /// Reaches through `SplitNavigating`'s `reach`: the batch, whatever the navigator.
    static func reachAsABatch<Navigator: SplitNavigating>(
        _ navigator: inout Navigator, _ target: NavigationTarget<Navigator.Route>, reveal: Bool,
        making maker: ChildMaker<Navigator.Route> = .plain
    ) throws(NavigationError) -> (events: [NavigationEvent<Navigator.Route>], changes: [NavigationChange<Navigator.Route>]) {
        try navigator.reach(target, reveal: reveal, making: maker)
    }

    /// A provider whose placeholders depend on the stacks to their left, so that every push
    /// onto the primary or supplementary column can change one.
    static let placeholders = PlaceholderProvider<String>(columns: { (request: PlaceholderRequest<String>) -> String? in
        let left = request.column == .detail && !request.supplementary.isEmpty ? request.supplementary : request.primary
        return left.count.isMultiple(of: 2) ? nil : "after \(left.last?.route ?? "nothing")"
    })

    @Test(arguments: [1, 7, 42, 2024, 9001] as [UInt64], [false, true])
    func reachingInPlaceAnswersWhatTheBatchAnswers(seed: UInt64, withPlaceholders: Bool) throws {
        var samples = ReachSamples(seed: seed)
        var inPlaceKinds = 0
        // Every third reach makes its new children accordions, whose content is checked too.
        let sidebar = try Accordion<String>(nodes: [AccordionNode(id: AccordionNodeID(1), value: "Inbox")])
        let accordions = ChildMaker<String> { _, _ in .accordion(sidebar) }
        for index in 0..<300 {
            let state = try samples.state()
            // Every fifth target breaks a rule, so the errors are compared too.
            let target = samples.target(for: state, invalid: index % 5 == 4)
            let reveal = samples.random.bool()
            let provider = withPlaceholders ? Self.placeholders : .none
            var own = SplitNavigator(state: state, placeholder: provider)
            var batched = own
            let maker = index % 3 == 0 ? accordions : .plain
            let ownResult = Result { () throws(NavigationError) in try own.reach(target, reveal: reveal, making: maker) }
            let batchResult = Result { () throws(NavigationError) in
                try Self.reachAsABatch(&batched, target, reveal: reveal, making: maker)
            }
            let context = "seed \(seed), sample \(index), reveal \(reveal), placeholders \(withPlaceholders)"
            switch (ownResult, batchResult) {
            case (.success(let a), .success(let b)):
                #expect(a.events == b.events, "\(context): events \(a.events), the batch's \(b.events)")
                #expect(a.changes == b.changes, "\(context): changes \(a.changes), the batch's \(b.changes)")
                if !a.events.isEmpty, state.layout == .regular, state.modals.isEmpty { inPlaceKinds += 1 }
            case (.failure(let a), .failure(let b)):
                #expect(a == b, "\(context): error \(a), the batch's \(b)")
            default:
                Issue.record("\(context): \(ownResult) against the batch's \(batchResult)")
            }
            #expect(own.state == batched.state, "\(context): the states differ")
            #expect(own.presentation == batched.presentation, "\(context): the presentations differ")
        }
        #expect(inPlaceKinds > 20, "seed \(seed): too few regular reaches without modals (\(inPlaceKinds))")
    }

    @Test func aDeepDetailStackIsCutAndRefilledWithTheBatchsChanges() throws {
        let near = (0..<40).map { "message \($0)" }
        let far = Array(near.prefix(20)) + (20..<40).map { "mailbox \($0)" }
        var own = try SplitNavigator(primary: ["Mailboxes"], detail: near)
        var batched = own
        for routes in [far, near, ["other"], [], near] {
            let target = NavigationTarget(primary: ["Mailboxes"], detail: routes, visibility: .detailOnly)
            let a = try own.reach(target, reveal: false)
            let b = try Self.reachAsABatch(&batched, target, reveal: false)
            #expect(a.events == b.events)
            #expect(a.changes == b.changes)
            #expect(own.state == batched.state)
            #expect(own.state.stack(.detail).map(\.route) == routes)
        }
    }

    @Test func aThreeColumnSplitWhoseColumnsFollowTheFocusAnswersTheShorterDifference() throws {
        // At medium width with `followNavigation`, popping the detail column and pushing onto the
        // primary one moves the focus there and back: the steps show the columns change twice,
        // the difference not at all.
        var own = try SplitNavigator(
            primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message 1"], columns: .three, width: .medium,
            mediumWidthPolicy: .followNavigation)
        var batched = own
        let target = NavigationTarget(primary: ["Mailboxes", "Smart"], supplementary: ["Inbox"], detail: ["Message 2"])
        let a = try own.reach(target, reveal: false)
        let b = try Self.reachAsABatch(&batched, target, reveal: false)
        #expect(a.events == b.events)
        #expect(a.changes == b.changes)
        #expect(!a.changes.contains { if case .visibleColumns = $0 { true } else { false } })
        #expect(own.state == batched.state)
    }
}
