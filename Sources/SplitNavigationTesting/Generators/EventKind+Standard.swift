import SplitNavigation

// The kinds behind EventGenerator.standard. Asked for a valid event, each makes one when it
// can (and an invalid one when the state has no valid variant: a pop with only the root left).
// Asked for an invalid event, those that can be invalid make one the navigator must reject
// without changing anything, or return nil when the state offers none.

extension EventKind {
    /// Pushes a random route (sometimes with an accordion, see ``EventContext/content(using:)``)
    /// onto the child's preferred column or a named one; none at the cap. When invalid, in a
    /// two-column split, onto or preferring the supplementary column; in a three-column split, a
    /// child whose tab group already stores stacks (`malformedInput`: a new group starts with its
    /// tabs alone).
    public static func push(weight: Int) -> EventKind {
        EventKind(name: "push", weight: weight, canBeInvalid: true) { context, random in
            if context.wantsInvalid {
                guard context.state.columns == .two else {
                    guard context.weights.tabGroupPercent > 0 else { return nil }
                    let stored = Child(id: context.unknownID(using: &random), route: context.route(using: &random), preferredColumn: .detail)
                    let group = try? TabGroup(
                        tabs: [Tab("t1", value: context.route(using: &random)), Tab("t2", value: context.route(using: &random))],
                        stored: ["t2": TabStacks(detail: [stored])])
                    return group.map { .push(NewChild(context.route(using: &random), preferring: .primary, content: .tabs($0))) }
                }
                let named = random.bool()
                let new = NewChild(context.route(using: &random), preferring: named ? context.column(using: &random) : .supplementary)
                return .push(new, onto: named ? .supplementary : nil)
            }
            guard context.hasRoom(for: 1) else { return nil }
            let new = NewChild(
                context.route(using: &random), preferring: context.column(using: &random), content: context.content(using: &random))
            return .push(new, onto: random.bool() ? nil : context.column(using: &random))
        }
    }

    /// Replaces the detail stack with zero to three random detail children, within the cap.
    public static func showDetail(weight: Int) -> EventKind {
        EventKind(name: "showDetail", weight: weight) { context, random in
            // The detail children go, so they count as room. Saturating: a cap near `Int.min`
            // means no room, not an overflow.
            let others = context.childCount - context.state.stack(.detail).count
            let (room, overflows) = context.weights.maxChildren.subtractingReportingOverflow(others)
            let count = min(random.int(in: 0...3), overflows ? 0 : max(0, room))
            return .showDetail((0..<count).map { _ in
                NewChild(context.route(using: &random), preferring: .detail, content: context.content(using: &random))
            })
        }
    }

    /// Replaces the supplementary stack with zero to three random supplementary children,
    /// within the cap, in a three-column split; in a two-column split, when invalid, the same
    /// (`columnNotInSplit`).
    public static func showSupplementary(weight: Int) -> EventKind {
        EventKind(name: "showSupplementary", weight: weight, canBeInvalid: true) { context, random in
            guard context.wantsInvalid == (context.state.columns == .two) else { return nil }
            // The supplementary and detail children go, so they count as room. Saturating: a
            // cap near `Int.min` means no room, not an overflow.
            let replaced = context.state.stack(.supplementary).count + context.state.stack(.detail).count
            let (room, overflows) = context.weights.maxChildren.subtractingReportingOverflow(context.childCount - replaced)
            let count = min(random.int(in: 0...3), overflows ? 0 : max(0, room))
            return .showSupplementary((0..<count).map { _ in
                NewChild(context.route(using: &random), preferring: .supplementary, content: context.content(using: &random))
            })
        }
    }

    /// Replaces the top of a column; of an empty column, or of the supplementary column of a
    /// two-column split, when invalid.
    public static func replaceTop(weight: Int) -> EventKind {
        EventKind(name: "replaceTop", weight: weight, canBeInvalid: true) { context, random in
            guard let column = pickColumn(context, random: &random, isValid: { !context.state.stack($0).isEmpty }) else {
                return nil
            }
            return .replaceTop(column, with: NewChild(
                context.route(using: &random), preferring: column, content: context.content(using: &random)))
        }
    }

    /// Pops a column that has something to pop; the root, an empty column or one the split
    /// lacks when invalid.
    public static func pop(weight: Int) -> EventKind {
        EventKind(name: "pop", weight: weight, canBeInvalid: true) { context, random in
            pickColumn(context, random: &random) { context.canPop($0) }.map { .pop($0) }
        }
    }

