#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

// The laws, each a function returning why it fails, or nil.

extension SequenceChecker {
    func invariantsBroken(_ state: SplitState<Route>) -> String? {
        guard laws.contains(.invariants) else { return nil }
        do throws(NavigationError) {
            try state.validate()
            return nil
        } catch {
            return "the state breaks an invariant: \(error.message)"
        }
    }

    mutating func freshIDsBroken(_ event: NavigationEvent<Route>, before: SplitState<Route>, after: SplitState<Route>) -> String? {
        let ids = after.sortedHeldIDs
        defer {
            currentIDs = ids
            currentIDsStale = false
        }
        if event.restores {
            usedIDs = Set(ids)
            return nil
        }
        if after.nextID < before.nextID { return "the id counter went down from \(before.nextID) to \(after.nextID)" }
        // The ids not held before, found by walking both sorted lists together (an id held twice
        // is the invariants law's to report, so it is looked at once).
        // Index loops: a debug build runs `enumerated()` through unspecialized iterators.
        var held = 0
        var index = 0
        while index < ids.count {
            let id = ids[index]
            index += 1
            if index > 1, ids[index - 2] == id { continue }
            while held < currentIDs.count, currentIDs[held] < id { held += 1 }
            if held < currentIDs.count, currentIDs[held] == id { continue }
            if id < before.nextID || !usedIDs.insert(id).inserted {
                return "it created a child with id \(id), which is not fresh (the counter was \(before.nextID))"
            }
        }
        return nil
    }

    func changesBroken(
        _ changes: [NavigationChange<Route>], from old: Presentation<Route>, to new: Presentation<Route>
    ) -> String? {
        if old == new {
            return changes.isEmpty ? nil : "nothing visible changed but it reported \(changes)"
        }
        do throws(NavigationError) {
            let rebuilt = try old.applying(changes)
            if rebuilt != new { return "its changes \(changes) rebuild \(rebuilt), not \(new)" }
        } catch {
            return "its changes do not apply to the old presentation: \(error.message)"
        }
        // Each update's rows against the child as the changes before it left it: in a batch, a
        // child can be inserted and then updated by the same step. Only updates have rows, so a
        // step without one has nothing more to check (and most steps have none).
        guard changes.contains(where: { if case .updated = $0 { true } else { false } }) else { return nil }
        var current = old
        for change in changes {
            if case .updated(let child, _, _, let rows) = change, let message = Self.rowsBroken(rows, of: child, in: current) {
                return message
            }
            guard let next = try? current.applying([change]) else { break }
            current = next
        }
        return nil
    }

    /// Why an `updated` change's rows do not turn the child's old accordion rows into the new
    /// ones (for a tab group: why they are not empty), or `nil` when they do.
    static func rowsBroken(_ rows: AccordionChangeSet, of child: Child<Route>, in old: Presentation<Route>) -> String? {
        let before = old.columns.all.lazy.flatMap { old.stack($0) }.first { $0.id == child.id }
        // A tab group has no rows: its update (a select, a badge) carries an empty row change set.
        if before?.content.tabs != nil, child.content.tabs != nil {
            return rows == .none ? nil : "it reported tab group \(child.id) updated with row changes \(rows)"
        }
        guard let oldRows = before?.content.accordion?.visibleRows, let newRows = child.content.accordion?.visibleRows else {
            return "it reported \(child.id) updated, but the child was not an accordion before and after"
        }
        do throws(AccordionError) {
            // A change set that miscounts asks for rows the new list lacks: a row that matches none.
            let missing = AccordionRow(kind: .loading(parent: nil), depth: -1, isExpanded: false, hasChildren: false)
            let rebuilt = try rows.applied(to: oldRows) { newRows.indices.contains($0) ? newRows[$0] : missing }
            return rebuilt == newRows ? nil : "the rows of \(child.id)'s update turn \(oldRows) into \(rebuilt), not \(newRows)"
        } catch {
            return "the rows of \(child.id)'s update do not apply to its old rows \(oldRows): \(error.message)"
        }
    }

    /// Why an accepted `setWidth` between medium and regular width or `setVisibility` moved a
    /// child, the focus or the counter, or `nil` when it did not (or the event is another one).
    func stacksMoved(by event: NavigationEvent<Route>, before: SplitState<Route>, after: SplitState<Route>) -> String? {
        guard laws.contains(.widthAndVisibilityKeepStacks) else { return nil }
        let expected: SplitState<Route>
        switch event {
        case .setWidth(let width) where width != .compact && before.layout == .regular:
            if after.width == width, before.isEqual(ignoringWidth: after) { return nil }
            expected = before
        case .setVisibility(let visibility):
            // Everything but the visibility as it was, compared in place; else rebuild the state
            // before with the new visibility, and compare.
            if after.visibility == visibility, after.width == before.width,
               before.isEqual(ignoringWidth: after, ignoringVisibility: true) { return nil }
            guard let rebuilt = Self.rebuilt(before, visibility: visibility) else { return nil }
            if after == rebuilt { return nil }
            expected = rebuilt
        default:
            return nil
        }
        return "it turned \(StateSummary(before)) into \(StateSummary(after)), not \(StateSummary(expected)) with the new setting"
    }

