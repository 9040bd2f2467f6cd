import SplitNavigation

/// The page's address for a state, and the way back from an address to a state.
///
/// The address is the library's link, looks included, without `?visibility=automatic`, which
/// every fresh session has: `/mailboxes;node=2;open=1,5/-/Inbox;row=3/-/3` is the sidebar with
/// Inbox highlighted and both accounts open, the Inbox list with message 3 selected, and message 3
/// (docs/web.md, "Links"). A visibility the person or a reveal chose stays in the query.
///
/// Modals are not in the address: it names the columns under the sheet (see docs/web.md). The
/// library's links can carry them (`modal=` items), so the page takes them out of the target it
/// writes, and keeps the sheets that are up when it reaches an address, so that a back, a forward
/// or a reload never opens or dismisses a draft by itself.
enum PageLink {
    /// The query key of the selected tab in addresses written before links carried looks
    /// (`?tab=other`), still read as All Inboxes' `;tab=` look.
    static let legacyTabKey = "tab"

    static func of(_ state: SplitState<WebRoute>) -> String {
        var target = NavigationTarget(state)
        target.modals = []
        if target.visibility == .automatic {
            target.visibility = nil
        }
        return target.link
    }

    /// The events that take `state` to the place `link` names, to send as one batch: the
    /// library's `eventsToReach` with the app's `ChildMaker`, for the link's target with the looks
    /// it leaves out filled in (see ``completeLooks(of:link:)``).
    ///
    /// - Parameter read: the messages the session has read, for a new list's badge.
    /// - Throws: `invalidLink`, always: for a link the library cannot read (whatever its reader
    ///   says is wrong), a message under a list that does not hold it, looks this app never
    ///   shows (see ``completeLooks(of:link:)``), All Inboxes anywhere but at the bottom of the
    ///   list column, or a target the library cannot reach.
    static func events(
        toReach link: String, from state: SplitState<WebRoute>, read: Set<Int>
    ) throws(NavigationError) -> [NavigationEvent<WebRoute>] {
        let (columnsLink, legacyTab) = try splitLegacyTab(off: link)
        var target: NavigationTarget<WebRoute>
        do throws(NavigationError) {
            target = try NavigationTarget<WebRoute>(link: columnsLink, columns: .three)
        } catch {
            // One rule for links: whatever the library's reader finds wrong (too many groups, a
            // segment that is not UTF-8), a link the page cannot read is `invalidLink`.
            throw error.code == .invalidLink ? error : invalid(link, error.message)
        }
        // The address names no sheet: the sheets that are up stay (see above).
        target.modals = NavigationTarget(state).modals
        if target.supplementary.dropFirst().contains(.allInboxes) {
            throw invalid(link, "\(AllInboxes.name) can only be the list itself, at the bottom of the list column")
        }
        if let legacyTab {
            guard target.supplementary.first == .allInboxes else {
                throw invalid(link, "\"\(legacyTabKey)=\(legacyTab.rawValue.prefix(40))\" names a tab, but the link opens no tab bar")
            }
            var look = target.look(of: .supplementary, at: 0) ?? ChildLook()
            guard look.selectedTab == nil else { throw invalid(link, "the link gives All Inboxes' tab twice") }
            look.selectedTab = legacyTab
            target.setLook(look, of: .supplementary, at: 0)
        }
        try completeLooks(of: &target, link: link)
        do throws(NavigationError) {
            return try state.eventsToReach(target, making: try MailApp.maker(read: read))
        } catch {
            throw invalid(link, error.message)
        }
    }

    /// Fills in the looks a link leaves out, as this app's own clicks would have made them, and
    /// refuses looks its clicks never make. So an address written before links carried looks, or
    /// typed by hand (`/mailboxes/-/Inbox/-/3`), opens with the same highlights as a click would:
    ///
    /// - the sidebar highlights the row of the list the link opens (a link without a list keeps
    ///   the sidebar's `node=`, which may name any mailbox row, as after a back at compact width);
    /// - All Inboxes shows Focused unless a tab is named;
    /// - a list selects the message the link opens, and a message is read under its own list.
    private static func completeLooks(of target: inout NavigationTarget<WebRoute>, link: String) throws(NavigationError) {
        var sidebar = target.look(of: .primary, at: 0) ?? ChildLook()
        if let row = sidebar.selectedRow {
            throw invalid(link, "the sidebar highlights a row by its node, not \"row=\(row.linkSegment.prefix(40))\"")
        }
        let list = target.supplementary.last
        if let node = sidebar.selectedNode {
            guard let opens = MailApp.list(openedBy: node) else {
                throw invalid(link, "sidebar node \(node.rawValue) is not a mailbox row")
            }
            if let first = target.supplementary.first, first != opens {
                throw invalid(link, "the sidebar highlights \(WebRoute.title(opens)), but the link opens \(WebRoute.title(first))")
            }
        } else if let first = target.supplementary.first {
            sidebar.selectedNode = MailApp.row(opening: first)
        }
        target.setLook(sidebar, of: .primary, at: 0)
        guard let list else { return }
        let index = target.supplementary.count - 1
        var look = target.look(of: .supplementary, at: index) ?? ChildLook()
        if list == .allInboxes, look.selectedTab == nil {
            look.selectedTab = AllInboxes.focused
        }
        let tab = look.selectedTab ?? AllInboxes.focused
        if let opened = target.detail.first {
            if let row = look.selectedRow, row != opened {
                throw invalid(link, "the list selects \(row.linkSegment.prefix(40)), but the link opens \(opened.linkSegment)")
            }
            look.selectedRow = opened
        }
        target.setLook(look, of: .supplementary, at: index)
        // A message is read under the list that holds it, or not at all: shown under another
        // list it would be highlighted nowhere and its back would lead to a list without it.
        for case .message(let number) in target.detail where !holds(list, message: number, tab: tab) {
            throw invalid(link, "message \(number) is not in \(WebRoute.title(list))" + (list == .allInboxes ? "'s \(tab.rawValue) tab" : ""))
        }
    }

    /// Whether a list route lists a message: a mailbox its own mail, All Inboxes the tab's.
    private static func holds(_ list: WebRoute, message: Int, tab: TabID) -> Bool {
        switch list {
        case .mailbox(let name): SampleMail.message(message)?.mailbox == name
        case .allInboxes: AllInboxes.tab(of: message) == tab
        default: false
        }
    }

    /// The link without an old-form `tab=…` query item, and the tab it names.
    private static func splitLegacyTab(off link: String) throws(NavigationError) -> (String, TabID?) {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return (link, nil) }
        var kept: [Substring] = []
        var tab: TabID?
        for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
            guard item.hasPrefix("\(legacyTabKey)=") else {
                kept.append(item)
                continue
            }
            guard tab == nil else { throw invalid(link, "the query gives \"\(legacyTabKey)\" twice") }
            let name = String(item.dropFirst(legacyTabKey.count + 1))
            guard AllInboxes.tabs.contains(where: { $0.id.rawValue == name }) else {
                throw invalid(link, "\"\(name.prefix(40))\" is not a tab of \(AllInboxes.name)")
            }
            tab = TabID(name)
        }
        let path = String(parts[0])
        return (kept.isEmpty ? path : path + "?" + kept.joined(separator: "&"), tab)
    }

    /// The library's wording for a link it cannot read, for the parts only the page reads.
    private static func invalid(_ link: String, _ reason: String) -> NavigationError {
        NavigationError(.invalidLink, "the link \"\(link)\" cannot be read: \(reason)")
    }

}
