import SplitNavigation
import SplitNavigationTesting

// A help-desk app with a planted bug, for the tests that prove a failure's counterexample
// reproduces: its Swift snippet compiles and reaches the failing state, its JSON lines replay in
// `splitnav` and in the store. This file is compiled twice: into the test support module, where
// the kit finds the bug, and, read from disk, beside each printed snippet that a test compiles
// and runs, so the snippet sees exactly these types.

/// The app's routes: associated values with labels, a nested struct, a fraction, and a
/// description that is not Swift, so that neither the description nor `String(reflecting:)`
/// spells a route that compiles.
public enum TicketRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case queue(String)
    case ticket(id: Int, priority: Double)
    case search(TicketQuery)
    case settings

    public var description: String {
        switch self {
        case .queue(let name): "Queue «\(name)»"
        case .ticket(let id, let priority): "Ticket #\(id) at priority \(priority)"
        case .search(let query): "Search \"\(query.text)\", page \(query.page)"
        case .settings: "Settings"
        }
    }

    /// Routes as the app makes them; a ticket shrinks towards ticket 1, a queue towards the inbox.
    public static let generator = RouteGenerator<TicketRoute>(simplest: .settings, simpler: { route in
        switch route {
        case .ticket(let id, _) where id > 1: [.ticket(id: 1, priority: 0.5)]
        case .queue(let name) where name != "Inbox": [.queue("Inbox")]
        default: []
        }
    }) { random in
        switch random.int(below: 4) {
        case 0: .queue(random.element(of: ["Inbox", "Escalated \"urgent\"", "Done"]) ?? "Inbox")
        case 1: .ticket(id: random.int(in: 1...9), priority: [0.5, 1.25, 2][random.int(below: 3)])
        case 2: .search(TicketQuery(text: random.element(of: ["printer", "vpn"]) ?? "printer", page: random.int(in: 1...3)))
        default: .settings
        }
    }
}

/// A saved search: a struct the snippet cannot build from its description.
public struct TicketQuery: Hashable, Codable, Sendable {
    public let text: String
    public let page: Int

    public init(text: String, page: Int) {
        self.text = text
        self.page = page
    }
}

/// An app's navigation layer with a planted bug: a push onto a detail column that already holds
/// two children is handled twice, as a double tap the app forgot to ignore would be. Plain
/// `SplitNavigator` never does this, so only a snippet that makes this type reproduces it.
public struct DoubleTapNavigator<Route: Hashable & Codable & Sendable>: SplitNavigating {
    public var inner: SplitNavigator<Route>

    public init(state: SplitState<Route>, placeholder: PlaceholderProvider<Route>) {
        inner = SplitNavigator(state: state, placeholder: placeholder)
    }

    public var state: SplitState<Route> { inner.state }
    public var presentation: Presentation<Route> { inner.presentation }
    public var placeholderProvider: PlaceholderProvider<Route> { inner.placeholderProvider }

    public mutating func send(_ event: NavigationEvent<Route>) throws(NavigationError) -> [NavigationChange<Route>] {
        var changes = try inner.send(event)
        if case .push(let child, _) = event, child.preferredColumn == .detail, inner.state.layout == .regular,
           inner.state.stack(.detail).count > 2 {
            changes += try inner.send(event)
        }
        return changes
    }
}

/// The app's property, which the planted bug breaks and plain rules keep: an accepted push adds
/// exactly one child.
public func pushAddsOneChild<Route>(_ step: FlowStep<Route>) -> String? {
    guard case .push = step.event, step.isAccepted else { return nil }
    let added = step.state.children.count - step.stateBefore.children.count
    return added == 1 ? nil : "the push added \(added) children"
}

/// The runner the reproduction tests use: the app's property, and of the library's laws the
/// reference model, which both fail at the step where the planted bug pushes twice. (The laws
/// that split a compact state would find it too, through the extra navigators they make; a
/// counterexample of theirs ends in a state that looks right.)
public func doubleTapRunner<Route>(routes: RouteGenerator<Route>, seed: UInt64) -> FlowRunner<Route> {
    var runner = FlowRunner(routes: routes)
    runner.seed = seed
    runner.laws = [.referenceModel]
    runner.properties.append(FlowProperty("a push adds one child", pushAddsOneChild))
    return runner
}
