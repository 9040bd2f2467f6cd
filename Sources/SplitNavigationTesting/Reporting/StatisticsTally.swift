import SplitNavigation

/// A run's counts of states and events while it runs: in arrays by small indices, added up
/// sequence by sequence, and written into the ``FlowStatistics`` dictionaries once, when the run
/// ends. Looking up the statistics' dictionaries (keyed by an event's name, an error code…) after
/// every step, and growing fresh ones for every sequence, cost more than several of the laws:
/// about 4,000 instructions a checked event.
struct StatisticsTally {
    /// States reached, by layout: regular, then compact.
    private var layouts = [0, 0]
    /// States reached, by their number of columns: two, then three.
    private var columns = [0, 0]
    /// States reached, by the depth of their deepest stack (the index).
    private var stackDepths: [Int] = []
    /// Events sent and accepted, by ``kindIndex(of:)``, with the name of each kind met.
    private var sent = [Int](repeating: 0, count: kindCount)
    private var accepted = [Int](repeating: 0, count: kindCount)
    private var names = [String?](repeating: nil, count: kindCount)
    /// Rejected events by error code, in the order the codes were met: a run meets a few.
    private var rejected: [(code: NavigationError.Code, count: Int)] = []
    /// Accepted accordion events by their action, in `AccordionAction.allCases` order.
    private var acceptedAccordionActions = [Int](repeating: 0, count: AccordionAction.allCases.count)

    /// Counts one state reached.
    mutating func record<Route>(_ state: SplitState<Route>) {
        layouts[state.layout == .regular ? 0 : 1] += 1
        columns[state.columns == .two ? 0 : 1] += 1
        // Without an array of the columns' counts: this runs after every step.
        let deepest = state.compactStack?.count ?? Column.allCases.reduce(0) { max($0, state.stack($1).count) }
        if deepest >= stackDepths.count { stackDepths += repeatElement(0, count: deepest + 1 - stackDepths.count) }
        stackDepths[deepest] += 1
    }

    /// Counts one event sent, by its error code or, when accepted, by its name.
    mutating func record<Route>(_ event: NavigationEvent<Route>, outcome: NavigationError.Code?) {
        let kind = Self.kindIndex(of: event)
        if kind >= names.count {
            // Only if a case were added to `kindIndex` without raising `kindCount`.
            let missing = kind + 1 - names.count
            sent += repeatElement(0, count: missing)
            accepted += repeatElement(0, count: missing)
            names += repeatElement(nil, count: missing)
        }
        if names[kind] == nil { names[kind] = event.name }
        sent[kind] += 1
        if let code = outcome {
            addRejected(code, 1)
            return
        }
        accepted[kind] += 1
        if case .accordion(_, let action) = event, let index = AccordionAction.allCases.firstIndex(of: AccordionAction(action)) {
            acceptedAccordionActions[index] += 1
        }
    }

    /// Adds another tally's counts (a sequence's, to its run's).
    mutating func merge(_ other: StatisticsTally) {
        Self.add(other.layouts, to: &layouts)
        Self.add(other.columns, to: &columns)
        Self.add(other.stackDepths, to: &stackDepths)
        Self.add(other.sent, to: &sent)
        Self.add(other.accepted, to: &accepted)
        Self.add(other.acceptedAccordionActions, to: &acceptedAccordionActions)
        for (kind, name) in other.names.enumerated() where name != nil {
            if kind >= names.count { names += repeatElement(nil, count: kind + 1 - names.count) }
            names[kind] = name
        }
        for (code, count) in other.rejected {
            addRejected(code, count)
        }
    }

    /// Counts `count` more events rejected with `code`.
    private mutating func addRejected(_ code: NavigationError.Code, _ count: Int) {
        if let index = rejected.firstIndex(where: { $0.code == code }) {
            rejected[index].count += count
        } else {
            rejected.append((code, count))
        }
    }

    /// Adds `counts` to `total` index by index, growing it as needed.
    private static func add(_ counts: [Int], to total: inout [Int]) {
        if total.count < counts.count { total += repeatElement(0, count: counts.count - total.count) }
        for (index, count) in counts.enumerated() where count > 0 {
            total[index] += count
        }
    }

    /// Adds the counts to `statistics`' dictionaries.
    func write(into statistics: inout FlowStatistics) {
        for (layout, count) in zip([Layout.regular, .compact], layouts) where count > 0 {
            statistics.layouts[layout, default: 0] += count
        }
        for (columnCount, count) in zip([SplitColumns.two, .three], columns) where count > 0 {
            statistics.columns[columnCount, default: 0] += count
        }
        for (depth, count) in stackDepths.enumerated() where count > 0 {
            statistics.stackDepths[depth, default: 0] += count
        }
        for (kind, name) in names.enumerated() {
            guard let name else { continue }
            statistics.sent[name, default: 0] += sent[kind]
            if accepted[kind] > 0 { statistics.accepted[name, default: 0] += accepted[kind] }
        }
        for (code, count) in rejected {
            statistics.rejected[code, default: 0] += count
        }
        for (action, count) in zip(AccordionAction.allCases, acceptedAccordionActions) where count > 0 {
            statistics.acceptedAccordionActions[action.rawValue, default: 0] += count
        }
    }

    /// How many kinds of event there are: the cases of ``NavigationEvent``, which
    /// ``kindIndex(of:)`` numbers.
    private static let kindCount = 22

    /// The event's case, as an index below ``kindCount``.
    private static func kindIndex<Route>(of event: NavigationEvent<Route>) -> Int {
        switch event {
        case .push: 0
        case .showDetail: 1
        case .showSupplementary: 2
        case .selectRow: 3
        case .replaceTop: 4
        case .raise: 5
        case .pop: 6
        case .popTo: 7
        case .popChild: 8
        case .popToRoot: 9
        case .back: 10
        case .setLayout: 11
        case .setWidth: 12
        case .setVisibility: 13
        case .present: 14
        case .dismiss: 15
        case .dismissModal: 16
        case .modal: 17
        case .restore: 18
        case .accordion: 19
        case .tabs: 20
        case .batch: 21
        }
    }
}
