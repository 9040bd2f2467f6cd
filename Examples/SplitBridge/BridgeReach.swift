import SplitNavigation

/// A `reach` line: `{"event":"reach","target":{"primary":[…],"supplementary":[…],"detail":[…],"modals":[…],"looks":[…]},"reveal":true}`,
/// or with `"link":"/Mailboxes;node=2/-/Inbox"` instead of `target`. A missing column, `modals` or
/// `looks` is empty (a target without modals dismisses every modal); new children get the
/// content the session last gave their route (see ``BridgeChildMaker``); without
/// `"reveal"` the visibility stays as it is (the Swift API reveals by default, but a line should
/// not change what it does not name).
///
/// A target names at most ``maximumRoutes`` routes in all (columns and modals); more is
/// `limitExceeded`, before anything is reached, so that a line's memory stays bounded: a reach
/// answer holds each new child three times (its event, its change and the presentation).
struct BridgeReach: Decodable {
    let target: NavigationTarget<BridgeRoute>?
    let link: String?
    let reveal: Bool?

    /// The most routes a `reach` line's target may name, in its columns and modals together.
    static let maximumRoutes = 100_000

    /// Refuses a target naming more than ``maximumRoutes`` routes.
    static func checkSize(of target: NavigationTarget<BridgeRoute>) throws(NavigationError) {
        let routes = target.primary.count + target.supplementary.count + target.detail.count
            + target.modals.reduce(0) { $0 + 1 + $1.pushed.count }
        guard routes <= maximumRoutes else {
            throw NavigationError(
                .limitExceeded, "the target names \(routes) routes; a reach names at most \(maximumRoutes) (send the rest as pushes)")
        }
    }

    /// The target the line names, read from the link for a split with `columns`; in a session
    /// of `json` routes each segment of the link that is JSON text is that value (see
    /// ``BridgeRoute/init(jsonSegment:)``), nesting at most ``BridgeRoute/maximumLinkNesting``
    /// levels, so that the events of the answer can be sent back on a line.
    func target(columns: SplitColumns, routes: BridgeRouteKind) throws(NavigationError) -> NavigationTarget<BridgeRoute> {
        if let target {
            try Self.checkSize(of: target)
            return target
        }
        let link = link ?? ""
        var read = try NavigationTarget<BridgeRoute>(link: link, columns: columns)
        try Self.checkSize(of: read)
        if routes == .json {
            func route(_ segment: BridgeRoute) throws(NavigationError) -> BridgeRoute {
                let route = BridgeRoute(jsonSegment: segment)
                let nesting = route.nesting
                guard nesting <= BridgeRoute.maximumLinkNesting else {
                    throw NavigationError(
                        .invalidLink,
                        "the link \"\(link)\" cannot be read: a segment is JSON nesting \(nesting) levels deep; a route in a link nests at most \(BridgeRoute.maximumLinkNesting)")
                }
                return route
            }
            for column in Column.allCases {
                var routes: [BridgeRoute] = []
                for segment in read[column] { routes.append(try route(segment)) }
                read[column] = routes
            }
            var modals: [ModalTarget<BridgeRoute>] = []
            for modal in read.modals {
                var pushed: [BridgeRoute] = []
                for segment in modal.pushed { pushed.append(try route(segment)) }
                modals.append(ModalTarget(root: try route(modal.root), pushed: pushed, style: modal.style))
            }
            read.modals = modals
            for (position, look) in read.looks {
                guard let row = look.selectedRow else { continue }
                var look = look
                look.selectedRow = try route(row)
                read.setLook(look, of: position.column, at: position.index)
            }
        }
        return read
    }
}
