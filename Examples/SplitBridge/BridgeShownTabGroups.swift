import SplitNavigation

/// The tab group children on screen, for the fingerprint's `tabs=` field: each one's id, the
/// index of its selected tab and its number of tabs.
///
/// The fingerprint must cost O(1) in the size of the stacks (docs/guarantees.md), and a tab group
/// child can be anywhere in a stack, not only on top; so the session keeps this from each
/// event's changes, which take the old presentation to the new one exactly, instead of looking
/// for tab groups in the stacks. An event costs O(*k*) for its *k* changes; a `start` looks once.
/// Children kept aside by `hideDetail` are not on screen (their changes say so), and children in
/// modals are plain.
struct BridgeShownTabGroups: Sendable, Equatable {
    /// What the fingerprint reads of one tab group.
    struct Bar: Sendable, Equatable {
        /// The index of the selected tab in the tab bar.
        var selected: Int
        /// How many tabs the bar has.
        var count: Int
    }

    /// The tab group children on screen, by id.
    private var bars: [ChildID: Bar] = [:]

    /// No tab group on screen (before a `start`, or in a session that needs no fingerprint).
    init() {}

    /// The tab group children a presentation shows, in its columns or its compact stack.
    init(_ presentation: Presentation<BridgeRoute>) {
        for column in presentation.columns.all {
            for child in presentation.stack(column) { note(child) }
        }
    }

    /// Follows an accepted event's changes.
    mutating func apply(_ changes: [NavigationChange<BridgeRoute>]) {
        for change in changes {
            switch change {
            case .inserted(let child, _, _), .updated(let child, _, _, _):
                note(child)
            case .removed(let id, _, _):
                bars[id] = nil
            case .replaced(let id, let child, _, _):
                bars[id] = nil
                note(child)
            default:
                // A move keeps a child's content; modals hold plain children; the rest are not
                // children.
                break
            }
        }
    }

    /// Notes a child that is now on screen as it now is: a tab group's bar, or none.
    private mutating func note(_ child: Child<BridgeRoute>) {
        guard let group = child.content.tabs else {
            bars[child.id] = nil
            return
        }
        bars[child.id] = Bar(selected: group.tabs.firstIndex { $0.id == group.selected } ?? 0, count: group.tabs.count)
    }

    /// ` tabs=1:0:3,7:1:2` — for each tab group child on screen, by id, its id, selected index
    /// and tab count — or nothing while none is on screen.
    ///
    /// - Complexity: O(*t* log *t*) for *t* tab group children on screen.
    var summary: String {
        guard !bars.isEmpty else { return "" }
        return " tabs=" + bars.sorted { $0.key < $1.key }.map { "\($0.key.rawValue):\($0.value.selected):\($0.value.count)" }
            .joined(separator: ",")
    }
}
