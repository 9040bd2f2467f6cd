import SplitNavigation

// The reach laws need a target the state can reach that is not the state's own: the state
// before the step offers one that shares a long prefix with the state now, which is where
// keeping, popping and pushing all happen.

extension SequenceChecker {
    /// The navigator's state as a reach target, computed once per state: the reach law reaches
    /// it now, and from the state after the next step.
    mutating func ownTarget() -> NavigationTarget<Route> {
        if let targetNow { return targetNow }
        let target = NavigationTarget(navigator.state)
        targetNow = target
        return target
    }

    /// Why reaching from the navigator's state breaks a law, with `previous`'s navigation as the
    /// target (`target`, when already computed), or `nil`.
    mutating func reachBroken(toTargetOf previous: SplitState<Route>, target known: NavigationTarget<Route>?) -> String? {
        let state = navigator.state
        if let problem = ownTargetBroken(state) { return problem }
        guard previous.columns == state.columns else { return nil }
        var target = known ?? NavigationTarget(previous)
        // New children get the content the previous state's children had, as an app's maker
        // would give them; a target of routes alone needs none. Where no maker is an app's
        // (one route, two kinds of child), the routes alone are reached.
        var maker = target.looks.isEmpty ? ChildMaker<Route>.plain : .remembering(contentOf: previous)
        var reached = SplitNavigator(state: state, placeholder: runner.placeholder)
        let events: [NavigationEvent<Route>]
        do throws(NavigationError) {
            do {
                events = try reached.reach(target, making: maker).events
            } catch where !target.looks.isEmpty && ChildMaker.isAmbiguous(previous) {
                target.looks = [:]
                maker = .plain
                events = try reached.reach(target, making: maker).events
            }
        } catch {
            // Only an exhausted id counter can refuse a target taken from a state of the split.
            if error.code != .idsExhausted { return "reaching \(StateSummary(previous))'s target fails with \(error.code)" }
            return reached.state == state ? nil : "a failed reach changed the state"
        }
        let after = reached.state
        // In compact layout the reached state's split is made once, for the stacks and for the
        // commutation check.
        let splitOfAfter = state.layout == .compact && !events.isEmpty ? Self.split(reachedFrom: after) : nil
        if let problem = reachedStacksBroken(target, from: state, gives: after, splitOfAfter: splitOfAfter) {
            return problem
        }
        if let problem = Self.modalsBroken(reaching: target, from: state, gives: after) {
            return "reaching \(target) from \(StateSummary(state)) \(problem)"
        }
        if after.visibility != previous.visibility { return "reaching \(target) left the visibility \(after.visibility)" }
        if after.layout == .compact, after.compactStack?.last?.id != after.top(of: target.deepestColumn)?.id {
            return "reaching \(target) from \(StateSummary(state)) leaves another child than the target's top on top of the compact stack"
        }
        // With no events nothing was sent: `after` is the state, from which reaching is again
        // the same no events, and sending them one by one is sending nothing.
        if !events.isEmpty, let problem = Self.repeatBroken(reaching: target, making: maker, from: state, with: events, gives: after) {
            return problem
        }
        guard state.layout == .compact else { return nil }
        return splitReachBroken(target, making: maker, from: state, with: events, gives: after, splitOfAfter: splitOfAfter)
    }

    /// Why reaching the state's own target does something, or `nil`: it takes no events, or in
    /// compact layout a raise when the stack shows another child than the target's top.
    mutating func ownTargetBroken(_ state: SplitState<Route>) -> String? {
        do throws(NavigationError) {
            let ownTarget = ownTarget()
            let own = try state.eventsToReach(ownTarget)
            let column = ownTarget.deepestColumn
            let raises = state.layout == .compact && state.compactStack?.last?.id != state.top(of: column)?.id
            if raises ? !(own.count == 1 && own[0] == .raise(column)) : !own.isEmpty {
                return "reaching the state's own target takes \(own), not \(raises ? [NavigationEvent<Route>.raise(column)] : [])"
            }
            return nil
        } catch {
            return "reaching the state's own target fails with \(error.code)"
        }
    }

