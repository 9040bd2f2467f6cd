import SplitNavigation

/// A recording written as the body of a test function that compiles when pasted into a test
/// that imports SplitNavigationTesting and defines or imports the route and navigator types
/// (accordions included, see `SwiftSnippet+Accordion.swift`):
///
/// ```swift
/// var navigator = try SplitNavigator<String>(primary: ["A"], layout: .compact, policy: .hideDetail)
/// // three columns: try SplitNavigator<String>(primary: ["A"], supplementary: ["B"], columns: .three, width: .medium)
/// try navigator.send(.push(NewChild("A", preferring: .detail)))
/// _ = try? navigator.send(.pop(.primary))  // rejected: rootCannotBePopped
/// try navigator.send(.setLayout(.regular))  // ← fails here
/// ```
///
/// Routes are spelled as ``RouteSpelling`` says (constants decoded from JSON, declared first,
/// for route types without literals), and a navigator type other than `SplitNavigator` is made
/// with `init(state:placeholder:)`, as the runner made it:
///
/// ```swift
/// let route1 = try NavigationRecording<MailRoute>.route(json: #"{"mailbox":{"_0":"Inbox"}}"#)  // mailbox("Inbox")
/// var navigator = MailNavigator(state: try SplitState<MailRoute>(primary: [NewChild(route1, preferring: .primary)]), placeholder: .none)
/// _ = try navigator.send(.pop(.primary))  // ← fails here
/// ```
struct SwiftSnippet<Route: Hashable & Codable & Sendable> {
    let recording: NavigationRecording<Route>
    let outcomes: [NavigationError.Code?]
    let failingStep: Int?
    /// How routes are written; its declarations come first in ``code``.
    let spelling: RouteSpelling<Route>
    /// The navigator type, as Swift; `nil` for `SplitNavigator`.
    let navigatorType: String?

    init(
        recording: NavigationRecording<Route>, outcomes: [NavigationError.Code?], failingStep: Int?,
        routeLiteral: (@Sendable (Route) -> String)?, navigatorType: String? = nil, declaringRoutes: Bool = true
    ) {
        self.recording = recording
        self.outcomes = outcomes
        self.failingStep = failingStep
        self.spelling = RouteSpelling(custom: routeLiteral, declaring: declaringRoutes)
        self.navigatorType = navigatorType
    }

    /// The snippet: the route constants, the navigator, one line per event.
    var code: String {
        var lines = ["var navigator = \(navigator(recording.start))"]
        if failingStep == nil { lines[0] += "  // ← fails here, at the start" }
        for (index, event) in recording.events.enumerated() {
            let rejected = index < outcomes.count ? outcomes[index] : nil
            // An app's navigator may not mark `send` `@discardableResult`, as `SplitNavigator`
            // does: its accepted events discard the changes out loud, so that the pasted code
            // compiles without a warning either way.
            let accepted = navigatorType == nil ? "try" : "_ = try"
            var line = rejected == nil ? "\(accepted) navigator.send(\(self.event(event)))" : "_ = try? navigator.send(\(self.event(event)))"
            var notes: [String] = []
            if let rejected { notes.append("rejected: \(rejected)") }
            if index == failingStep { notes.append("← fails here") }
            if !notes.isEmpty { line += "  // " + notes.joined(separator: "; ") }
            lines.append(line)
        }
        return (spelling.declarations + lines).joined(separator: "\n")
    }

    var routeType: String { SwiftTypeName.of(Route.self) }

    /// The route as Swift.
    func routeLiteral(_ route: Route) -> String {
        spelling.spell(route)
    }

    /// The start: from routes when they say everything, from new children when some are
    /// accordions, from the state's parts otherwise.
    private func navigator(_ state: SplitState<Route>) -> String {
        if let navigatorType {
            return "\(navigatorType)(state: \(FreshStart(state) == nil ? self.state(state) : freshState(state)), placeholder: .none)"
        }
        if let fresh = FreshStart(state) {
            let plain = fresh.isPlain
            let arguments = freshArguments(fresh, routesOnly: plain)
            if plain { return "try SplitNavigator<\(routeType)>(\(arguments))" }
            return "SplitNavigator<\(routeType)>(state: try SplitState<\(routeType)>(\(arguments)))"
        }
        return "SplitNavigator<\(routeType)>(state: \(self.state(state)))"
    }

    /// A state made from new children, `try SplitState<Route>(primary: [NewChild(…)], …)`;
    /// only for states `FreshStart` accepts.
    private func freshState(_ state: SplitState<Route>) -> String {
        guard let fresh = FreshStart(state) else { return self.state(state) }
        return "try SplitState<\(routeType)>(\(freshArguments(fresh, routesOnly: false)))"
    }

    /// The arguments of `SplitNavigator(primary:…)` (routes alone) or `SplitState(primary:…)`
    /// (new children) that make the fresh start, defaults left out.
    private func freshArguments(_ fresh: FreshStart<Route>, routesOnly: Bool) -> String {
        func list(_ children: [NewChild<Route>]) -> String {
            routesOnly ? "[\(children.map { routeLiteral($0.route) }.joined(separator: ", "))]" : "[\(children.map(newChild).joined(separator: ", "))]"
        }
        var arguments = ["primary: \(list(fresh.primary))"]
        if !fresh.supplementary.isEmpty { arguments.append("supplementary: \(list(fresh.supplementary))") }
        if !fresh.detail.isEmpty { arguments.append("detail: \(list(fresh.detail))") }
        if fresh.isTwoColumnLayout {
            if fresh.width == .compact { arguments.append("layout: .compact") }
        } else {
            if fresh.columns != .two { arguments.append("columns: .\(fresh.columns)") }
            if fresh.width != .regular { arguments.append("width: .\(fresh.width)") }
        }
        if fresh.policy != .detailOnTop { arguments.append("policy: .\(fresh.policy)") }
        if fresh.visibility != .automatic { arguments.append("visibility: .\(fresh.visibility)") }
        if fresh.mediumWidthPolicy != .trailingColumns { arguments.append("mediumWidthPolicy: .\(fresh.mediumWidthPolicy)") }
        return arguments.joined(separator: ", ")
    }

