import SplitNavigation

/// A `reach` line: `{"event":"reach","target":{"primary":[…],"supplementary":[…],"detail":[…],"modals":[…]},"reveal":true}`,
/// or with `"link":"/Mailboxes/-/Inbox"` instead of `target`. A missing column or `modals` is
/// empty (a target without modals dismisses every modal); without
/// `"reveal"` the visibility stays as it is (the Swift API reveals by default, but a line should
/// not change what it does not name).
struct BridgeReach: Decodable {
    let target: NavigationTarget<BridgeRoute>?
    let link: String?
    let reveal: Bool?

    /// The target the line names, read from the link for a split with `columns`; in a session
    /// of `json` routes each segment of the link that is JSON text is that value (see
    /// ``BridgeRoute/init(jsonSegment:)``).
    func target(columns: SplitColumns, routes: BridgeRouteKind) throws(NavigationError) -> NavigationTarget<BridgeRoute> {
        if let target { return target }
        var read = try NavigationTarget<BridgeRoute>(link: link ?? "", columns: columns)
        if routes == .json {
            for column in Column.allCases {
                read[column] = read[column].map(BridgeRoute.init(jsonSegment:))
            }
            read.modals = read.modals.map { modal in
                ModalTarget(
                    root: BridgeRoute(jsonSegment: modal.root), pushed: modal.pushed.map(BridgeRoute.init(jsonSegment:)),
                    style: modal.style)
            }
        }
        return read
    }
}
