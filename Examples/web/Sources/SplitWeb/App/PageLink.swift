import SplitNavigation

/// The page's address for a state, and the way back from an address to a state.
///
/// The address is the library's link for the columns, without `?visibility=automatic`, which
/// every fresh session has, so that ordinary addresses read as paths alone
/// (`/mailboxes/-/Inbox/-/3`); a visibility the person or a reveal chose stays in the query. Two
/// things the library's link does not carry are the page's own:
///
/// - **The tab on screen.** `NavigationTarget` names routes, not a tab group's selection, so
///   All Inboxes with Other selected adds `tab=other` to the query (nothing for the first tab,
///   Focused). Reading it selects the tab before the rest of the link is reached, so the
///   message in the link lands in that tab, and a back or forward brings back the tab it left.
/// - **Content.** Reaching a target creates plain children; All Inboxes needs its tab bar, so the
///   list the link names is created with it.
///
/// Modals are not in the address: it names the columns under the sheet (see docs/web.md). The
/// library's links can carry them (`modal=` items), so the page takes them out of the target it
/// writes, and keeps the sheets that are up when it reaches an address, so that a back, a forward
/// or a reload never opens or dismisses a draft by itself.
enum PageLink {
    /// The query key naming the selected tab.
    static let tabKey = "tab"

    static func of(_ state: SplitState<WebRoute>) -> String {
        var target = NavigationTarget(state)
        target.modals = []
        if target.visibility == .automatic {
            target.visibility = nil
        }
        var link = target.link
        if let (_, bar) = tabBar(in: state), bar.selected != bar.tabs[0].id {
            // Tab ids are the app's own plain words (`other`): nothing to percent-encode.
            link += (link.contains("?") ? "&" : "?") + "\(tabKey)=\(bar.selected.rawValue)"
        }
        return link
    }

    /// The events that take `state` to the place `link` names, to send as one batch: the tab the
    /// query names selected first when All Inboxes stays on screen, then the library's
    /// `eventsToReach` from there, with All Inboxes created with its tab bar when it is new.
    ///
    /// - Parameter read: the messages the session has read, for a new list's badge.
    /// - Throws: `invalidLink`, always: for a link the library cannot read (whatever its reader
    ///   says is wrong), a message under a list that does not hold it, a `tab` given twice,
    ///   naming a tab All Inboxes lacks or given without All Inboxes, All Inboxes anywhere but at
    ///   the bottom of the list column, or a target the library cannot reach.
    static func events(
        toReach link: String, from state: SplitState<WebRoute>, read: Set<Int>
    ) throws(NavigationError) -> [NavigationEvent<WebRoute>] {
        let (columnsLink, tab) = try splitTab(off: link)
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
        let opensAllInboxes = target.supplementary.first == .allInboxes
        if let tab, !opensAllInboxes {
            throw invalid(link, "\"\(tabKey)=\(tab.rawValue.prefix(40))\" names a tab, but the link opens no tab bar")
        }
        let wanted = tab ?? AllInboxes.focused
        // A message is read under the list that holds it, or not at all: shown under another
        // list it would be highlighted nowhere and its back would lead to a list without it.
        if let list = target.supplementary.last {
            for case .message(let number) in target.detail where !holds(list, message: number, tab: wanted) {
                throw invalid(link, "message \(number) is not in \(WebRoute.title(list))" + (list == .allInboxes ? "'s \(wanted.rawValue) tab" : ""))
            }
        }
        // A list kept on the way keeps its tabs' stacks; select the wanted tab on a copy first,
        // so that the rest is reached from what that tab shows.
        var scratch = SplitNavigator(state: state, placeholder: MailApp.placeholder)
        var events: [NavigationEvent<WebRoute>] = []
        if opensAllInboxes, let (list, bar) = tabBar(in: state), bar.selected != wanted {
            let select = NavigationEvent<WebRoute>.tabs(list.id, .selectTab(wanted))
            try scratch.send(select)
            events.append(select)
        }
        let steps: [NavigationEvent<WebRoute>]
        do throws(NavigationError) {
            steps = try scratch.state.eventsToReach(target)
        } catch {
            throw invalid(link, error.message)
        }
        for event in steps {
            if case .push(let new, let column) = event, new.route == .allInboxes {
                events.append(.push(try AllInboxes.child(selected: wanted, read: read), onto: column))
            } else {
                events.append(event)
            }
        }
        return events
    }

    /// Whether a list route lists a message: a mailbox its own mail, All Inboxes the tab's.
    private static func holds(_ list: WebRoute, message: Int, tab: TabID) -> Bool {
        switch list {
        case .mailbox(let name): SampleMail.message(message)?.mailbox == name
        case .allInboxes: AllInboxes.tab(of: message) == tab
        default: false
        }
    }

    /// The link without its `tab=…`, and the tab it names.
    private static func splitTab(off link: String) throws(NavigationError) -> (String, TabID?) {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return (link, nil) }
        var kept: [Substring] = []
        var tab: TabID?
        for item in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
            guard item.hasPrefix("\(tabKey)=") else {
                kept.append(item)
                continue
            }
            guard tab == nil else { throw invalid(link, "the query gives \"\(tabKey)\" twice") }
            let name = String(item.dropFirst(tabKey.count + 1))
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

    /// The list with a tab bar in the list column, as the next split would show it, if any.
    static func tabBar(in state: SplitState<WebRoute>) -> (child: Child<WebRoute>, bar: TabGroup<WebRoute>)? {
        for child in state.stack(.supplementary) {
            if let bar = child.content.tabs { return (child, bar) }
        }
        return nil
    }
}
