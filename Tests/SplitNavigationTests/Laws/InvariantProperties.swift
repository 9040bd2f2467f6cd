import Foundation
import SplitNavigation
import Testing

/// Laws that hold after every step of every sequence, whatever the layout and policy.
@Suite("Invariants after every event")
struct InvariantProperties {
    let placeholder = PlaceholderProvider<String> { primary in "Select from \(primary.last?.route ?? "?")" }

    @Test("Every state is consistent, errors change nothing, ids are fresh and never reused")
    func invariantsHold() {
        checkProperty("invariants", sequences: 400, length: 60) { start, events in
            var navigator = SplitNavigator(state: start, placeholder: placeholder)
            var everUsed = Set(start.children.map(\.id))
            for (step, event) in events.enumerated() {
                let before = navigator.state
                do throws(NavigationError) {
                    try navigator.send(event)
                } catch {
                    if navigator.state != before { return "step \(step): \(event) threw \(error.code) but changed the state" }
                    continue
                }
                if case .restore = event {
                    // A restore starts a new life: its ids are its own.
                    everUsed = Set(navigator.state.children.map(\.id))
                    continue
                }
                do { try navigator.state.validate() } catch { return "step \(step): \(event) broke an invariant: \(error)" }
                for child in navigator.state.children where !before.children.contains(where: { $0.id == child.id }) {
                    guard child.id >= before.nextID, everUsed.insert(child.id).inserted else {
                        return "step \(step): \(event) created \(child.id), which is not fresh"
                    }
                }
            }
            return nil
        }
    }

    @Test("Applying an event's changes to the old presentation gives the new presentation")
    func changesReproducePresentation() {
        checkProperty("changes reproduce presentation", sequences: 400, length: 60) { start, events in
            var navigator = SplitNavigator(state: start, placeholder: placeholder)
            for (step, event) in events.enumerated() {
                let old = navigator.presentation
                guard let changes = try? navigator.send(event) else { continue }
                do {
                    let rebuilt = try old.applying(changes)
                    if rebuilt != navigator.presentation {
                        return "step \(step): \(event) gave changes \(changes) that rebuild the wrong presentation"
                    }
                } catch {
                    return "step \(step): \(event) gave changes that do not apply: \(error)"
                }
                if old == navigator.presentation, !changes.isEmpty {
                    return "step \(step): \(event) changed nothing visible but reported \(changes)"
                }
            }
            return nil
        }
    }

    @Test("The placeholder shows exactly when the regular detail column is empty")
    func placeholderRule() {
        checkProperty("placeholder rule", sequences: 200, length: 60) { start, events in
            var navigator = SplitNavigator(state: start, placeholder: placeholder)
            for (step, event) in events.enumerated() {
                _ = try? navigator.send(event)
                let presentation = navigator.presentation
                let state = navigator.state
                let expected = state.layout == .regular && state.stack(.detail).isEmpty
                    ? placeholder.placeholder(for: state.stack(.primary)) : nil
                if presentation.placeholder != expected {
                    return "step \(step): placeholder \(String(describing: presentation.placeholder)), expected \(String(describing: expected))"
                }
                if state.children.contains(where: { $0.route.hasPrefix("Select from") }) {
                    return "step \(step): the placeholder became a child"
                }
            }
            return nil
        }
    }

    @Test("Every reached state and event survives a JSON round trip unchanged")
    func jsonRoundTrip() {
        checkProperty("JSON round trip", sequences: 150, length: 50) { start, events in
            var navigator = SplitNavigator(state: start)
            for (step, event) in events.enumerated() {
                do {
                    let decodedEvent = try NavigationEvent<String>(json: event.jsonData())
                    if start.applying(decodedEvent) != start.applying(event) {
                        return "step \(step): \(event) means something else after a JSON round trip"
                    }
                } catch {
                    return "step \(step): \(event) did not survive JSON: \(error)"
                }
                _ = try? navigator.send(event)
                do {
                    let decoded = try SplitState<String>(json: navigator.state.jsonData())
                    if decoded != navigator.state { return "step \(step): state changed in a JSON round trip" }
                } catch {
                    return "step \(step): state did not survive JSON: \(error)"
                }
            }
            return nil
        }
    }

    @Test("The same events from the same start give the same states, ids and changes")
    func determinism() {
        checkProperty("determinism", sequences: 100, length: 60) { start, events in
            func run() -> [String] {
                var navigator = SplitNavigator(state: start, placeholder: placeholder)
                return events.map { event in
                    let result = Result { () throws(NavigationError) in try navigator.send(event) }
                    return "\(result) \(navigator.state.debugSummary)"
                }
            }
            return run() == run() ? nil : "two replays differ"
        }
    }
}
