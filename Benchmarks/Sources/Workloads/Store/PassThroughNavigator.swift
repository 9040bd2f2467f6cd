import SplitNavigation

/// An app's own navigator layer with no rule of its own: it forwards every event to a
/// `SplitNavigator`. Run in a `NavigationStore`, it measures what an app layer costs the store
/// by itself (the goal: at most 1.2× the store with a plain navigator), apart from what
/// the app's rules do.
public struct PassThroughNavigator: SplitNavigating {
    public typealias Route = MailRoute

    private var navigator: SplitNavigator<MailRoute>

    public init(state: SplitState<MailRoute>, placeholder: PlaceholderProvider<MailRoute>) {
        navigator = SplitNavigator(state: state, placeholder: placeholder)
    }

    public var state: SplitState<MailRoute> { navigator.state }
    public var presentation: Presentation<MailRoute> { navigator.presentation }
    public var placeholderProvider: PlaceholderProvider<MailRoute> { navigator.placeholderProvider }

    public mutating func send(_ event: NavigationEvent<MailRoute>) throws(NavigationError) -> [NavigationChange<MailRoute>] {
        try navigator.send(event)
    }
}
