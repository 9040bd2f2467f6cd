import SplitNavigation

/// A child of the baseline: what a hand-written navigator keeps per screen.
public struct PlainChild: Hashable, Codable, Sendable {
    public var id: Int
    public var route: MailRoute
    public var column: Column

    public init(id: Int, route: MailRoute, column: Column) {
        self.id = id
        self.route = route
        self.column = column
    }
}

/// The events suite's baseline: the navigator's events done on plain arrays (two, or three for
/// a three-column split), by the rules of ``CollapsePolicy/detailOnTop``, with no change list,
/// no placeholder and no checks beyond what the rules need.
///
/// In compact layout `primary` is the one stack and the others are empty. It applies the
/// events ``EventScript`` generates (never `replaceTop`, `popToRoot`, `setWidth`,
/// `setVisibility` or `restore`); it is what an app that kept its own arrays would write, and
/// the yardstick the library is measured against.
public struct PlainSplit: PlainBaseline {
    public private(set) var primary: [PlainChild]
    public private(set) var supplementary: [PlainChild] = []
    public private(set) var detail: [PlainChild]
    public private(set) var isCompact = false
    var nextID: Int

    /// Starts with a primary root, as the library's `SplitNavigator(primary: [root])`.
    public init(root: MailRoute) {
        primary = [PlainChild(id: 1, route: root, column: .primary)]
        detail = []
        nextID = 2
    }

    /// The children of a column as the library's `SplitState.stack(_:)` lists them.
    public func stack(_ column: Column) -> [PlainChild] {
        if isCompact { return primary.filter { $0.column == column } }
        switch column {
        case .primary: return primary
        case .supplementary: return supplementary
        case .detail: return detail
        }
    }

    /// How many children there are, in every column.
    public var count: Int { primary.count + supplementary.count + detail.count }

    /// Applies an event; `false` when the library would reject it (the state is then unchanged).
    @discardableResult
    public mutating func apply(_ event: NavigationEvent<MailRoute>) -> Bool {
        switch event {
        case .push(let new, let column):
            let column = column ?? new.preferredColumn
            let child = PlainChild(id: nextID, route: new.route, column: column)
            nextID += 1
            if isCompact || column == .primary {
                primary.append(child)
            } else if column == .supplementary {
                supplementary.append(child)
            } else {
                detail.append(child)
            }
        case .showSupplementary(let news):
            if isCompact {
                removeAbove(0, in: &primary) { $0.column != .primary }
            } else {
                detail.removeAll(keepingCapacity: true)
                supplementary.removeAll(keepingCapacity: true)
            }
            for new in news {
                let child = PlainChild(id: nextID, route: new.route, column: .supplementary)
                nextID += 1
                if isCompact { primary.append(child) } else { supplementary.append(child) }
            }
        case .showDetail(let news):
            if isCompact {
                removeAbove(0, in: &primary) { $0.column == .detail }
            } else {
                detail.removeAll(keepingCapacity: true)
            }
            for new in news {
                let child = PlainChild(id: nextID, route: new.route, column: .detail)
                nextID += 1
                if isCompact { primary.append(child) } else { detail.append(child) }
            }
        case .pop(let column):
            if isCompact {
                guard let index = primary.lastIndex(where: { $0.column == column }), index > 0 else { return false }
                primary.remove(at: index)
            } else if column == .primary {
                guard primary.count > 1 else { return false }
                primary.removeLast()
            } else if column == .supplementary {
                guard !supplementary.isEmpty else { return false }
                supplementary.removeLast()
            } else {
                guard !detail.isEmpty else { return false }
                detail.removeLast()
            }
        case .popTo(let id):
            if let index = primary.firstIndex(where: { $0.id == id.rawValue }) {
                if isCompact {
                    let column = primary[index].column
                    removeAbove(index, in: &primary) { $0.column == column }
                } else {
                    primary.removeSubrange((index + 1)...)
                }
            } else if let index = supplementary.firstIndex(where: { $0.id == id.rawValue }) {
                supplementary.removeSubrange((index + 1)...)
            } else if let index = detail.firstIndex(where: { $0.id == id.rawValue }) {
                detail.removeSubrange((index + 1)...)
            } else {
                return false
            }
        case .back:
            if !isCompact, !detail.isEmpty {
                detail.removeLast()
            } else if !isCompact, !supplementary.isEmpty {
                supplementary.removeLast()
            } else {
                guard primary.count > 1 else { return false }
                primary.removeLast()
            }
        case .setLayout(let layout):
            if layout == .compact, !isCompact {
                Self.collapse(&primary, &supplementary, &detail)
                isCompact = true
            } else if layout == .regular, isCompact {
                Self.split(&primary, &supplementary, &detail)
                isCompact = false
            }
        default:
            preconditionFailure("the event script never sends \(event)")
        }
        return true
    }

    /// Removes the elements above `index` that match, keeping the others in order.
    private func removeAbove(_ index: Int, in stack: inout [PlainChild], where matches: (PlainChild) -> Bool) {
        var kept = index + 1
        for position in (index + 1)..<stack.count where !matches(stack[position]) {
            stack[kept] = stack[position]
            kept += 1
        }
        stack.removeSubrange(kept...)
    }

    /// Regular → compact under `detailOnTop`: the detail stack goes on top of the primary one.
    ///
    /// - Complexity: O(*n*).
    public static func collapse(_ primary: inout [PlainChild], _ detail: inout [PlainChild]) {
        primary.append(contentsOf: detail)
        detail.removeAll(keepingCapacity: true)
    }

    /// Regular → compact under `detailOnTop` with three columns: supplementary, then detail, on
    /// top of the primary stack.
    ///
    /// - Complexity: O(*n*).
    public static func collapse(_ primary: inout [PlainChild], _ supplementary: inout [PlainChild], _ detail: inout [PlainChild]) {
        primary.append(contentsOf: supplementary)
        primary.append(contentsOf: detail)
        supplementary.removeAll(keepingCapacity: true)
        detail.removeAll(keepingCapacity: true)
    }

    /// Compact → regular with three columns: a stable partition of the stack by preferred column.
    ///
    /// - Complexity: O(*n*).
    public static func split(_ stack: inout [PlainChild], _ supplementary: inout [PlainChild], _ detail: inout [PlainChild]) {
        var kept = 0
        for index in stack.indices {
            switch stack[index].column {
            case .primary:
                stack[kept] = stack[index]
                kept += 1
            case .supplementary:
                supplementary.append(stack[index])
            case .detail:
                detail.append(stack[index])
            }
        }
        stack.removeSubrange(kept...)
    }

    /// Compact → regular: a stable partition of the stack by preferred column.
    ///
    /// - Complexity: O(*n*).
    public static func split(_ stack: inout [PlainChild], _ detail: inout [PlainChild]) {
        var kept = 0
        for index in stack.indices {
            if stack[index].column == .primary {
                stack[kept] = stack[index]
                kept += 1
            } else {
                // Two-column states have no supplementary children.
                detail.append(stack[index])
            }
        }
        stack.removeSubrange(kept...)
    }
}
