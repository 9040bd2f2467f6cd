import SplitNavigation

/// The collapse and split suite's inputs: many independent copies of a state of `children`
/// children, half in each column, so that one iteration collapses or splits a million children
/// in all whatever the state's size.
///
/// Every copy has buffers of its own, as a navigator an app holds has: nothing in the measured
/// loop is copied on write because the benchmark kept a reference to it.
public struct SplitWorkload: Sendable {
    /// Children per state.
    public let children: Int
    /// How many states one iteration goes through.
    public let copies: Int

    public init(children: Int, totalChildren: Int) {
        self.children = children
        self.copies = max(1, totalChildren / children)
    }

    /// The primary routes (the root first) and the detail routes of one state.
    private var routes: (primary: [MailRoute], detail: [MailRoute]) {
        let detailCount = children / 2
        let primary = [MailRoute.mailboxes] + (1..<(children - detailCount)).map { MailRoute.mailbox($0) }
        return (primary, (0..<detailCount).map { MailRoute.message($0) })
    }

    /// `copies` navigators in `layout`, each with buffers of its own.
    public func navigators(in layout: Layout) -> [SplitNavigator<MailRoute>] {
        let (primary, detail) = routes
        return (0..<copies).map { _ in
            do {
                // The initializer maps the routes to fresh arrays of children (and collapses them
                // into a fresh stack for compact layout).
                return try SplitNavigator(primary: primary, detail: detail, layout: layout)
            } catch {
                fatalError("a state with a root cannot fail: \(error)")
            }
        }
    }

    /// `copies` baseline pairs of arrays: the two columns (regular) or the stack and an empty
    /// detail array (compact), each with buffers of its own.
    public func plainColumns(compact: Bool) -> [PlainColumns] {
        let (primary, detail) = routes
        return (0..<copies).map { _ in
            var id = 0
            func child(_ route: MailRoute, _ column: Column) -> PlainChild {
                id += 1
                return PlainChild(id: id, route: route, column: column)
            }
            var columns = PlainColumns(primary: primary.map { child($0, .primary) }, detail: detail.map { child($0, .detail) })
            if compact {
                columns.collapse()
                columns.detail = []   // as the library's split, start the detail column afresh
            }
            return columns
        }
    }
}

/// The baseline's two arrays: the columns in regular layout, the stack (in `primary`) and an
/// empty `detail` in compact layout.
public struct PlainColumns: Sendable {
    public var primary: [PlainChild]
    public var detail: [PlainChild]

    /// Concatenates the columns into one stack (``PlainSplit/collapse(_:_:)``).
    public mutating func collapse() {
        PlainSplit.collapse(&primary, &detail)
    }

    /// Partitions the stack into the columns (``PlainSplit/split(_:_:)``).
    public mutating func split() {
        PlainSplit.split(&primary, &detail)
    }
}
