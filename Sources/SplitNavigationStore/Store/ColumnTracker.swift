import SplitNavigation

// Which columns' stacks (as `SplitState.stack(_:)` names them) an event changed, for the store
// to announce. `SplitState.changedColumns(since:changes:)` answers the same question for
// proposals, and the store's tests hold the two to the same answers. The store works it out
// here, in code its `@inlinable` send specializes for the app's route, because that function is
// not inlinable: called from the store's send it ran as unspecialized generic code and cost
// several events' worth of instructions.
//
// In regular layout the changes name the stacks they edit, so nothing of the state is held
// across the event (holding a stack would make the event copy it). In compact layout they cannot
// say which column a removed child preferred, so the stacks before the event are compared with
// those after it.

/// Columns, as a value that needs no allocation.
@usableFromInline
struct ColumnSet: Sendable, Equatable {
    @usableFromInline var bits: UInt8 = 0

    @inlinable
    init() {}

    @inlinable
    init(_ columns: [Column]) {
        for column in columns { insert(column) }
    }

    @inlinable
    static func bit(_ column: Column) -> UInt8 {
        switch column {
        case .primary: 1
        case .supplementary: 2
        case .detail: 4
        }
    }

    @inlinable
    mutating func insert(_ column: Column) { bits |= Self.bit(column) }

    @inlinable
    func contains(_ column: Column) -> Bool { bits & Self.bit(column) != 0 }

    /// The columns of the set that the split has.
    @inlinable
    func intersection(_ columns: SplitColumns) -> ColumnSet {
        // Bits rather than `columns.all`, so that no array is read.
        var kept = self
        if !columns.contains(.supplementary) { kept.bits &= ~Self.bit(.supplementary) }
        return kept
    }

    /// Calls `body` with each column of the set, leading to trailing.
    @inlinable
    func forEach(_ body: (Column) -> Void) {
        if contains(.primary) { body(.primary) }
        if contains(.supplementary) { body(.supplementary) }
        if contains(.detail) { body(.detail) }
    }
}

/// The children in each column of a regular-layout state.
@usableFromInline
struct ColumnCounts: Sendable {
    @usableFromInline var primary = 0
    @usableFromInline var supplementary = 0
    @usableFromInline var detail = 0

    /// Adds `other`'s counts, column by column.
    @inlinable
    mutating func add(_ other: ColumnCounts) {
        primary += other.primary
        supplementary += other.supplementary
        detail += other.detail
    }

    @inlinable
    subscript(column: Column) -> Int {
        get {
            switch column {
            case .primary: primary
            case .supplementary: supplementary
            case .detail: detail
            }
        }
        set {
            switch column {
            case .primary: primary = newValue
            case .supplementary: supplementary = newValue
            case .detail: detail = newValue
            }
        }
    }
}

/// What the store keeps between events to tell which columns the next one changes.
@usableFromInline
enum ColumnTracker: Sendable {
    /// Regular layout, with its column counts, kept up to date from each event's changes: an
    /// event that changes the layout compares them with the counts after it.
    case regular(ColumnCounts)
    /// Compact layout: the stacks are read before each event.
    case compact

    /// The tracker for a state, after an event that changed the layout or a committed proposal.
    @usableFromInline
    init<Route>(_ state: SplitState<Route>) {
        guard state.layout == .regular else {
            self = .compact
            return
        }
        var counts = ColumnCounts()
        for column in state.columns.all { counts[column] = state.stack(column).count }
        self = .regular(counts)
    }
}

extension ColumnCounts {
    /// The columns that regular-layout changes which change the layout changed, these being the
    /// counts before them: a collapse or a split changes no column (children set aside and put
    /// back count as staying); any other edit marks every column.
    @inlinable
    func changedColumns<Route>(acrossLayouts changes: [NavigationChange<Route>], to after: SplitState<Route>) -> ColumnSet {
        // Made when a removal from the detail column asks, which a plain collapse seldom does.
        lazy var keptAsideNow = Set(after.keptAside.map(\.id))
        lazy var reinserted = Set(changes.compactMap { change -> ChildID? in
            if case .inserted(let child, _, _) = change { child.id } else { nil }
        })
        var layout = Layout.regular
        var setAside: Set<ChildID> = []
        var other = false
        for change in changes where !other {
            switch change {
            case .layout(let new):
                layout = new
            case .removed(let id, .detail, _) where layout == .regular && (keptAsideNow.contains(id) || reinserted.contains(id)):
                setAside.insert(id)
            case .inserted(let child, _, _) where setAside.contains(child.id):
                setAside.remove(child.id)
            case .moved, .placeholder, .visibleColumns, .presented, .dismissed, .modalPushed, .modalPopped,
                .modalReplacedTop:
                continue
            case .inserted, .removed, .replaced, .updated:
                other = true
            }
        }
        if other { return ColumnSet(after.columns.all) }
        return ColumnSet(after.columns.all.filter { after.stack($0).count != self[$0] })
    }
}
