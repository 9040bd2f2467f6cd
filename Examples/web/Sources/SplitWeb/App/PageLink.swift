import SplitNavigation

/// The page's address for a state: the library's link, without `?visibility=automatic`, which
/// every fresh session has, so that ordinary addresses read as paths alone
/// (`/mailboxes/-/Inbox/-/3`). A visibility the person or a reveal chose stays in the query.
enum PageLink {
    static func of(_ state: SplitState<WebRoute>) -> String {
        var target = NavigationTarget(state)
        if target.visibility == .automatic {
            target.visibility = nil
        }
        return target.link
    }
}
