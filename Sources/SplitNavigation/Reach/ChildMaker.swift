/// How the app turns a route into a child's content, given once so that reaching a target, a
/// link or a restored session builds the children the app's own events build: the sidebar's
/// accordion, the list's tab bar.
///
/// The child prefers the column the target names it in. The maker must be a pure function of
/// its arguments; a target's ``ChildLook`` is applied to what it makes (the selected tab, node
/// and expansion), and a tab group it makes must store no stacks.
///
/// ```swift
/// let maker = ChildMaker<MailRoute> { route, column in
///     switch route {
///     case .mailboxes: .accordion(sidebar)                 // the app's sidebar tree
///     case .mailbox: .tabs(try! TabGroup(tabs: [Tab("focused", value: .filter("Focused")), Tab("other", value: .filter("Other"))]))
///     default: .plain
///     }
/// }
/// try navigator.reach(target, making: maker)
/// ```
public struct ChildMaker<Route: Hashable & Codable & Sendable>: Sendable {
    @usableFromInline let body: (@Sendable (Route, Column) -> ChildContent<Route>)?

    /// A maker computing each new child's content from its route and column.
    public init(_ body: @escaping @Sendable (_ route: Route, _ column: Column) -> ChildContent<Route>) {
        self.body = body
    }

    private init() {
        body = nil
    }

    /// Plain children: the route alone.
    public static var plain: ChildMaker { ChildMaker() }

    /// The new child for `route` in `column`, preferring that column.
    @inlinable
    public func newChild(_ route: Route, in column: Column) -> NewChild<Route> {
        NewChild(route, preferring: column, content: body?(route, column) ?? .plain)
    }
}