    private func state(_ state: SplitState<Route>) -> String {
        var tail = state.columns == .three ? ["columns: .three"] : []
        if state.layout == .regular, state.width != .regular { tail.append("width: .\(state.width)") }
        tail.append("policy: .\(state.policy)")
        if state.visibility != .automatic { tail.append("visibility: .\(state.visibility)") }
        if state.mediumWidthPolicy != .trailingColumns { tail.append("mediumWidthPolicy: .\(state.mediumWidthPolicy)") }
        tail += ["focus: .\(state.focus)", "nextID: \(state.nextID.rawValue)"]
        if !state.modals.isEmpty {
            // `try` binds the whole expression the snippet is in, so the modals' throwing
            // initialisers need no `try` of their own.
            tail.append("modals: [\(state.modals.map { "Modal(style: .\($0.style), stack: \(children($0.stack)))" }.joined(separator: ", "))]")
        }
        let settings = tail.joined(separator: ", ")
        switch state.layout {
        case .regular:
            let supplementary = state.columns == .three ? "supplementary: \(children(state.stack(.supplementary))), " : ""
            return "try SplitState<\(routeType)>.regular(primary: \(children(state.stack(.primary))), \(supplementary)detail: \(children(state.stack(.detail))), \(settings))"
        case .compact:
            return "try SplitState<\(routeType)>.compact(stack: \(children(state.compactStack ?? [])), keptAside: \(children(state.keptAside)), \(settings))"
        }
    }

    func children(_ children: [Child<Route>]) -> String {
        "[\(children.map { "Child(id: \($0.id.rawValue), route: \(routeLiteral($0.route)), preferredColumn: .\($0.preferredColumn)\(content($0.content))\(openedBy($0.openedBy)))" }.joined(separator: ", "))]"
    }

    /// No selection is the default argument.
    private func openedBy(_ selection: RowSelection<Route>?) -> String {
        guard let selection else { return "" }
        return ", openedBy: RowSelection(list: \(selection.list.rawValue), row: \(routeLiteral(selection.row)))"
    }

    private func newChild(_ child: NewChild<Route>) -> String {
        "NewChild(\(routeLiteral(child.route)), preferring: .\(child.preferredColumn)\(content(child.content)))"
    }

    /// Plain content is the default argument; an accordion or a tab group is built in place.
    private func content(_ content: ChildContent<Route>) -> String {
        if let group = content.tabs { return ", content: .tabs(\(tabGroup(group)))" }
        guard let accordion = content.accordion else { return "" }
        return ", content: .accordion(\(self.accordion(accordion)))"
    }

    /// The event as Swift code, `.push(NewChild("A", preferring: .detail))`; also what
    /// failure messages call it.
    func event(_ event: NavigationEvent<Route>) -> String {
        switch event {
        case .push(let child, let onto):
            ".push(\(newChild(child))\(onto.map { ", onto: .\($0)" } ?? ""))"
        case .showDetail(let children):
            ".showDetail([\(children.map(newChild).joined(separator: ", "))])"
        case .showSupplementary(let children):
            ".showSupplementary([\(children.map(newChild).joined(separator: ", "))])"
        case .selectRow(let row, let list, let children):
            ".selectRow(\(routeLiteral(row)), in: \(list.rawValue), showing: [\(children.map(newChild).joined(separator: ", "))])"
        case .replaceTop(let column, let child):
            ".replaceTop(.\(column), with: \(newChild(child)))"
        case .raise(let column):
            ".raise(.\(column))"
        case .pop(let column):
            ".pop(.\(column))"
        case .popTo(let id):
            ".popTo(\(literal(id)))"
        case .popChild(let id):
            ".popChild(\(literal(id)))"
        case .popToRoot(let column):
            ".popToRoot(.\(column))"
        case .back:
            ".back"
        case .setLayout(let layout):
            ".setLayout(.\(layout))"
        case .setWidth(let width):
            ".setWidth(.\(width))"
        case .setVisibility(let visibility):
            ".setVisibility(.\(visibility))"
        case .present(let child, let style):
            ".present(\(newChild(child))\(style == .sheet ? "" : ", style: .\(style)"))"
        case .dismiss:
            ".dismiss"
        case .dismissModal(let id):
            ".dismissModal(\(literal(id)))"
        case .modal(let action):
            ".modal(\(modalEvent(action)))"
        case .restore(let state):
            ".restore(\(self.state(state)))"
        case .accordion(let id, let action):
            ".accordion(\(literal(id)), \(accordionEvent(action)))"
        case .tabs(let id, let action):
            ".tabs(\(literal(id)), \(tabEvent(action)))"
        case .batch(let events):
            ".batch([\(events.map { self.event($0) }.joined(separator: ", "))])"
        }
    }

    private func modalEvent(_ action: ModalEvent<Route>) -> String {
        switch action {
        case .push(let child): ".push(\(newChild(child)))"
        case .pop: ".pop"
        case .popTo(let id): ".popTo(\(literal(id)))"
        case .popToRoot: ".popToRoot"
        case .replaceTop(let child): ".replaceTop(\(newChild(child)))"
        }
    }

    /// Negative ids need the initialiser: `-1` is not an integer literal but a prefix operator.
    private func literal(_ id: ChildID) -> String {
        id.rawValue < 0 ? "ChildID(\(id.rawValue))" : "\(id.rawValue)"
    }
}
