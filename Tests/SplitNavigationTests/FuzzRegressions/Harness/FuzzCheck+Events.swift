#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzCheck {
    /// The most events one input runs. Every step checks the whole state and presentation, so a
    /// step costs in proportion to the stacks, and stacks grow with the events: past a hundred
    /// or so a longer input reaches no new state, only slower steps. Short inputs, many of them,
    /// explore more.
    static let maximumEvents = 128

    /// Target "events": the bytes as a start and a sequence of events, valid and invalid (every
    /// kind, batches and accordion events included), reaches of random targets (with and
    /// without reveal) and adoptions of random id and route lists, on two- and three-column
    /// splits. After every step: a rejection is a typed error and changes nothing; an accepted
    /// reach or adoption arrives where it promised (``checkArrived(_:at:)``); after any accepted one the
    /// invariants hold, the changes turn the old presentation into the new one, and each updated
    /// accordion's row change set turns its old visible rows into its new ones. (That reached
    /// states survive JSON is the `jsonRoundTrip` law's to check, on 216,000 events a run.)
    @Sendable
    static func events(_ data: Data) -> String? {
        var input = FuzzBytes([UInt8](data))
        guard let start = input.start() else { return "a start with a primary child was rejected" }
        var navigator = SplitNavigator(state: start, placeholder: PlaceholderProvider(columns: { request in
            "Empty \(request.column) under \(request.primary.count)+\(request.supplementary.count)"
        }))
        var steps = 0
        while !input.isEmpty, steps < maximumEvents {
            steps += 1
            let step = input.step(for: navigator.state)
            let before = navigator.state
            let old = navigator.presentation
            let event: NavigationEvent<String>
            let changes: [NavigationChange<String>]
            do throws(NavigationError) {
                switch step {
                case .event(let sent):
                    (event, changes) = (sent, try navigator.send(sent))
                case .reach(let target, let reveal):
                    (event, changes) = try batch(navigator.reach(target, reveal: reveal))
                case .adoptIDs(let ids, let column):
                    (event, changes) = try batch(navigator.adopt(ids, in: column))
                case .adoptRoutes(let routes, let column):
                    (event, changes) = try batch(navigator.adopt(routes: routes, in: column))
                }
            } catch {
                guard navigator.state == before else { return "rejected \(step) changed the state" }
                guard !error.description.isEmpty else { return "the error of \(step) has no description" }
                continue
            }
            if let broken = checkAccepted(event, changes, from: old, to: navigator) { return broken }
            if let broken = checkArrived(step, at: navigator) { return broken }
        }
        // The library re-checks every invariant after each mutation (SPLITNAV_INTERNAL_CHECKS,
        // on in the fuzz build and in debug builds), trapping on a broken one: checking again
        // after every event only doubled the cost. Once more at the end, as a belt.
        do throws(NavigationError) {
            try navigator.state.validate()
        } catch {
            return "the events broke an invariant: \(error)"
        }
        return nil
    }

    /// A reach or an adoption as the batch it sent, for the checks every event gets.
    private static func batch(
        _ result: (events: [NavigationEvent<String>], changes: [NavigationChange<String>])
    ) -> (NavigationEvent<String>, [NavigationChange<String>]) {
        (.batch(result.events), result.changes)
    }

    /// Whether an accepted reach or adoption got where it promised: a reach gives every column
    /// the target's routes (and its visibility when it has one), and with `reveal` in compact
    /// layout puts the target's top child on top of the stack; an adoption of ids leaves the
    /// stack showing exactly them, one of routes the stack showing exactly those routes.
    private static func checkArrived(_ step: FuzzStep, at navigator: SplitNavigator<String>) -> String? {
        let state = navigator.state
        switch step {
        case .event:
            return nil
        case .reach(let target, let reveal):
            for column in Column.allCases where state.stack(column).map(\.route) != target[column] {
                return "reaching \(target) left the \(column) column \(state.stack(column).map(\.route))"
            }
            if let visibility = target.visibility, state.visibility != visibility {
                return "reaching \(target) left the visibility \(state.visibility)"
            }
            if reveal, state.layout == .compact, navigator.presentation.topmost?.id != state.stack(target.deepestColumn).last?.id {
                return "reaching \(target) with reveal shows \(String(describing: navigator.presentation.topmost)) on top"
            }
            return nil
        case .adoptIDs(let ids, let column):
            let shown = state.presentationStack(column).map(\.id)
            return shown == ids ? nil : "adopting \(ids) in \(column) shows \(shown)"
        case .adoptRoutes(let routes, let column):
            let shown = state.presentationStack(state.layout == .compact ? .primary : column).map(\.route)
            return shown == routes ? nil : "adopting \(routes) in \(column) shows \(shown)"
        }
    }

    private static func checkAccepted(
        _ event: NavigationEvent<String>, _ changes: [NavigationChange<String>],
        from old: Presentation<String>, to navigator: SplitNavigator<String>
    ) -> String? {
        let new = navigator.presentation
        do throws(NavigationError) {
            guard try old.applying(changes) == new else { return "changes of \(event) do not reproduce the presentation" }
        } catch {
            return "changes of \(event) do not apply: \(error)"
        }
        // Each update's rows, against the accordion as it was before that update: the child's
        // in the old presentation, or as a change before it (of a batch) left it.
        var accordions: [ChildID: Accordion<String>] = [:]
        for change in changes {
            switch change {
            case .inserted(let child, _, _), .replaced(_, let child, _, _):
                accordions[child.id] = child.content.accordion
            case .updated(let child, let column, let index, let rows):
                let known = accordions[child.id]
                    ?? Column.allCases.lazy.compactMap { old.stack($0).first { $0.id == child.id }?.content.accordion }.first
                guard let oldAccordion = known, let newAccordion = child.content.accordion else {
                    return "an update of \(event) names child \(child.id) at \(column)[\(index)], which is no accordion"
                }
                accordions[child.id] = newAccordion
                let newRows = newAccordion.visibleRows
                // A row no accordion shows: what `applied` gets if it asks for a row it should not.
                let stray = AccordionRow(kind: .loading(parent: nil), depth: -1, isExpanded: false, hasChildren: false)
                let applied = try? rows.applied(to: oldAccordion.visibleRows) { newRows.indices.contains($0) ? newRows[$0] : stray }
                guard applied == newRows else {
                    return "the row changes of \(event) do not turn the old rows into the new ones"
                }
            default:
                continue
            }
        }
        return nil
    }
}