    /// Why the columns of `after`, reached from `state`, are not `target`'s with the common
    /// prefixes kept, or `nil`. Each state's stacks are read in one pass, not a `stack(_:)` per
    /// column (a filter each in compact layout); in compact layout they are the stacks of the
    /// states' splits: the state's is the one the layout laws made (with the library's
    /// navigator under test), the reached state's is `splitOfAfter` (`nil` when no events
    /// were sent, and `after` is the state).
    mutating func reachedStacksBroken(
        _ target: NavigationTarget<Route>, from state: SplitState<Route>, gives after: SplitState<Route>,
        splitOfAfter: Result<SplitState<Route>, NavigationError>?
    ) -> String? {
        // No key path to `splitStacks` here: a key path to a package property keeps
        // cross-module optimization from specializing the function for the user's route type
        // (it then ran generic, several times slower).
        let oldStacks: ColumnStacks<Route>, newStacks: ColumnStacks<Route>
        if state.layout == .compact {
            if testsLibraryNavigator, case let shared = toggledState(), shared.layout == .regular {
                oldStacks = shared.splitStacks
            } else {
                oldStacks = state.splitStacks
            }
            switch splitOfAfter {
            case .success(let split): newStacks = split.splitStacks
            case .failure: newStacks = after.splitStacks
            case nil: newStacks = oldStacks
            }
        } else {
            oldStacks = state.splitStacks
            newStacks = after.splitStacks
        }
        if !target.looks.isEmpty, !after.shows(target) {
            return "reaching \(target) from \(StateSummary(state)) gives \(StateSummary(after)), which does not show it"
        }
        for column in Column.allCases where state.columns.contains(column) {
            let new = newStacks[column]
            if !new.elementsEqual(target[column], by: { $0.route == $1 }) {
                return "reaching \(target) from \(StateSummary(state)) gives \(StateSummary(after))"
            }
        }
        if target.looks.isEmpty {
            // Routes alone: each column keeps its common prefix.
            for column in Column.allCases where state.columns.contains(column) {
                let old = oldStacks[column]
                let kept = SplitState.commonPrefixCount(old, target[column])
                if !newStacks[column].prefix(kept).elementsEqual(old.prefix(kept), by: { $0.id == $1.id }) {
                    return "reaching \(target) from \(StateSummary(state)) did not keep the first \(kept) children of the \(column) column"
                }
            }
            return nil
        }
        // The children to keep, column by column: those leading with the target's routes that
        // can take their looks, the first one remembering a selected row of a kept list. A kept
        // child whose tab or selected node changes may bring back other stacks or open a row:
        // what follows it is no longer the state's to keep.
        for column in Column.allCases where state.columns.contains(column) {
            let old = oldStacks[column]
            let routes = target[column]
            var required: RowSelection<Route>?
            if let left = state.columns.column(before: column) {
                let lists = oldStacks[left]
                if let (index, row) = (0..<target[left].count).reversed().lazy
                    .compactMap({ index in target.look(of: left, at: index)?.selectedRow.map { (index, $0) } }).first {
                    // A list that was not kept cannot be the one the column's first child remembers.
                    guard index < lists.count, newStacks[left].indices.contains(index), newStacks[left][index].id == lists[index].id
                    else { return nil }
                    required = RowSelection(list: lists[index].id, row: row)
                }
            }
            var kept = 0
            var changesLook = false
            while kept < min(old.count, routes.count), old[kept].route == routes[kept],
                kept > 0 || required == nil || old[0].openedBy == required {
                let look = target.look(of: column, at: kept)
                if let look, !look.canBeTaken(by: old[kept].content) { break }
                kept += 1
                if let look, Self.changesStacks(old[kept - 1].content, to: look) {
                    changesLook = true
                    break
                }
            }
            let new = newStacks[column]
            if !new.prefix(kept).elementsEqual(old.prefix(kept), by: { $0.id == $1.id }) {
                return "reaching \(target) from \(StateSummary(state)) did not keep the first \(kept) children of the \(column) column"
            }
            // A list's new selection shows the next column anew, so nothing to its right is kept.
            if changesLook || (kept == 0 && required != nil) { return nil }
        }
        return nil
    }

    /// Whether giving `look` to a kept child may change stacks: another tab, or another selected
    /// node (whose row may open a destination).
    static func changesStacks(_ content: ChildContent<Route>, to look: ChildLook<Route>) -> Bool {
        if let tab = look.selectedTab, content.tabs?.selected != tab { return true }
        if let node = look.selectedNode, content.accordion?.selection != node { return true }
        return false
    }

    /// Why `after`, reached from `state` with `events`, is not where reaching again stops with
    /// no events, or not where the events sent one by one end, or `nil`.
    static func repeatBroken(
        reaching target: NavigationTarget<Route>, making maker: ChildMaker<Route>, from state: SplitState<Route>,
        with events: [NavigationEvent<Route>], gives after: SplitState<Route>
    ) -> String? {
        do throws(NavigationError) {
            let again = try after.eventsToReach(target, making: maker)
            if !again.isEmpty { return "reaching \(target) a second time takes \(again)" }
            let oneByOne = try applyingOneByOne(events, to: state)
            if oneByOne != after { return "the events \(events), one by one, give \(StateSummary(oneByOne)), the batch \(StateSummary(after))" }
            return nil
        } catch {
            return "the events \(events) fail one by one with \(error.code)"
        }
    }

