import SplitNavigation

/// A `reach` line: `{"event":"reach","target":{"primary":[…],"supplementary":[…],"detail":[…],"modals":[…],"looks":[…]},"reveal":true}`,
/// or with `"link":"/Mailboxes;node=2/-/Inbox"` instead of `target`. A missing column, `modals` or
/// `looks` is empty (a target without modals dismisses every modal); new children get the
/// content the session last gave their route (see ``BridgeChildMaker``); without
/// `"reveal"` the visibility stays as it is (the Swift API reveals by default, but a line should
/// not change what it does not name).
struct BridgeReach: Decodable {
    let target: NavigationTarget<BridgeRoute>?
    let link: String?
    let reveal: Bool?

    /// The target the line names, read from the link for a split with `columns`; in a session
    /// of `json` routes each segment of the link that is JSON text is that value (see
    /// ``BridgeRoute/init(jsonSegment:)``), nesting at most ``BridgeRoute/maximumLinkNesting``
    /// levels, so that the events of the answer can be sent back on a line.
    func target(columns: SplitColumns, routes: BridgeRouteKind) throws(NavigationError) -> NavigationTarget<BridgeRoute> {
        if let target { return target }
        let link = link ?? ""
        var read = try NavigationTarget<BridgeRoute>(link: link, columns: columns)
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
