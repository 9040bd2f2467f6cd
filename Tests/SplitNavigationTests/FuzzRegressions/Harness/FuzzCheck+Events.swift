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

    /// Target "events": the bytes as a start (now and then with a tab group root) and a
    /// sequence of events, valid and invalid (every kind, batches, accordion, modal and tab
    /// events included), reaches of random targets (with and without reveal, some naming
    /// modals), adoptions of random id and route lists in columns and modals and of modal
    /// dismissals, and tab round trips, on two- and three-column splits. After
    /// every step: a rejection is a typed error and changes nothing; after an accepted one the
    /// invariants hold (the library checks them after every mutation, see below), the changes
    /// turn the old presentation into the new one (modals included), each updated accordion's
    /// row change set turns its old visible rows into its new ones, an event that addresses no
    /// modal (layout, width and visibility changes included) leaves the modals exactly as they
    /// were, and an accepted reach or adoption arrives where it promised
    /// (``checkArrived(_:at:)``). A tab round trip selects a tab and then the one selected
    /// before; when both are accepted every column shows what it showed before
    /// (``checkRestored(_:by:owner:selected:)``). (That reached states survive JSON is the
    /// `jsonRoundTrip` law's to check, on 216,000 events a run.)
    @Sendable
    static func events(_ data: Data) -> String? {
        var input = FuzzBytes([UInt8](data))
        guard let start = input.start() else { return "a start with a primary child was rejected" }
        var navigator = SplitNavigator(state: start, placeholder: placeholders)
        // The presentation after the last accepted step: the next step's old presentation.
        var presentation = navigator.presentation
        var steps = 0
        while !input.isEmpty, steps < maximumEvents {
            steps += 1
            let step = input.step(for: navigator.state)
            let broken: String?
            if case .tabRoundTrip(let owner, let tab) = step {
                broken = tabRoundTrip(owner, tab, &navigator, &presentation)
            } else {
                broken = take(step, &navigator, &presentation).broken
            }
            if let broken { return broken }
            if case .nestTabs = step, let broken = checkSaves(navigator.state) { return broken }
            // A library built without its internal checks does not check itself: then here.
            if !InternalChecks.areCompiledIn, let broken = invariantsBroken(navigator.state) { return broken }
        }
        // The library re-checks every invariant after each mutation when built with its internal
        // checks (SPLITNAV_INTERNAL_CHECKS: the fuzz build, and debug builds with
        // SPLITNAV_INTERNAL_CHECKS=1 in the environment, as CI makes them), trapping on a broken
        // one: checking again after every event only doubled the cost. Once more at the end, as
        // a belt.
        return invariantsBroken(navigator.state)
    }

    /// Why the state breaks an invariant, or `nil`.
    private static func invariantsBroken(_ state: SplitState<String>) -> String? {
        do throws(NavigationError) {
            try state.validate()
        } catch {
            return "the events broke an invariant: \(error)"
        }
        return nil
    }

    /// Whether the state saves and reads back, as every state the events reach must: checked
    /// after steps that nest tab groups deep or push long tab bars, which the `jsonRoundTrip`
    /// law's random runs do not reach.
    private static func checkSaves(_ state: SplitState<String>) -> String? {
        do throws(NavigationError) {
            let read = try SplitState<String>(json: state.jsonData())
            return read == state ? nil : "a state with tab groups nesting \(deepestNesting(state)) deep reads back changed"
        } catch {
            return "a state with tab groups nesting \(deepestNesting(state)) deep does not save and read back: \(error)"
        }
    }

    /// The nesting of the state's deepest shown tab group, 0 for none.
    private static func deepestNesting(_ state: SplitState<String>) -> Int {
        state.children.reduce(0) { max($0, $1.content.tabs?.nesting ?? 0) }
    }

    /// Placeholders that depend on the column and on the stacks to its left, as an app's do,
    /// read from a table made once: an interpolated string per empty column and event was a
    /// few percent of a run, spent in string formatting rather than in the library.
    private static let placeholderNames: [String] = (0..<32).map { "E\($0 / 16)\($0 / 4 % 4)\($0 % 4)" }
    private static let placeholders = PlaceholderProvider<String>(columns: { request in
        let column = request.column == .detail ? 16 : 0
        return placeholderNames[column + min(request.primary.count, 3) * 4 + min(request.supplementary.count, 3)]
    })

    /// How a step went: accepted with every promise kept, rejected with a typed error (having
    /// changed nothing), or a promise broken.
    private enum Outcome {
        case accepted
        case rejected(NavigationError)
        case broken(String)

        var broken: String? {
            if case .broken(let problem) = self { problem } else { nil }
        }
    }

    /// Takes one step (a tab round trip is ``tabRoundTrip(_:_:_:_:)``'s) and checks it, moving
    /// `presentation` on when it is accepted.
    private static func take(
        _ step: FuzzStep, _ navigator: inout SplitNavigator<String>, _ presentation: inout Presentation<String>
    ) -> Outcome {
        let before = navigator.state
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
            case .adoptDismissal(let modal):
                (event, changes) = try batch(navigator.adoptDismissal(of: modal))
            case .adoptIDsInModal(let ids, let modal):
                (event, changes) = try batch(navigator.adopt(ids, inModal: modal))
            case .adoptRoutesInModal(let routes, let modal):
                (event, changes) = try batch(navigator.adopt(routes: routes, inModal: modal))
            case .tabRoundTrip(let owner, let tab):
                let sent = NavigationEvent<String>.tabs(owner, .selectTab(tab))
                (event, changes) = (sent, try navigator.send(sent))
            case .nestTabs(let sent):
                (event, changes) = (sent, try navigator.send(sent))
            }
        } catch {
            guard navigator.state == before else { return .broken("rejected \(step) changed the state") }
            guard !error.description.isEmpty else { return .broken("the error of \(step) has no description") }
            return .rejected(error)
        }
        let new = navigator.presentation
        if let broken = checkAccepted(event, changes, from: presentation, to: new) { return .broken(broken) }
        if let broken = checkArrived(step, at: navigator) { return .broken(broken) }
        if !event.mayChangeModals(withModalUp: !before.modals.isEmpty), navigator.state.modals != before.modals {
            return .broken("\(event) addresses no modal but changed the modals from \(before.modals) to \(navigator.state.modals)")
        }
        presentation = new
        return .accepted
    }

    /// Selects `tab` in the tab group of child `owner`, then the tab it had selected, each a
    /// step checked as every step is; when the first is accepted the second must be too, and
    /// then every column shows what it showed before.
    private static func tabRoundTrip(
        _ owner: ChildID, _ tab: TabID, _ navigator: inout SplitNavigator<String>, _ presentation: inout Presentation<String>
    ) -> String? {
        let before = navigator.state
        let selected = navigator.tabGroup(owner)?.selected
        switch take(.tabRoundTrip(owner: owner, tab: tab), &navigator, &presentation) {
        case .broken(let problem): return problem
        case .rejected: return nil
        case .accepted: break
        }
        // Accepted, so `owner` is a shown tab group child, which it still is.
        guard let selected, selected != tab else { return nil }
        switch take(.event(.tabs(owner, .selectTab(selected))), &navigator, &presentation) {
        case .broken(let problem): return problem
        case .rejected(let error): return "selecting tab \(selected) of child \(owner) again after \(tab) was rejected: \(error)"
        case .accepted: break
        }
        return checkRestored(before, by: navigator.state, owner: owner, selected: selected)
    }

    /// Whether selecting another tab and back restored the stacks: every column reads as it
    /// did (as `stack(_:)` reads it, so in compact layout the restored children may sit higher
    /// in the one stack, where the policy puts them), each child equal but the tab group child,
    /// whose group stores the other tab's stacks now; the same tab selected and tabs shown; the
    /// id counter, the layout and the modals unchanged.
    private static func checkRestored(
        _ before: SplitState<String>, by after: SplitState<String>, owner: ChildID, selected: TabID
    ) -> String? {
        for column in before.columns.all {
            let old = before.stack(column), new = after.stack(column)
            guard old.map(\.id) == new.map(\.id) else {
                return "selecting another tab of child \(owner) and back leaves the \(column) column \(new.map(\.id)), not \(old.map(\.id))"
            }
            for (a, b) in zip(old, new) where a.id != owner && a != b {
                return "selecting another tab of child \(owner) and back changed child \(a.id)"
            }
        }
        let group = after.child(owner)?.content.tabs
        guard group?.selected == selected, group?.tabs == before.child(owner)?.content.tabs?.tabs else {
            return "selecting another tab of child \(owner) and back leaves its tab bar \(String(describing: group?.tabs))"
        }
        guard after.nextID == before.nextID, after.layout == before.layout, after.modals == before.modals else {
            return "selecting another tab of child \(owner) and back moved the id counter, the layout or the modals"
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
    /// the target's routes (and its visibility when it has one) and the modals exactly the
    /// target's modals (styles and routes: none for a target without), and with `reveal` in
    /// compact layout puts the target's top child on top of the stack (under any modal); an
    /// adoption of ids leaves the stack or modal showing exactly them, one of routes showing
    /// exactly those routes, and an adopted dismissal leaves that modal down.
    private static func checkArrived(_ step: FuzzStep, at navigator: SplitNavigator<String>) -> String? {
        let state = navigator.state
        switch step {
        case .event, .tabRoundTrip, .nestTabs:
            return nil
        case .reach(let target, let reveal):
            for column in Column.allCases where state.stack(column).map(\.route) != target[column] {
                return "reaching \(target) left the \(column) column \(state.stack(column).map(\.route))"
            }
            if let visibility = target.visibility, state.visibility != visibility {
                return "reaching \(target) left the visibility \(state.visibility)"
            }
            if !target.looks.isEmpty, !state.shows(target) {
                return "reaching \(target) left looks it does not have"
            }
            // A target without modals dismisses every modal; one with modals presents them.
            if state.modals.map({ ModalTarget($0) }) != target.modals {
                return "reaching \(target) left the modals \(state.modals)"
            }
            // On top of the one stack: a modal the target names may still cover it.
            if reveal, let stack = state.compactStack, stack.last?.id != state.stack(target.deepestColumn).last?.id {
                return "reaching \(target) with reveal shows \(String(describing: stack.last)) on top of the stack"
            }
            return nil
        case .adoptIDs(let ids, let column):
            let shown = state.presentationStack(column).map(\.id)
            return shown == ids ? nil : "adopting \(ids) in \(column) shows \(shown)"
        case .adoptRoutes(let routes, let column):
            let shown = state.presentationStack(state.layout == .compact ? .primary : column).map(\.route)
            return shown == routes ? nil : "adopting \(routes) in \(column) shows \(shown)"
        case .adoptDismissal(let modal):
            return state.modals.contains { $0.id == modal } ? "adopting the dismissal of \(modal) left it up" : nil
        case .adoptIDsInModal(let ids, let modal):
            let shown = state.modals.first { $0.id == modal }?.stack.map(\.id)
            return shown == ids ? nil : "adopting \(ids) in modal \(modal) shows \(String(describing: shown))"
        case .adoptRoutesInModal(let routes, let modal):
            let shown = state.modals.first { $0.id == modal }?.stack.map(\.route)
            return shown == routes ? nil : "adopting \(routes) in modal \(modal) shows \(String(describing: shown))"
        }
    }

    /// Whether the changes of an accepted event turn the old presentation into the new one,
    /// and each update's rows the accordion's old visible rows into its new ones.
    private static func checkAccepted(
        _ event: NavigationEvent<String>, _ changes: [NavigationChange<String>],
        from old: Presentation<String>, to new: Presentation<String>
    ) -> String? {
        do throws(NavigationError) {
            guard try old.applying(changes) == new else { return "changes of \(event) do not reproduce the presentation" }
        } catch {
            return "changes of \(event) do not apply: \(error)"
        }
        // Each accordion update's rows, against the accordion as it was before that update: the
        // child's in the old presentation, or as a change before it (of a batch) left it.
        var accordions: [ChildID: Accordion<String>] = [:]
        for change in changes {
            switch change {
            case .inserted(let child, _, _), .replaced(_, let child, _, _):
                accordions[child.id] = child.content.accordion
            case .updated(let child, let column, let index, let rows):
                // A tab group's update changes its tabs, never rows.
                if child.content.tabs != nil {
                    guard rows == .none else { return "the update of tab group child \(child.id) by \(event) changes rows" }
                    continue
                }
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

extension NavigationEvent {
    /// Whether the event may change the modals: a modal event, a restore, `back` while a modal
    /// is up, or a batch holding one of them (in a batch any `back`, as an earlier event may
    /// have presented a modal). Every other event, layout changes included, leaves them alone.
    fileprivate func mayChangeModals(withModalUp: Bool) -> Bool {
        switch self {
        case .present, .dismiss, .dismissModal, .modal, .restore: true
        case .back: withModalUp
        case .batch(let events): events.contains { $0.mayChangeModals(withModalUp: true) }
        default: false
        }
    }
}
