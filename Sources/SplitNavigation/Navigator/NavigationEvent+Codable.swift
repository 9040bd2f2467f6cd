/// Events encode as one JSON object with an `"event"` field naming the case, the same form the
/// `splitnav` bridge reads:
///
/// | event | JSON |
/// |---|---|
/// | push | `{"event":"push","route":R,"column":"detail"}` (`column` is the child's preferred column; `"onto":"primary"` names a column) |
/// | showDetail | `{"event":"showDetail","routes":[R, …]}`, or `"children":[{"route":R,…}]` for non-plain content |
/// | showSupplementary | `{"event":"showSupplementary","routes":[R, …]}`, or `"children"` as for showDetail |
/// | selectRow | `{"event":"select","id":3,"row":R,"routes":[R, …]}` (`id` is the list; `"children"` as for showDetail) |
/// | replaceTop | `{"event":"replaceTop","column":"detail","route":R}` |
/// | raise, pop, popToRoot | `{"event":"pop","column":"detail"}` |
/// | popTo, popChild | `{"event":"popTo","id":3}` |
/// | back | `{"event":"back"}` |
/// | setLayout | `{"event":"setLayout","layout":"compact"}` |
/// | setWidth | `{"event":"setWidth","width":"medium"}` |
/// | setVisibility | `{"event":"setVisibility","visibility":"detailOnly"}` (the older `{"event":"detailOnly","on":true}` is read as `detailOnly`, and `false` as `automatic`) |
/// | present | `{"event":"present","route":R,"column":"detail","style":"sheet"}` (`style` is `sheet` or `fullScreenCover`; `sheet` when left out) |
/// | dismiss | `{"event":"dismiss"}` |
/// | dismissModal | `{"event":"dismissModal","id":7}` |
/// | modal | `{"event":"modal","action":{"kind":"push","route":R,"column":"detail"}}` (kinds: `push`, `pop`, `popTo` with `"id"`, `popToRoot`, `replaceTop` with a route and column) |
/// | restore | `{"event":"restore","state":<saved state>}` |
/// | accordion | `{"event":"accordion","id":3,"action":{"kind":"expand","node":7}}` (`action` is an accordion event, see `docs/accordion.md`) |
/// | tabs | `{"event":"tabs","id":3,"action":{"kind":"select","tab":"mail"}}` (`action` is a tab event, see `docs/tabs.md`) |
/// | batch | `{"event":"batch","events":[<event>, …]}` (no batch inside a batch) |
///
/// An unknown event name or a missing field is a `DecodingError`; a restored state is validated
/// like any decoded state.
extension NavigationEvent: Codable {
    enum CodingKeys: String, CodingKey {
        case event, route, routes, children, column, onto, id, row, layout, width, visibility, on, state, action, events, style
    }

    /// The names of the events in their JSON form, in declaration order.
    public static var eventNames: [String] {
        [
            "push", "showDetail", "showSupplementary", "select", "replaceTop", "raise", "pop", "popTo", "popChild", "popToRoot", "back",
            "setLayout", "setWidth", "setVisibility", "present", "dismiss", "dismissModal", "modal", "restore", "accordion",
            "tabs", "batch",
        ]
    }

