import SplitNavigation

// The layout laws: collapse and split round trips, content and modals kept across a layout
// change, and the commutation of column events with the split; and the sends they share.

extension SequenceChecker {
    /// The state in the other layout, through the navigator under test (see
    /// ``sendUnderTest(_:to:)``): collapsed, or split to `width` (regular by default, through
    /// `setLayout`; medium through `setWidth`).
    mutating func toggled(_ state: SplitState<Route>, splitTo width: Width = .regular) -> SplitState<Route> {
        let event: NavigationEvent<Route> = switch state.layout {
        case .regular: .setLayout(.compact)
        case .compact: width == .medium ? .setWidth(.medium) : .setLayout(.regular)
        }
        var toggled = state
        try? sendUnderTest(event, to: &toggled)
        return toggled
    }

    /// `state` after `event`, sent to a navigator under test holding it (see
    /// ``sendUnderTest(_:to:)``), or the error the navigator throws.
    mutating func sentUnderTest(
        _ event: NavigationEvent<Route>, from state: SplitState<Route>
    ) -> Result<SplitState<Route>, NavigationError> {
        var sent = state
        do throws(NavigationError) {
            try sendUnderTest(event, to: &sent)
            return .success(sent)
        } catch {
            return .failure(error)
        }
    }

    /// Sends `event` to a navigator under test holding `state` and leaves `state` as the
    /// navigator leaves its own, even when it throws (a navigator that changes its state on an
    /// error is the errors law's to report); with the library's navigator under test, through
    /// ``sendToLibraryNavigator(_:to:changes:)`` and the checker's change buffer.
    mutating func sendUnderTest(_ event: NavigationEvent<Route>, to state: inout SplitState<Route>) throws(NavigationError) {
        if testsLibraryNavigator {
            try Self.sendToLibraryNavigator(event, to: &state, changes: &scratchChanges)
            return
        }
        var underTest = Navigator(state: state, placeholder: runner.placeholder)
        defer { state = underTest.state }
        var changes: [NavigationChange<Route>] = []
        try underTest.send(event, into: &changes)
    }

    /// Changes `state` as the library's navigator changes its own on `event`, or throws what it
    /// throws and leaves `state` as it was, recording into `changes` (emptied first), a buffer
    /// the caller keeps. The state moves into the navigator and back, so that the event changes
    /// its stacks in place; no placeholder provider changes what state it ends in.
    static func sendToLibraryNavigator(
        _ event: NavigationEvent<Route>, to state: inout SplitState<Route>, changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        var navigator = SplitNavigator(state: consume state)
        do throws(NavigationError) {
            try navigator.send(event, into: &changes)
        } catch {
            state = navigator.state
            throw error
        }
        state = navigator.state
    }

    /// The navigator's state in the other layout, computed once per state: the layout laws and
    /// the commutation law both need it, the latter for the state before the next event too.
    mutating func toggledState() -> SplitState<Route> {
        if let toggledNow { return toggledNow }
        let toggled = toggled(navigator.state)
        toggledNow = toggled
        return toggled
    }

    /// The navigator's compact state split to medium width, computed once per state: the round
    /// trip law needs it for the state now, the commutation law for the state before the next event.
    mutating func mediumState() -> SplitState<Route> {
        if let mediumNow { return mediumNow }
        let medium = toggled(navigator.state, splitTo: .medium)
        mediumNow = medium
        return medium
    }

