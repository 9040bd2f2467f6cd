import SplitNavigation
import SplitText

/// What the live front end knows besides the navigator: names for new screens, the last event and
/// its outcome, the widths at which one, two or three columns fit, and whether the hidden
/// columns are revealed.
struct TerminalSession {
    var navigator: SplitNavigator<String>
    var widths: WidthThresholds
    var status = "Ready."
    var counter = 0
    /// The cursor over the mailboxes accordion's visible rows.
    var cursor = 0
    /// Whether the columns left of the visible ones are drawn beside them, as a sidebar button
    /// reveals them over the others on a device.
    var revealsHiddenColumns = false

    /// The root child: the mailboxes, an accordion whose mailboxes show their message lists.
    static let mailboxes: ChildID = 1

    /// The link `k` kept, which `g` goes back to.
    var keptLink: String?

    /// The mailboxes: two panels whose mailboxes show their message lists.
    static func mailboxTree() throws(AccordionError) -> Accordion<String> {
        func mailbox(_ id: AccordionNodeID, _ name: String) -> AccordionNode<String> {
            AccordionNode(id: id, value: name, destination: RowDestination("\(name) messages", column: .supplementary))
        }
        return try Accordion<String>(policy: .multiple, nodes: [
            AccordionNode(id: 1, title: "On My Mac", children: [mailbox(2, "Inbox"), mailbox(3, "Sent")]),
            AccordionNode(id: 4, title: "Work", children: [mailbox(5, "Projects")]),
        ])
    }