    /// The event's name in its JSON form (the `"event"` field).
    public var name: String {
        switch self {
        case .push: "push"
        case .showDetail: "showDetail"
        case .showSupplementary: "showSupplementary"
        case .selectRow: "select"
        case .replaceTop: "replaceTop"
        case .raise: "raise"
        case .pop: "pop"
        case .popTo: "popTo"
        case .popChild: "popChild"
        case .popToRoot: "popToRoot"
        case .back: "back"
        case .setLayout: "setLayout"
        case .setWidth: "setWidth"
        case .setVisibility: "setVisibility"
        case .present: "present"
        case .dismiss: "dismiss"
        case .dismissModal: "dismissModal"
        case .modal: "modal"
        case .restore: "restore"
        case .accordion: "accordion"
        case .tabs: "tabs"
        case .batch: "batch"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .event)
        switch name {
        case "push":
            let child = try NewChild<Route>(from: decoder)
            self = .push(child, onto: try container.decodeIfPresent(Column.self, forKey: .onto))
        case "showDetail":
            self = .showDetail(try Self.decodeShown(in: .detail, from: container))
        case "showSupplementary":
            self = .showSupplementary(try Self.decodeShown(in: .supplementary, from: container))
        case "select":
            self = .selectRow(
                try container.decode(Route.self, forKey: .row),
                in: try container.decode(ChildID.self, forKey: .id),
                showing: try Self.decodeShown(from: container))
        case "replaceTop":
            let column = try container.decode(Column.self, forKey: .column)
            let route = try container.decode(Route.self, forKey: .route)
            self = .replaceTop(column, with: NewChild(route, preferring: column, content: try ChildContent(from: decoder)))
        case "raise":
            self = .raise(try container.decode(Column.self, forKey: .column))
        case "pop":
            self = .pop(try container.decode(Column.self, forKey: .column))
        case "popTo":
            self = .popTo(try container.decode(ChildID.self, forKey: .id))
        case "popChild":
            self = .popChild(try container.decode(ChildID.self, forKey: .id))
        case "popToRoot":
            self = .popToRoot(try container.decode(Column.self, forKey: .column))
        case "back":
            self = .back
        case "setLayout":
            self = .setLayout(try container.decode(Layout.self, forKey: .layout))
        case "setWidth":
            self = .setWidth(try container.decode(Width.self, forKey: .width))
        case "setVisibility":
            self = .setVisibility(try container.decode(ColumnVisibility.self, forKey: .visibility))
        case "detailOnly":
            // Format 1's name for the visibility.
            self = .setVisibility(try container.decode(Bool.self, forKey: .on) ? .detailOnly : .automatic)
        case "present":
            self = .present(
                try NewChild<Route>(from: decoder), style: try container.decodeIfPresent(ModalStyle.self, forKey: .style) ?? .sheet)
        case "dismiss":
            self = .dismiss
        case "dismissModal":
            self = .dismissModal(try container.decode(ChildID.self, forKey: .id))
        case "modal":
            self = .modal(try container.decode(ModalEvent<Route>.self, forKey: .action))
        case "restore":
            self = .restore(try container.decode(SplitState<Route>.self, forKey: .state))
        case "batch":
            let events = try container.decode([NavigationEvent<Route>].self, forKey: .events)
            if events.contains(where: { if case .batch = $0 { true } else { false } }) {
                throw NavigationError.nestedBatch
            }
            self = .batch(events)
        case "accordion":
            self = .accordion(
                try container.decode(ChildID.self, forKey: .id),
                try container.decode(AccordionEvent<Route>.self, forKey: .action))
        case "tabs":
            self = .tabs(
                try container.decode(ChildID.self, forKey: .id),
                try container.decode(TabEvent<Route>.self, forKey: .action))
        default:
            // An event inside another (a batch's) may be any event but a batch.
            let names = decoder.codingPath.isEmpty ? Self.eventNames : Self.eventNames.filter { $0 != "batch" }
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container,
                debugDescription: "unknown event \"\(name)\"; expected one of \(names.joined(separator: ", "))")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .event)
        switch self {
        case .push(let child, let column):
            try child.encode(to: encoder)
            try container.encodeIfPresent(column, forKey: .onto)
        case .showDetail(let children), .showSupplementary(let children):
            try Self.encodeShown(children, into: &container)
        case .selectRow(let row, let list, let children):
            try container.encode(list, forKey: .id)
            try container.encode(row, forKey: .row)
            try Self.encodeShown(children, keepingColumns: true, into: &container)
        case .replaceTop(let column, let child):
            try container.encode(column, forKey: .column)
            try container.encode(child.route, forKey: .route)
            try child.content.encode(to: encoder)
        case .raise(let column), .pop(let column), .popToRoot(let column):
            try container.encode(column, forKey: .column)
        case .popTo(let id), .popChild(let id):
            try container.encode(id, forKey: .id)
        case .back:
            break
        case .setLayout(let layout):
            try container.encode(layout, forKey: .layout)
        case .setWidth(let width):
            try container.encode(width, forKey: .width)
        case .setVisibility(let visibility):
            try container.encode(visibility, forKey: .visibility)
        case .present(let child, let style):
            try child.encode(to: encoder)
            try container.encode(style, forKey: .style)
        case .dismiss:
            break
        case .dismissModal(let id):
            try container.encode(id, forKey: .id)
        case .modal(let action):
            try container.encode(action, forKey: .action)
        case .restore(let state):
            try container.encode(state, forKey: .state)
        case .batch(let events):
            try container.encode(events, forKey: .events)
        case .accordion(let id, let action):
            try container.encode(id, forKey: .id)
            try container.encode(action, forKey: .action)
        case .tabs(let id, let action):
            try container.encode(id, forKey: .id)
            try container.encode(action, forKey: .action)
        }
    }

    /// The children of `showDetail` or `showSupplementary`: `"routes"`, or `"children"` with
    /// content; they all prefer the column shown.
    private static func decodeShown(in column: Column, from container: KeyedDecodingContainer<CodingKeys>) throws -> [NewChild<Route>] {
        if container.contains(.children) {
            let shown = try container.decode([Shown].self, forKey: .children)
            if let stray = shown.first(where: { $0.writtenColumn != nil && $0.writtenColumn != column }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .children, in: container,
                    debugDescription: "a child shown in the \(column) column prefers it; \"column\": \"\(stray.child.preferredColumn)\" contradicts that")
            }
            return shown.map { NewChild($0.child.route, preferring: column, content: $0.child.content) }
        }
        return try container.decode([Route].self, forKey: .routes).map { NewChild($0, preferring: column) }
    }

    /// The children as written: `"routes"` (preferring the detail column), or `"children"`, each
    /// with a `"column"` when it prefers another.
    private static func decodeShown(from container: KeyedDecodingContainer<CodingKeys>) throws -> [NewChild<Route>] {
        if container.contains(.children) {
            return try container.decode([Shown].self, forKey: .children).map { $0.child }
        }
        return try container.decode([Route].self, forKey: .routes).map { NewChild($0, preferring: .detail) }
    }

    /// The children of `showDetail`, `showSupplementary` or `select`: `"routes"` when all are
    /// plain (and, with `keepingColumns`, prefer the detail column), else `"children"` with their
    /// content (and, with `keepingColumns`, any column but the detail one).
    ///
    /// `showDetail` and `showSupplementary` make every child prefer the column they show, so
    /// their JSON leaves the columns out; a `select`'s column is the list's neighbour, known when
    /// it applies, so its JSON keeps what the event holds and decodes to an equal event.
    private static func encodeShown(
        _ children: [NewChild<Route>], keepingColumns: Bool = false, into container: inout KeyedEncodingContainer<CodingKeys>
    ) throws {
        if children.allSatisfy({ $0.content == .plain && (!keepingColumns || $0.preferredColumn == .detail) }) {
            try container.encode(children.map { $0.route }, forKey: .routes)
        } else {
            try container.encode(children.map { Shown($0, keepingColumn: keepingColumns) }, forKey: .children)
        }
    }

    /// A child of `showDetail`, `showSupplementary` or `select`: a route, content and, when it is
    /// kept and not the detail column, a column.
    private struct Shown: Codable {
        var child: NewChild<Route>
        var keepingColumn = false
        /// The `"column"` the JSON gave, if it gave one.
        var writtenColumn: Column?

        init(_ child: NewChild<Route>, keepingColumn: Bool) {
            self.child = child
            self.keepingColumn = keepingColumn
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            writtenColumn = try container.decodeIfPresent(Column.self, forKey: .column)
            child = NewChild(
                try container.decode(Route.self, forKey: .route),
                preferring: writtenColumn ?? .detail,
                content: try ChildContent(from: decoder))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(child.route, forKey: .route)
            if keepingColumn, child.preferredColumn != .detail {
                try container.encode(child.preferredColumn, forKey: .column)
            }
            try child.content.encode(to: encoder)
        }
    }
}
