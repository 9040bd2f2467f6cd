import SplitNavigation

/// Makes the state each random sequence starts from.
///
/// ```swift
/// let starts = StartGenerator.random(routes: .names, policies: [.hideDetail])
/// var plain = EventWeights()
/// plain.accordionPercent = 0
/// plain.threeColumnPercent = 0   // two-column splits only
/// let plainStarts = StartGenerator.random(routes: .names, weights: plain)
/// let fixed = StartGenerator.fixed(try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)]))
/// ```
public struct StartGenerator<Route: Hashable & Codable & Sendable>: Sendable {
    private let body: @Sendable (inout SplitMix64) throws(NavigationError) -> SplitState<Route>
    /// The one start of ``fixed(_:)``, which shrinking keeps; `nil` for other generators.
    let fixedState: SplitState<Route>?

    /// A generator making starts with `body`. A start it cannot make (it throws) is reported
    /// as the run's failure.
    public init(_ body: @escaping @Sendable (inout SplitMix64) throws(NavigationError) -> SplitState<Route>) {
        self.body = body
        fixedState = nil
    }

    private init(fixed state: SplitState<Route>) {
        body = { _ in state }
        fixedState = state
    }

    /// A start.
    public func start(using random: inout SplitMix64) throws(NavigationError) -> SplitState<Route> {
        try body(&random)
    }

    /// Always the same start: the app's own. Shrinking keeps it (it never simplifies the start
    /// or starts from a restored state), so a counterexample starts where the app does.
    public static func fixed(_ state: SplitState<Route>) -> StartGenerator {
        StartGenerator(fixed: state)
    }

    /// Fresh starts of one to three primary, zero to two supplementary (in three-column splits)
    /// and zero to two detail children with random routes, under one of `policies` (all of them
    /// when empty). ``EventWeights/threeColumnPercent`` of `weights` of them are three-column
    /// splits; width, column visibility and medium-width policy are random. Some children are
    /// accordions or tab groups, as ``EventWeights/accordionPercent``, ``EventWeights/maxAccordionNodes``
    /// and ``EventWeights/tabGroupPercent``
    /// of `weights` say.
    public static func random(
        routes: RouteGenerator<Route>, policies: [CollapsePolicy] = CollapsePolicy.allCases, weights: EventWeights = EventWeights()
    ) -> StartGenerator {
        StartGenerator { random throws(NavigationError) in
            let policy = random.element(of: policies) ?? random.element(of: CollapsePolicy.allCases) ?? .detailOnTop
            let columns: SplitColumns = random.chance(percent: weights.threeColumnPercent) ? .three : .two
            return try freshStart(routes: routes, columns: columns, policy: policy, weights: weights, using: &random)
        }
    }

    /// A fresh start (ids in creation order) of random size, routes, content, width, visibility
    /// and medium-width policy.
    static func freshStart(
        routes: RouteGenerator<Route>, columns: SplitColumns, policy: CollapsePolicy, weights: EventWeights,
        using random: inout SplitMix64
    ) throws(NavigationError) -> SplitState<Route> {
        func child(_ column: Column, _ random: inout SplitMix64) -> NewChild<Route> {
            NewChild(routes.route(using: &random), preferring: column,
                     content: ContentGenerator.content(routes: routes, columns: columns, weights: weights, using: &random))
        }
        let primary = (0..<random.int(in: 1...3)).map { _ in child(.primary, &random) }
        let supplementary = (0..<(columns == .three ? random.int(in: 0...2) : 0)).map { _ in child(.supplementary, &random) }
        let detail = (0..<random.int(in: 0...2)).map { _ in child(.detail, &random) }
        return try SplitState(
            primary: primary, supplementary: supplementary, detail: detail, columns: columns,
            width: random.element(of: Width.allCases) ?? .regular, policy: policy,
            visibility: random.element(of: ColumnVisibility.allCases) ?? .automatic,
            mediumWidthPolicy: random.element(of: MediumWidthPolicy.allCases) ?? .trailingColumns)
    }

    /// A state built from parts, as a restored session may be: ids in no particular order,
    /// a counter with a gap, sometimes one so close to `Int.max` that pushes are rejected, and
    /// under `hideDetail` sometimes a kept-aside stack; in medium or regular width, any
    /// visibility and medium-width policy.
    static func handBuilt(
        routes: RouteGenerator<Route>, columns: SplitColumns, policy: CollapsePolicy, weights: EventWeights,
        using random: inout SplitMix64
    ) -> SplitState<Route>? {
        let count = random.int(in: 1...6)
        var ids = Array(1...(count + 4))
        for index in stride(from: ids.count - 1, to: 0, by: -1) {
            ids.swapAt(index, random.int(in: 0...index))
        }
        let nextID = random.int(below: 8) == 0 ? Int.max - random.int(in: 0...2) : count + 5 + random.int(in: 0...3)
        let children = (0..<count).map { index in
            Child(id: ChildID(ids[index]), route: routes.route(using: &random),
                  preferredColumn: index == 0 ? .primary : random.element(of: columns.all) ?? .primary,
                  content: ContentGenerator.content(routes: routes, columns: columns, weights: weights, using: &random))
        }
        func inColumn(_ column: Column) -> [Child<Route>] { children.filter { $0.preferredColumn == column } }
        let visibility = random.element(of: ColumnVisibility.allCases) ?? .automatic
        let mediumWidthPolicy = random.element(of: MediumWidthPolicy.allCases) ?? .trailingColumns
        if random.bool() {
            return try? SplitState.regular(
                primary: inColumn(.primary), supplementary: inColumn(.supplementary), detail: inColumn(.detail),
                columns: columns, width: random.bool() ? .regular : .medium, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, nextID: ChildID(nextID))
        }
        if policy == .hideDetail, random.bool() {
            return try? SplitState.compact(
                stack: children.filter { $0.preferredColumn != .detail }, keptAside: inColumn(.detail), columns: columns,
                policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy, nextID: ChildID(nextID))
        }
        return try? SplitState.compact(
            stack: children, columns: columns, policy: policy, visibility: visibility, mediumWidthPolicy: mediumWidthPolicy,
            nextID: ChildID(nextID))
    }
}
