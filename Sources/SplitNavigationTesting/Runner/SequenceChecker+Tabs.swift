import SplitNavigation

extension SequenceChecker {
    /// Why selecting back the tab a tab group showed before an accepted `select` does not restore
    /// what the step took away, or `nil`: a, then b, then a gives a's stacks again, exactly (ids,
    /// routes, content — the tab group child's own tabs, badges and stored stacks included), each
    /// column as the split reads it, with the id counter, the layout and the modals unchanged.
    func tabSelectionBroken(_ event: NavigationEvent<Route>, before: SplitState<Route>) -> String? {
        guard laws.contains(.tabSelectionRestores), event.isTabs, case .tabs(let id, .selectTab(let tab)) = event,
              let old = before.child(id)?.content.tabs, old.selected != tab else { return nil }
        var back = Navigator(state: navigator.state, placeholder: runner.placeholder)
        do throws(NavigationError) {
            _ = try back.send(.tabs(id, .selectTab(old.selected)))
        } catch {
            return "selecting \(old.selected) back is rejected with \(error.code)"
        }
        let after = back.state
        for column in before.columns.all {
            let was = before.stack(column), now = after.stack(column)
            guard was.elementsEqual(now, by: { $0.id == $1.id }) else {
                return "selecting \(old.selected) back gives the \(column) column \(now.map { $0.id }), not \(was.map { $0.id })"
            }
            for (a, b) in zip(was, now) where a != b {
                return "selecting \(old.selected) back changes child \(a.id): \(b.summary), was \(a.summary)"
            }
        }
        if after.nextID != before.nextID { return "selecting \(old.selected) back moves the id counter to \(after.nextID)" }
        if after.layout != before.layout || after.modals != before.modals {
            return "selecting \(old.selected) back gives \(StateSummary(after)), not \(StateSummary(before))"
        }
        return nil
    }
}
