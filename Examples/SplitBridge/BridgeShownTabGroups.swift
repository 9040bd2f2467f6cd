import SplitNavigation

/// The tab group children on screen, for the fingerprint's `tabs=` field: how many there are and
/// the sum of their bars' hashes (see ``summary``).
///
/// The fingerprint must cost O(1) in the size of the stacks and in the number of tab groups
/// (docs/guarantees.md), and a tab group child can be anywhere in a stack, not only on top; so the
/// session keeps this from each event's changes, which take the old presentation to the new one
/// exactly, instead of looking for tab groups in the stacks, and keeps the sum as bars come, go
/// and change. An event costs O(*k*) for its *k* changes; a `start` looks once. Children kept
/// aside by `hideDetail` are not on screen (their changes say so), and children in modals are
/// plain.
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
    /// The wrapping sum of ``hash(_:_:)`` over `bars`.
    private var sum: UInt64 = 0

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
                forget(id)
            case .replaced(let id, let child, _, _):
                forget(id)
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
            forget(child.id)
            return
        }
        let bar = Bar(selected: group.tabs.firstIndex { $0.id == group.selected } ?? 0, count: group.tabs.count)
        if let old = bars.updateValue(bar, forKey: child.id) { sum &-= Self.hash(child.id, old) }
        sum &+= Self.hash(child.id, bar)
    }

    /// Notes that a child left the screen.
    private mutating func forget(_ id: ChildID) {
        if let old = bars.removeValue(forKey: id) { sum &-= Self.hash(id, old) }
    }

    /// The FNV-1a 64-bit hash of `id:selected:count` (`7:1:2`).
    static func hash(_ id: ChildID, _ bar: Bar) -> UInt64 {
        BridgeFingerprint.fnv1a64Value("\(id.rawValue):\(bar.selected):\(bar.count)")
    }

    /// ` tabs=2:00a1…` — the number of tab group children on screen and the wrapping 64-bit sum
    /// of each one's ``hash(_:_:)``, as 16 hex digits — or nothing while none is on screen. A sum,
    /// so that it follows bars coming, going and changing at O(1) each, in any order.
    ///
    /// - Complexity: O(1).
    var summary: String {
        guard !bars.isEmpty else { return "" }
        return " tabs=\(bars.count):" + BridgeFingerprint.hex(sum)
    }
}