    /// The state with another visibility, everything else (its modals too) kept.
    static func rebuilt(_ state: SplitState<Route>, visibility: ColumnVisibility) -> SplitState<Route>? {
        switch state.layout {
        case .regular:
            try? .regular(
                primary: state.stack(.primary), supplementary: state.stack(.supplementary), detail: state.stack(.detail),
                columns: state.columns, width: state.width, policy: state.policy, visibility: visibility,
                mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID, modals: state.modals)
        case .compact:
            try? .compact(
                stack: state.compactStack ?? [], keptAside: state.keptAside, columns: state.columns, policy: state.policy,
                visibility: visibility, mediumWidthPolicy: state.mediumWidthPolicy, focus: state.focus, nextID: state.nextID,
                modals: state.modals)
        }
    }

    /// Why the visible columns of the state or the presentation are wrong, or `nil`.
    func visibleColumnsBroken(_ state: SplitState<Route>, _ presentation: Presentation<Route>) -> String? {
        guard laws.contains(.visibleColumnsInSplit) else { return nil }
        let visible = presentation.visibleColumns
        if visible.isEmpty { return "no column is visible in \(StateSummary(state))" }
        // Columns of the split, each once, leading to trailing: strictly increasing, as the
        // split's own columns are. Index loops: a debug build, which checks every step, runs
        // `zip` and `allSatisfy` through unspecialized generic code.
        var index = 0
        while index < visible.count {
            if !state.columns.contains(visible[index]) || index > 0 && visible[index - 1] >= visible[index] {
                return "the visible columns \(visible) are not columns of the \(state.columns) split in order"
            }
            index += 1
        }
        if state.layout == .compact, visible != [.primary] { return "compact layout shows \(visible), not [primary]" }
        if visible != state.visibleColumns { return "the presentation shows \(visible), the state says \(state.visibleColumns)" }
        if presentation.columns != state.columns || presentation.layout != state.layout {
            return "the presentation is a \(presentation.columns) \(presentation.layout) split, the state a \(state.columns) \(state.layout) one"
        }
        if state.layout == .regular {
            // The split's columns before the first visible one.
            let all = state.columns.all, revealable = presentation.revealableColumns
            var count = 0
            while all[count] != visible[0] { count += 1 }
            var same = revealable.count == count
            index = 0
            while same, index < count {
                same = revealable[index] == all[index]
                index += 1
            }
            if !same { return "the revealable columns are \(revealable), not \(Array(all.prefix(count)))" }
        }
        return nil
    }

    static func describe(_ result: Result<SplitState<Route>, NavigationError>) -> String {
        switch result {
        case .success(let state): "\(StateSummary(state))"
        case .failure(let error): "error \(error.code)"
        }
    }

    /// Why `state` does not come back from its JSON, or `nil`.
    func stateJSONBroken(_ state: SplitState<Route>) -> String? {
        do throws(NavigationError) {
            let decoded = try SplitState<Route>(json: state.jsonData())
            return decoded == state ? nil : "the state comes back from JSON as \(StateSummary(decoded))"
        } catch {
            return "the state does not survive JSON: \(error)"
        }
    }

    /// Why a presentation or its changes do not come back from JSON as they were, or `nil`.
    func presentationJSONBroken(_ presentation: Presentation<Route>, changes: [NavigationChange<Route>]) -> String? {
        let decoder = JSONDecoder()
        do {
            let decoded = try decoder.decode(Presentation<Route>.self, from: JSONEncoder().encode(presentation))
            guard decoded == presentation else { return "the presentation comes back from JSON as \(decoded)" }
            let decodedChanges = try decoder.decode([NavigationChange<Route>].self, from: JSONEncoder().encode(changes))
            return decodedChanges == changes ? nil : "the changes come back from JSON as \(decodedChanges)"
        } catch {
            return "the presentation or its changes do not survive JSON: \(error)"
        }
    }

    func eventJSONBroken(_ event: NavigationEvent<Route>, before: SplitState<Route>) -> String? {
        let decoded: NavigationEvent<Route>
        do throws(NavigationError) {
            decoded = try NavigationEvent<Route>(json: event.jsonData())
        } catch {
            return "the event does not survive JSON: \(error)"
        }
        if decoded == event {
            return nil
        }
        // Some fields are implied by others (a replaced child prefers its column): compare meanings.
        var a = Navigator(state: before, placeholder: runner.placeholder)
        var b = Navigator(state: before, placeholder: runner.placeholder)
        let first = Result { () throws(NavigationError) in try a.send(event) }.map { _ in a.state }
        let second = Result { () throws(NavigationError) in try b.send(decoded) }.map { _ in b.state }
        switch (first, second) {
        case (.success(let x), .success(let y)) where x == y: return nil
        case (.failure(let x), .failure(let y)) where x.code == y.code: return nil
        default: return "the event comes back from JSON as \(describe(decoded)), which does something else"
        }
    }

    /// Why the reference model disagrees with the navigator, whose presentation is
    /// `presentation`, or `nil`.
    func modelDisagrees(_ model: ReferenceNavigator<Route>, presentation: Presentation<Route>) -> String? {
        if let difference = model.difference(from: navigator.state) {
            return "the navigator and the reference model disagree: \(difference)"
        }
        if model.presentation != presentation {
            return "the presentation is \(presentation), the reference model's is \(model.presentation)"
        }
        return nil
    }
}