    /// Why reaching from the compact `state` does not commute with the split, or `nil`: the split
    /// reaches `target` with the same events (but a final raise), and the split of `after` is
    /// where the split's reach ends. `splitOfAfter` is `after`'s split, `nil` when no events
    /// were sent.
    mutating func splitReachBroken(
        _ target: NavigationTarget<Route>, making maker: ChildMaker<Route>, from state: SplitState<Route>,
        with events: [NavigationEvent<Route>],
        gives after: SplitState<Route>, splitOfAfter: Result<SplitState<Route>, NavigationError>?
    ) -> String? {
        // The split of the state is the one the layout laws use when the navigator under test is
        // the library's (a failed split leaves it compact: then it is made here, to report).
        var split: SplitNavigator<Route>
        if testsLibraryNavigator, case let shared = toggledState(), shared.layout == .regular {
            split = SplitNavigator(state: shared, placeholder: runner.placeholder)
        } else {
            split = SplitNavigator(state: state, placeholder: runner.placeholder)
        }
        let viaSplit: [NavigationEvent<Route>]
        let splitOfReached: SplitState<Route>?
        do throws(NavigationError) {
            if split.state.layout == .compact { try split.send(.setLayout(.regular)) }
            // With no events the reached state is the state, whose split is the one reaching
            // starts from: it is compared before reaching moves it.
            splitOfReached = events.isEmpty ? split.state : nil
            viaSplit = try split.reach(target, making: maker).events
        } catch {
            return "reaching \(target) from the split of \(StateSummary(state)) fails with \(error.code)"
        }
        // The compact reach may end with a raise, which changes nothing in the split.
        let endsWithRaise = events.count == viaSplit.count + 1 && events.last == .raise(target.deepestColumn)
        if viaSplit != events, !(endsWithRaise && events.dropLast().elementsEqual(viaSplit)) {
            return "from \(StateSummary(state)) the compact state reaches with \(events), its split with \(viaSplit)"
        }
        let splitReached: SplitState<Route>
        if let splitOfReached {
            splitReached = splitOfReached
        } else {
            switch splitOfAfter ?? Self.split(reachedFrom: after) {
            case .success(let split): splitReached = split
            case .failure(let error): return "reaching \(target) from the split of \(StateSummary(state)) fails with \(error.code)"
            }
        }
        if splitReached != split.state {
            return "split(reach(c, t)) is \(StateSummary(splitReached)) but reach(split(c), t) is \(StateSummary(split.state)) for c = \(StateSummary(state))"
        }
        return nil
    }

    /// The split of a compact state the library's navigator reached (a layout event does not
    /// fail today; should one, the failure is reported, not assumed away).
    static func split(reachedFrom state: SplitState<Route>) -> Result<SplitState<Route>, NavigationError> {
        var split = state
        var changes: [NavigationChange<Route>] = []
        do throws(NavigationError) {
            try sendToLibraryNavigator(.setLayout(.regular), to: &split, changes: &changes)
            return .success(split)
        } catch {
            return .failure(error)
        }
    }

    /// `state` after `events`, sent one by one to the library's navigator.
    static func applyingOneByOne(
        _ events: [NavigationEvent<Route>], to state: SplitState<Route>
    ) throws(NavigationError) -> SplitState<Route> {
        var applied = state
        var changes: [NavigationChange<Route>] = []
        for event in events {
            try sendToLibraryNavigator(event, to: &applied, changes: &changes)
        }
        return applied
    }

    /// Why the modals of `after`, reached from `state`, are not `target`'s with the kept ones
    /// kept, or `nil`: the modals must have the target's styles and routes; the modals `state`
    /// shares whole with the target (style and every route) must be unchanged, ids and all, and
    /// the first one that shares its style and root but not every route keeps the children of
    /// the common prefix.
    static func modalsBroken(
        reaching target: NavigationTarget<Route>, from state: SplitState<Route>, gives after: SplitState<Route>
    ) -> String? {
        // Most states have no modal: then there is nothing to compare (and mapping an empty array
        // is still a generic call unoptimized).
        if after.modals.isEmpty, target.modals.isEmpty { return nil }
        let reached = after.modals.map { ModalTarget($0) }
        if reached != target.modals { return "gives the modals \(reached), not \(target.modals)" }
        for (index, (old, wanted)) in zip(state.modals, target.modals).enumerated() {
            let kept = old.style == wanted.style ? zip(old.stack, wanted.routes).prefix { $0.route == $1 }.count : 0
            guard kept > 0 else { return nil }
            if Array(after.modals[index].stack.prefix(kept)) != Array(old.stack.prefix(kept)) {
                return "did not keep the first \(kept) children of modal \(index)"
            }
            guard kept == old.stack.count, kept == wanted.routes.count else { return nil }
        }
        return nil
    }
}
