import SplitNavigation

/// The link keys: `k` keeps a link to the screen, `g` reaches it again from wherever the person
/// went, with the sidebar's selection, the inbox's tab and its selected message, as a deep link
/// or a restored session would.
extension TerminalSession {
    /// How a route becomes a child when `g` makes one: the mailboxes are the accordion, an
    /// inbox has the tab bar `i` gives it, anything else is plain.
    static let maker = ChildMaker<String> { route, _ in
        if route == "Mailboxes", let tree = try? mailboxTree() { return .accordion(tree) }
        if route.hasPrefix("Inbox "), let group = try? TabGroup(tabs: inboxTabs) { return .tabs(group) }
        return .plain
    }

    /// Keeps the link to the screen (its routes and looks) and shows it in the status line.
    mutating func keepLink() {
        let link = navigator.state.link
        keptLink = link
        status = "link kept: \(link)"
    }

    /// Reaches the kept link in one step and says what it took.
    mutating func goToKeptLink() {
        guard let keptLink else {
            status = "no link kept: press k first"
            return
        }
        do throws(NavigationError) {
            let target = try NavigationTarget<String>(link: keptLink, columns: navigator.state.columns)
            let (events, changes) = try navigator.reach(target, making: Self.maker)
            status = "reach \(keptLink): \(events.count) events" + (changes.isEmpty ? ", no visible change" : "")
        } catch {
            status = "reach rejected — \(error.code): \(error.message)"
        }
        _ = moveCursor(by: 0)
    }
}
