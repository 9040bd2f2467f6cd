import SplitNavigation

/// The tab bar keys: `i` shows an inbox whose list has a tab bar, and `[` and `]` select the
/// previous and next tab of the tab bar on screen. Each tab keeps what it showed to the right of
/// the list (its messages), so switching away and back brings them back, through resizes too.
extension TerminalSession {
    /// The inbox's tabs: Focused, and Other with a badge of unread mail.
    static let inboxTabs = [Tab<String>("focused", value: "Focused"), Tab("other", value: "Other", badge: "3")]

    /// The event `i` sends: a new inbox with the tab bar, shown in the supplementary column as
    /// `l` shows a list; `s` then opens a message from it, under the selected tab.
    mutating func showTabbedInbox() -> NavigationEvent<String>? {
        // The tabs are fixed and distinct, so the group is always made; no key can crash the app.
        guard let group = try? TabGroup(tabs: Self.inboxTabs) else { return nil }
        return .showSupplementary([NewChild(next("Inbox"), preferring: .supplementary, content: .tabs(group))])
    }

    /// The tab group the tab keys work: of the tab group children drawn, the one in the rightmost
    /// column and highest in its stack, nearest to where the person is working. `nil` when none
    /// is drawn (a tab bar kept aside or in a hidden column cannot be clicked either).
    var tabGroupOnScreen: (id: ChildID, group: TabGroup<String>)? {
        let presentation = presentation
        for column in presentation.visibleColumns.reversed() {
            for child in presentation.stack(column).reversed() {
                if let group = child.content.tabs { return (child.id, group) }
            }
        }
        return nil
    }

    /// The event `[` (`offset` -1) or `]` (+1) sends: select the tab before or after the selected
    /// one, round the ends, as a tab bar's keyboard shortcuts do. `nil` without a tab bar on
    /// screen, or with a single tab (selecting the selected tab would change nothing).
    func selectTab(by offset: Int) -> NavigationEvent<String>? {
        guard let (id, group) = tabGroupOnScreen, group.tabs.count > 1,
              let index = group.tabs.firstIndex(where: { $0.id == group.selected }) else { return nil }
        let count = group.tabs.count
        let target = ((index + offset) % count + count) % count
        return .tabs(id, .selectTab(group.tabs[target].id))
    }
}
