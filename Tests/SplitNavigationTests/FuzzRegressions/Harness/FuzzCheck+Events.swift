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
    /// kind, batches and accordion events included), on two- and three-column splits. After
    /// every event: a rejection is a typed error and changes nothing; after an accepted one the
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
            let event = input.event(for: navigator.state)
            let before = navigator.state
            let old = navigator.presentation
            let changes: [NavigationChange<String>]
            do throws(NavigationError) {
                changes = try navigator.send(event)
            } catch {
                guard navigator.state == before else { return "rejected \(event) changed the state" }
                guard !error.description.isEmpty else { return "the error of \(event) has no description" }
                continue
            }
            if let broken = checkAccepted(event, changes, from: old, to: navigator) { return broken }
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