    init(policy: CollapsePolicy, widths: WidthThresholds, width: Int) throws {
        let state = try SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(Self.mailboxTree()))],
            columns: .three, width: widths.width(forColumns: width), policy: policy)
        navigator = SplitNavigator(state: state, placeholder: PlaceholderProvider(columns: { request in
            switch request.column {
            case .supplementary: .text("Select a mailbox")
            default: .text(request.supplementary.isEmpty ? "No mailbox open" : "Select a message")
            }
        }))
        self.widths = widths
    }

    /// The keys, in four lines: moving about, navigating the columns, modals, and tab bars.
    static let help = [
        "↑↓ row · space open/close · ⏎ select · ⇥ reveal hidden columns · v visibility · o detail only · q quit",
        "p push folder · m push list · l show list · d push message · s select message · r replace · ⌫/b back · x/y/z pop message/list/folder · t root",
        "c compose in a sheet · f full-screen cover · e/esc dismiss — in a modal: a attach · d push message · x pop · r replace · t root · ⌫/b back, then dismiss",
        "i show an inbox with tabs (Focused · Other) · [ ] previous/next tab of the tab bar on screen: each tab keeps its own messages",
        "k keep a link to this screen · g go back to the kept link (the sidebar's selection, the tab and the selected message too)",
    ]

    /// The mailboxes accordion as it is now.
    var mailboxTree: Accordion<String>? {
        navigator.state.child(Self.mailboxes)?.content.accordion
    }

    /// The node under the cursor, if the cursor is on a node's row.
    var nodeUnderCursor: AccordionNodeID? {
        (try? mailboxTree?.row(at: cursor))?.id
    }

    /// The visibility `v` chooses next: automatic, double column, detail only, all, and round.
    var nextVisibility: ColumnVisibility {
        switch navigator.state.visibility {
        case .automatic: .doubleColumn
        case .doubleColumn: .detailOnly
        case .detailOnly: .all
        case .all: .automatic
        }
    }

    /// A new screen's name: the prefix and the next number.
    mutating func next(_ prefix: String) -> String {
        counter += 1
        return "\(prefix) \(counter)"
    }

    /// The event a key sends, if any. While a modal is up, the keys that navigate a stack
    /// navigate the modal's own (see ``modalEvent(for:)``).
    mutating func event(for key: Key) -> NavigationEvent<String>? {
        if !navigator.state.modals.isEmpty, let event = modalEvent(for: key) {
            return event
        }
        switch key {
        case .character("c"): return .present(NewChild(next("Compose"), preferring: .detail), style: .sheet)
        case .character("f"): return .present(NewChild(next("Viewer"), preferring: .detail), style: .fullScreenCover)
        case .character("e"), .escape: return .dismiss
        case .character("i"): return showTabbedInbox()
        case .character("["): return selectTab(by: -1)
        case .character("]"): return selectTab(by: 1)
        case .character("p"): return .push(NewChild(next("Folder"), preferring: .primary))
        case .character("m"): return .push(NewChild(next("List"), preferring: .supplementary))
        case .character("l"): return .showSupplementary([NewChild(next("List"), preferring: .supplementary)])
        case .character("d"): return .push(NewChild(next("Message"), preferring: .detail))
        case .character("s"):
            // The open list's selection (the list then highlights it), else a plain show of the
            // detail column.
            let message = next("Message")
            if let list = navigator.top(of: .supplementary) {
                return .selectRow(message, in: list.id, showing: [NewChild(message, preferring: .detail)])
            }
            return .showDetail([NewChild(message, preferring: .detail)])
        case .character("r"): return .replaceTop(.detail, with: NewChild(next("Draft"), preferring: .detail))
        case .character("b"), .backspace: return .back
        case .character("x"): return .pop(.detail)
        case .character("y"): return .pop(.supplementary)
        case .character("z"): return .pop(.primary)
        case .character("t"): return .popToRoot(.primary)
        case .character("v"): return .setVisibility(nextVisibility)
        case .character("o"): return .setVisibility(navigator.state.visibility == .detailOnly ? .automatic : .detailOnly)
        case .character(" "): return nodeUnderCursor.map { .accordion(Self.mailboxes, .toggle($0)) }
        case .enter: return nodeUnderCursor.map { .accordion(Self.mailboxes, .selectNode($0)) }
        default: return nil
        }
    }

    /// The event a key sends inside the top modal: pushes, pops and replacements address the
    /// modal's stack, as a sheet's own navigation controller would; `nil` for the keys that
    /// work as they do without a modal (back, dismiss, presenting another modal, layout keys).
    mutating func modalEvent(for key: Key) -> NavigationEvent<String>? {
        switch key {
        case .character("a"): .modal(.push(NewChild(next("Attachments"), preferring: .detail)))
        case .character("d"): .modal(.push(NewChild(next("Message"), preferring: .detail)))
        case .character("x"): .modal(.pop)
        case .character("r"): .modal(.replaceTop(NewChild(next("Draft"), preferring: .detail)))
        case .character("t"): .modal(.popToRoot)
        default: nil
        }
    }

    /// Moves the cursor over the accordion's rows; returns whether it moved.
    mutating func moveCursor(by offset: Int) -> Bool {
        let count = mailboxTree?.visibleCount ?? 0
        let target = min(max(0, cursor + offset), max(0, count - 1))
        defer { cursor = target }
        return target != cursor
    }

    /// Sends an event and records the outcome for the status line.
    mutating func send(_ event: NavigationEvent<String>) {
        do throws(NavigationError) {
            let changes = try navigator.send(event)
            status = "\(event.name): " + (changes.isEmpty ? "no visible change" : changes.map(\.description).joined(separator: "; "))
        } catch {
            status = "\(event.name) rejected — \(error.code): \(error.message)"
        }
        // Rows may have closed under the cursor: keep it on a row.
        _ = moveCursor(by: 0)
    }

    /// Follows the terminal's width: one, two or three columns fit.
    mutating func fit(width: Int) {
        let fitting = widths.width(forColumns: width)
        if fitting != navigator.state.width {
            revealsHiddenColumns = false
            send(.setWidth(fitting))
        }
    }

    /// What to draw: the navigator's presentation, with the hidden columns to the left of the
    /// visible ones drawn beside them while they are revealed.
    var presentation: Presentation<String> {
        let presentation = navigator.presentation
        let hidden = presentation.revealableColumns
        guard revealsHiddenColumns, !hidden.isEmpty else { return presentation }
        return .regular(
            primary: presentation.stack(.primary), supplementary: presentation.stack(.supplementary),
            detail: presentation.stack(.detail), columns: presentation.columns,
            supplementaryPlaceholder: presentation.placeholder(for: .supplementary),
            detailPlaceholder: presentation.placeholder(for: .detail),
            visibleColumns: hidden + presentation.visibleColumns, modals: presentation.modals)
    }

    /// The whole screen: a title, the layout, the status line and the keys.
    func screen(width: Int, rows: Int, style: TextStyle) -> [String] {
        let state = navigator.state
        let revealed = revealsHiddenColumns && !navigator.presentation.revealableColumns.isEmpty ? ", sidebar revealed" : ""
        let title = "split-terminal — \(state.width) width, \(state.width.columnsThatFit) of 3 columns fit, "
            + "\(state.visibility) visibility\(revealed), \(state.policy), \(width) cols"
        var lines = [style.event(title.clipped(to: width))]
        lines += PresentationText(width: width, style: style, highlightedRow: (Self.mailboxes, cursor)).lines(presentation)
        if !state.keptAside.isEmpty {
            lines.append(style.frame("kept aside: \(state.keptAside.map(\.route).joined(separator: ", "))".clipped(to: width)))
        }
        let footer = [
            (status.contains("rejected") ? style.error : style.change)(status.clipped(to: width)),
        ] + Self.help.map { style.frame($0.clipped(to: width)) }
        let room = max(0, rows - footer.count)
        return Array(lines.prefix(room)) + Array(repeating: "", count: max(0, room - lines.count)) + footer
    }
}

/// The terminal widths, in characters, from which two and three columns fit.
struct WidthThresholds {
    /// Narrower than this is compact: one column.
    var medium = 80
    /// From this width every column fits; between the two, two columns fit.
    var regular = 140

    /// How many columns fit in a terminal `columns` characters wide.
    func width(forColumns columns: Int) -> Width {
        columns >= regular ? .regular : columns >= medium ? .medium : .compact
    }
}
