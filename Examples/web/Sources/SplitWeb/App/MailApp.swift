import SplitNavigation

/// How every session starts: the accounts accordion alone in the primary column of a
/// three-column split (mailboxes | messages | message).
enum MailApp {
    /// The sidebar's accordion: All Inboxes first, then one panel per account, titled with its
    /// name (a panel is no place to go, so no route), each row a mailbox whose destination is its
    /// message list in the supplementary column.
    static func sidebar() throws(AccordionError) -> Accordion<WebRoute> {
        var nextID = 1
        var panels: [AccordionNode<WebRoute>] = []
        for account in SampleMail.accounts {
            let panelID = AccordionNodeID(nextID)
            nextID += 1
            var rows: [AccordionNode<WebRoute>] = []
            for mailbox in account.mailboxes {
                rows.append(AccordionNode(
                    id: AccordionNodeID(nextID), value: .mailbox(mailbox),
                    destination: RowDestination(.mailbox(mailbox), column: .supplementary)))
                nextID += 1
            }
            panels.append(AccordionNode(id: panelID, title: account.name, isExpanded: true, children: rows))
        }
        // All Inboxes comes first, as mail apps list it, but is numbered after the accounts so
        // that the mailboxes keep the row ids their links and tests have always had.
        let allInboxes = AccordionNode<WebRoute>(id: AllInboxes.row, value: .allInboxes)
        return try Accordion(policy: .multiple, nodes: [allInboxes] + panels)
    }

    /// The placeholders, as text: pick a mailbox first, then a message.
    static let placeholder = PlaceholderProvider<WebRoute>(columns: { request in
        switch request.column {
        case .supplementary: .text("Select a mailbox")
        default: .text(request.supplementary.isEmpty ? "No mailbox open" : "Select a message")
        }
    })

    /// How a link's new children get the content the app's clicks give them: the sidebar its
    /// accordion, All Inboxes its tab bar (Other's badge counting the messages not in `read`).
    static func maker(read: Set<Int>) throws(NavigationError) -> ChildMaker<WebRoute> {
        let accordion: Accordion<WebRoute>
        do throws(AccordionError) { accordion = try sidebar() } catch { throw NavigationError(error) }
        let tabs = try AllInboxes.child(read: read).content
        return ChildMaker { route, _ in
            switch route {
            case .mailboxes: .accordion(accordion)
            case .allInboxes: tabs
            default: .plain
            }
        }
    }

    /// The list a sidebar row opens, or `nil` for a panel or a node the sidebar lacks.
    static func list(openedBy node: AccordionNodeID) -> WebRoute? {
        switch try? sidebarRows.value(of: node) {
        case .some(let route) where route == .allInboxes: route
        case .some(.mailbox(let name)): .mailbox(name)
        default: nil
        }
    }

    /// The sidebar row that opens a list, or `nil`.
    static func row(opening list: WebRoute) -> AccordionNodeID? {
        (1...AllInboxes.row.rawValue).lazy.map { AccordionNodeID($0) }.first { Self.list(openedBy: $0) == list }
    }

    /// The sidebar as every session starts it, for looking rows up.
    private static let sidebarRows: Accordion<WebRoute> = {
        do { return try sidebar() } catch { preconditionFailure("the sidebar's rows are fixed and distinct: \(error)") }
    }()

    /// A new session's navigator, at the width the page reported.
    static func start(width: Width) throws -> SplitNavigator<WebRoute> {
        let root = NewChild(WebRoute.mailboxes, preferring: .primary, content: .accordion(try sidebar()))
        let state = try SplitState(primary: [root], columns: .three, width: width)
        return SplitNavigator(state: state, placeholder: placeholder)
    }
}