    /// Pops to a random child; to an unknown id when invalid.
    public static func popTo(weight: Int) -> EventKind {
        EventKind(name: "popTo", weight: weight, canBeInvalid: true) { context, random in
            if !context.wantsInvalid, let id = context.existingID(includingRoot: true, using: &random) {
                return .popTo(id)
            }
            return .popTo(context.unknownID(using: &random))
        }
    }

    /// Pops a random child that is not the root; the root or an unknown id when invalid.
    public static func popChild(weight: Int) -> EventKind {
        EventKind(name: "popChild", weight: weight, canBeInvalid: true) { context, random in
            if !context.wantsInvalid, let id = context.existingID(includingRoot: false, using: &random) {
                return .popChild(id)
            }
            return .popChild(random.bool() ? context.state.root.id : context.unknownID(using: &random))
        }
    }

    /// Pops a column to its root; an empty column or one the split lacks when invalid.
    public static func popToRoot(weight: Int) -> EventKind {
        EventKind(name: "popToRoot", weight: weight, canBeInvalid: true) { context, random in
            pickColumn(context, random: &random) { !context.state.stack($0).isEmpty }.map { .popToRoot($0) }
        }
    }

    /// Goes back; invalid when only the root is left.
    public static func back(weight: Int) -> EventKind {
        EventKind(name: "back", weight: weight, canBeInvalid: true) { context, _ in
            // The core's back rule decides, as it does for the event itself.
            let canGoBack = context.state.backTarget != nil
            return context.wantsInvalid && canGoBack ? nil : .back
        }
    }

    /// Switches to the other layout, and one time in ten sets the current one (a no-op).
    public static func setLayout(weight: Int) -> EventKind {
        EventKind(name: "setLayout", weight: weight) { context, random in
            let current = context.state.layout
            return .setLayout(random.int(below: 10) == 0 ? current : (current == .regular ? .compact : .regular))
        }
    }

    /// Chooses another width (compact, medium or regular), and one time in ten the current one
    /// (a no-op).
    public static func setWidth(weight: Int) -> EventKind {
        EventKind(name: "setWidth", weight: weight) { context, random in
            let current = context.state.width
            let others = Width.allCases.filter { $0 != current }
            return .setWidth(random.int(below: 10) == 0 ? current : others[random.int(below: others.count)])
        }
    }

    /// Chooses another column visibility, and one time in ten the current one (a no-op).
    public static func setVisibility(weight: Int) -> EventKind {
        EventKind(name: "setVisibility", weight: weight) { context, random in
            let current = context.state.visibility
            let others = ColumnVisibility.allCases.filter { $0 != current }
            return .setVisibility(random.int(below: 10) == 0 ? current : others[random.int(below: others.count)])
        }
    }

    /// Restores the current state in another width, a fresh start, or a hand-built state, all
    /// with the state's column count; a fresh start with the other column count when invalid.
    public static func restore(weight: Int) -> EventKind {
        EventKind(name: "restore", weight: weight, canBeInvalid: true) { context, random in
            let columns = context.state.columns
            if context.wantsInvalid {
                let fresh = try? StartGenerator.freshStart(
                    routes: context.routes, columns: columns == .two ? .three : .two, policy: context.state.policy,
                    weights: context.weights, using: &random)
                return fresh.map { .restore($0) }
            }
            switch random.int(below: 3) {
            case 0:
                var navigator = SplitNavigator(state: context.state)
                let others = Width.allCases.filter { $0 != context.state.width }
                _ = try? navigator.send(.setWidth(others[random.int(below: others.count)]))
                return .restore(navigator.state)
            case 1:
                let fresh = try? StartGenerator.freshStart(
                    routes: context.routes, columns: columns, policy: context.state.policy, weights: context.weights,
                    using: &random)
                return .restore(fresh ?? context.state)
            default:
                return .restore(StartGenerator.handBuilt(
                    routes: context.routes, columns: columns, policy: context.state.policy, weights: context.weights,
                    using: &random) ?? context.state)
            }
        }
    }

    /// A column of the split where `isValid` holds (any column of the split when none does),
    /// or when the context wants an invalid event one where it fails or that the split lacks
    /// (`nil` when none does).
    private static func pickColumn(
        _ context: EventContext<Route>, random: inout SplitMix64, isValid: (Column) -> Bool
    ) -> Column? {
        let columns = context.state.columns
        let valid = columns.all.filter(isValid)
        let invalid = Column.allCases.filter { !columns.contains($0) || !isValid($0) }
        if context.wantsInvalid { return random.element(of: invalid) }
        return random.element(of: valid.isEmpty ? columns.all : valid)
    }
}
