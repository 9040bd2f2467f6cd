import SplitNavigation

/// The collapse and split suite's inputs: many independent copies of a state of `children`
/// children, shared evenly by the split's columns, so that one iteration collapses or splits a
/// million children in all whatever the state's size.
///
/// Every copy has buffers of its own, as a navigator an app holds has: nothing in the measured
/// loop is copied on write because the benchmark kept a reference to it.
public struct SplitWorkload: Sendable {
    /// Children per state.
    public let children: Int
    /// How many states one iteration goes through.
    public let copies: Int
    /// The split's columns: halves in two columns, thirds in three.
    public let columns: SplitColumns

    public init(children: Int, totalChildren: Int, columns: SplitColumns = .two) {
        self.children = children
        self.copies = max(1, totalChildren / children)
        self.columns = columns
    }

    /// The primary routes (the root first), the supplementary routes (none in two columns) and
    /// the detail routes of one state.
    private var routes: (primary: [MailRoute], supplementary: [MailRoute], detail: [MailRoute]) {
        let share = children / columns.all.count
        let supplementaryCount = columns == .three ? share : 0
        let primary = [MailRoute.mailboxes] + (1..<(children - share - supplementaryCount)).map { MailRoute.mailbox($0) }
        let supplementary = (0..<supplementaryCount).map { MailRoute.mailbox(-1 - $0) }
        return (primary, supplementary, (0..<share).map { MailRoute.message($0) })
    }

    /// `copies` navigators in `layout`, each with buffers of its own.
    public func navigators(in layout: Layout) -> [SplitNavigator<MailRoute>] {
        let (primary, supplementary, detail) = routes
        return (0..<copies).map { _ in
            do {
                // The initializer maps the routes to fresh arrays of children (and collapses them
                // into a fresh stack for compact layout).
                return try SplitNavigator(
                    primary: primary, supplementary: supplementary, detail: detail, columns: columns,
                    width: layout == .compact ? .compact : .regular)
            } catch {
                fatalError("a state with a root cannot fail: \(error)")
            }
        }
    }

    /// `copies` baseline sets of arrays: the columns (regular) or the stack and empty column
    /// arrays (compact), each with buffers of its own.
    public func plainColumns(compact: Bool) -> [PlainColumns] {
        let (primary, supplementary, detail) = routes
        return (0..<copies).map { _ in
            var id = 0
            func child(_ route: MailRoute, _ column: Column) -> PlainChild {
                id += 1
                return PlainChild(id: id, route: route, column: column)
            }
            var columns = PlainColumns(
                primary: primary.map { child($0, .primary) },
                supplementary: supplementary.map { child($0, .supplementary) },
                detail: detail.map { child($0, .detail) },
                hasSupplementary: self.columns == .three)
            if compact {
                columns.collapse()
                // As the library's split, start the other columns afresh.
                columns.supplementary = []
                columns.detail = []
            }
            return columns
        }
    }
}

/// The baseline's arrays: the columns in regular layout, the stack (in `primary`) and empty
/// column arrays in compact layout.
public struct PlainColumns: Sendable {
    public var primary: [PlainChild]
    /// Always empty in a two-column split.
    public var supplementary: [PlainChild]
    public var detail: [PlainChild]
    /// Whether the split has a supplementary column.
    public let hasSupplementary: Bool

    /// Concatenates the columns into one stack (``PlainSplit/collapse(_:_:)``, or
    /// ``PlainSplit/collapse(_:_:_:)`` with three columns).
    public mutating func collapse() {
        if hasSupplementary {
            PlainSplit.collapse(&primary, &supplementary, &detail)
        } else {
            PlainSplit.collapse(&primary, &detail)
        }
    }

    /// Partitions the stack into the columns (``PlainSplit/split(_:_:)``, or
    /// ``PlainSplit/split(_:_:_:)`` with three columns).
    public mutating func split() {
        if hasSupplementary {
            PlainSplit.split(&primary, &supplementary, &detail)
        } else {
            PlainSplit.split(&primary, &detail)
        }
    }
}