    /// The laws about collapsing and splitting the navigator's state: its content survives both
    /// ways, and the round trip gives back what the policy says.
    mutating func layoutLawsBroken() -> (NavigationLaw, String)? {
        let state = navigator.state
        let keepsAccordions = laws.contains(.layoutKeepsAccordions) && state.firstChild { $0.content.isPlain ? nil : () } != nil
        let keepsModals = laws.contains(.layoutKeepsModals) && !state.modals.isEmpty
        guard keepsAccordions || keepsModals || laws.contains(.splitCollapseRoundTrip) else { return nil }
        let once = toggledState()
        let twice = toggled(once, splitTo: state.width)
        let (first, second) = state.layout == .regular ? ("collapse", "split") : ("split", "collapse")
        if keepsModals, let message = Self.modalsChanged(from: state, to: once) {
            return (.layoutKeepsModals, "\(first) of \(StateSummary(state)): \(message)")
        }
        if keepsModals, let message = Self.modalsChanged(from: once, to: twice) {
            return (.layoutKeepsModals, "\(second) of \(StateSummary(once)): \(message)")
        }
        if keepsAccordions, let message = Self.contentChanged(from: state, to: once) {
            return (.layoutKeepsAccordions, "\(first) of \(StateSummary(state)): \(message)")
        }
        // The round trip compares whole children, content included, so the second layout change
        // needs a look of its own only when the round trip is off or fails.
        let roundTrip = roundTripBroken(state, once: once, twice: twice)
        if keepsAccordions, roundTrip != nil || !laws.contains(.splitCollapseRoundTrip),
           let message = Self.contentChanged(from: once, to: twice) {
            return (.layoutKeepsAccordions, "\(second) of \(StateSummary(once)): \(message)")
        }
        return roundTrip.map { (.splitCollapseRoundTrip, $0) }
    }

    /// Why a layout change from `old` to `new` changed a child's content, or `nil` when every
    /// accordion child kept its accordion and every other child stayed plain.
    static func contentChanged(from old: SplitState<Route>, to new: SplitState<Route>) -> String? {
        // Linear searches, not a dictionary of the new children: states hold a dozen children,
        // few with content, and a plain child only needs to be found among those few.
        var withContent: [Child<Route>] = []
        _ = new.firstChild { child -> Void? in
            if !child.content.isPlain { withContent.append(child) }
            return nil
        }
        return old.firstChild { child -> String? in
            // A plain child can only have changed into one of the few with content.
            if child.content.isPlain, !withContent.contains(where: { $0.id == child.id }) { return nil }
            guard let content = new.child(child.id)?.content else {
                return child.content.isPlain ? nil : "child \(child.id) with \(child.content.summary) is gone"
            }
            if content == child.content { return nil }
            let same = content.summary == child.content.summary ? " (the same rows: hidden expansion, opened order or paging differ)" : ""
            return "the content of \(child.id) changed from \(child.content.summary) to \(content.summary)\(same)"
        }
    }

    /// Why a layout change from `old` to `new` touched the modals, or `nil` when they are the same
    /// modals, in the same order, with the same styles and stacks.
    static func modalsChanged(from old: SplitState<Route>, to new: SplitState<Route>) -> String? {
        guard old.modals != new.modals else { return nil }
        func list(_ modals: [Modal<Route>]) -> String {
            modals.isEmpty ? "none" : modals.map { "\($0.style) [\($0.stack.map(\.summary).joined(separator: ", "))]" }.joined(separator: ", ")
        }
        return "the modals went from \(list(old.modals)) to \(list(new.modals))"
    }

