import SplitNavigation

/// A `reach` line: `{"event":"reach","target":{"primary":[…],"supplementary":[…],"detail":[…]},"reveal":true}`,
/// or with `"link":"/Mailboxes/-/Inbox"` instead of `target`. A missing column is empty; without
/// `"reveal"` the visibility stays as it is (the Swift API reveals by default, but a line should
/// not change what it does not name).
struct BridgeReach: Decodable {
    let target: NavigationTarget<BridgeRoute>?
    let link: String?
    let reveal: Bool?

    /// The target the line names, read from the link for a split with `columns`.
    func target(columns: SplitColumns) throws(NavigationError) -> NavigationTarget<BridgeRoute> {
        if let target { return target }
        return try NavigationTarget(link: link ?? "", columns: columns)
    }
}
