import SplitNavigation
import SplitText

/// What the live front end knows besides the navigator: names for new screens, the last event and
/// its outcome, and the width at which the layout splits.
struct TerminalSession {
    var navigator: SplitNavigator<String>
    var splitWidth: Int
    var status = "Ready."
    var counter = 0
    /// The cursor over the mailboxes accordion's visible rows.
    var cursor = 0

    /// The root child: the mailboxes, an accordion whose mailboxes show their messages.
    static let mailboxes: ChildID = 1

    init(policy: CollapsePolicy, splitWidth: Int, width: Int) throws {
        func mailbox(_ id: AccordionNodeID, _ name: String) -> AccordionNode<String> {
            AccordionNode(id: id, value: name, destination: RowDestination("\(name) messages", column: .detail))
        }
        let tree = try Accordion<String>(policy: .multiple, nodes: [
            AccordionNode(id: 1, value: "On My Mac", children: [mailbox(2, "Inbox"), mailbox(3, "Sent")]),
            AccordionNode(id: 4, value: "Work", children: [mailbox(5, "Projects")]),
        ])
        let state = try SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(tree))],
            layout: width >= splitWidth ? .regular : .compact, policy: policy)
        navigator = SplitNavigator(state: state, placeholder: PlaceholderProvider { primary in
            primary.count > 1 ? "Select a message" : "Select a mailbox"
        })
        self.splitWidth = splitWidth
    }

    static let help = "↑↓ row · space open/close · ⏎ select · p push · d push message · s show detail · r replace · ⌫/b back · x pop detail · z pop primary · t root · o detail only · q quit"

    /// The mailboxes accordion as it is now.
    var mailboxTree: Accordion<String>? {
        navigator.state.child(Self.mailboxes)?.content.accordion
    }

    /// The node under the cursor, if the cursor is on a node's row.
    var nodeUnderCursor: AccordionNodeID? {
        (try? mailboxTree?.row(at: cursor))?.id
    }

    /// The event a key sends, if any.
    mutating func event(for key: Key) -> NavigationEvent<String>? {
        func next(_ prefix: String) -> String {
            counter += 1
            return "\(prefix) \(counter)"
        }
        switch key {
        case .character("p"): return .push(NewChild(next("Mailbox"), preferring: .primary))
        case .character("d"): return .push(NewChild(next("Message"), preferring: .detail))
        case .character("s"): return .showDetail([NewChild(next("Message"), preferring: .detail)])
        case .character("r"): return .replaceTop(.detail, with: NewChild(next("Draft"), preferring: .detail))
        case .character("b"), .backspace: return .back
        case .character("x"): return .pop(.detail)
        case .character("z"): return .pop(.primary)
        case .character("t"): return .popToRoot(.primary)
        case .character("o"): return .setVisibility(navigator.state.visibility == .detailOnly ? .automatic : .detailOnly)
        case .character(" "): return nodeUnderCursor.map { .accordion(Self.mailboxes, .toggle($0)) }
        case .enter: return nodeUnderCursor.map { .accordion(Self.mailboxes, .select($0)) }
        default: return nil
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

    /// Follows the terminal's width: wide is regular, narrow is compact.
    mutating func fit(width: Int) {
        let layout: Layout = width >= splitWidth ? .regular : .compact
        if layout != navigator.state.layout {
            send(.setLayout(layout))
        }
    }

    /// The whole screen: a title, the layout, the status line and the keys.
    func screen(width: Int, rows: Int, style: TextStyle) -> [String] {
        let title = "split-terminal — \(navigator.state.layout) layout, \(navigator.state.policy) policy, \(width) columns"
        var lines = [style.event(title.clipped(to: width))]
        lines += PresentationText(width: width, style: style, highlightedRow: (Self.mailboxes, cursor)).lines(navigator.presentation)
        if !navigator.state.keptAside.isEmpty {
            lines.append(style.frame("kept aside: \(navigator.state.keptAside.map(\.route).joined(separator: ", "))".clipped(to: width)))
        }
        let footer = [
            (status.contains("rejected") ? style.error : style.change)(status.clipped(to: width)),
            style.frame(Self.help.clipped(to: width)),
        ]
        let room = max(0, rows - footer.count)
        return Array(lines.prefix(room)) + Array(repeating: "", count: max(0, room - lines.count)) + footer
    }
}