    /// Why the round trip from the navigator's state, `state`, through `once` to `twice` is not
    /// what the policy says, or `nil`.
    mutating func roundTripBroken(_ state: SplitState<Route>, once: SplitState<Route>, twice: SplitState<Route>) -> String? {
        guard laws.contains(.splitCollapseRoundTrip) else { return nil }
        switch state.layout {
        case .regular:
            return twice == state ? nil : "split(collapse(s)) is \(StateSummary(twice)), not s = \(StateSummary(state))"
        case .compact:
            let medium = mediumState()
            if medium.width != .medium || !medium.isEqual(ignoringWidth: once) {
                return "splitting s = \(StateSummary(state)) to medium width gives \(StateSummary(medium)), to regular width \(StateSummary(once))"
            }
            // The columns' stacks as the split reads them (the kept-aside children first in the
            // detail column's), compared with the result in place rather than concatenated.
            let stacks = state.splitStacks
            let stacksAsPolicySays = if let stack = twice.compactStack {
                switch state.policy {
                case .chronological:
                    stack == Self.creationOrder(primary: stacks[.primary], others: [stacks[.supplementary], stacks[.detail]])
                        && twice.keptAside.isEmpty
                case .detailOnTop:
                    Self.isConcatenation(stack, of: stacks[.primary], stacks[.supplementary], stacks[.detail])
                        && twice.keptAside.isEmpty
                case .hideDetail:
                    Self.isConcatenation(stack, of: stacks[.primary], stacks[.supplementary], [])
                        && twice.keptAside == stacks[.detail]
                }
            } else {
                false
            }
            if stacksAsPolicySays, twice.nextID == state.nextID,
               twice.visibility == state.visibility, twice.focus == state.focus, twice.width == state.width,
               twice.policy == state.policy {
                return nil
            }
            return "collapse(split(s)) under \(state.policy) is \(StateSummary(twice)) for s = \(StateSummary(state))"
        }
    }

    /// Whether `whole` is `first`, `second` and `third` one after another.
    static func isConcatenation(
        _ whole: [Child<Route>], of first: [Child<Route>], _ second: [Child<Route>], _ third: [Child<Route>]
    ) -> Bool {
        guard whole.count == first.count + second.count + third.count else { return false }
        return whole[..<first.count].elementsEqual(first)
            && whole[first.count..<(first.count + second.count)].elementsEqual(second)
            && whole[(first.count + second.count)...].elementsEqual(third)
    }

    /// The root, then the other children of every column merged by id, each column keeping its
    /// own order: the identity on a stack that is already in creation order.
    static func creationOrder(primary: [Child<Route>], others: [[Child<Route>]]) -> [Child<Route>] {
        // Slices, which drop their first child in O(1), and no array of candidates per child.
        var queues = [primary.dropFirst()] + others.map { $0[...] }
        var result = Array(primary.prefix(1))
        result.reserveCapacity(queues.reduce(result.count) { $0 + $1.count })
        while true {
            // The queue whose first child is oldest; the first such queue on a tie.
            var next: Int?
            for index in queues.indices where !queues[index].isEmpty {
                if let best = next, queues[best][queues[best].startIndex].id <= queues[index][queues[index].startIndex].id { continue }
                next = index
            }
            guard let next else { return result }
            result.append(queues[next].removeFirst())
        }
    }

    /// `split(apply(e, c))` against `apply(e, split(c))`, given `split(c)`, its split to medium
    /// width, and the first (the split of the state after the event, or the event's error).
    mutating func commutationBroken(
        _ event: NavigationEvent<Route>, before: SplitState<Route>, splitBefore: SplitState<Route>,
        mediumSplitBefore: SplitState<Route>, viaCompact: Result<SplitState<Route>, NavigationError>
    ) -> String? {
        let viaRegular = sentUnderTest(event, from: splitBefore)
        switch (viaCompact, viaRegular) {
        case (.success(let a), .success(let b)) where a == b: break
        case (.failure(let a), .failure(let b)) where a.code == b.code: break
        default:
            return "from \(StateSummary(before)), applying then splitting gives \(Self.describe(viaCompact)) but splitting then applying gives \(Self.describe(viaRegular))"
        }
        // Medium width is a split too: the same event on the medium split gives the same
        // columns (checked against the regular outcome, which the round trip ties to medium).
        let viaMedium = sentUnderTest(event, from: mediumSplitBefore)
        switch (viaRegular, viaMedium) {
        case (.success(let a), .success(let b)) where a.isEqual(ignoringWidth: b) && b.width == .medium: return nil
        case (.failure(let a), .failure(let b)) where a.code == b.code: return nil
        default:
            return "from \(StateSummary(before)), splitting to medium width then applying gives \(Self.describe(viaMedium)) but splitting to regular width then applying gives \(Self.describe(viaRegular))"
        }
    }
}
