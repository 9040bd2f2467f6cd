import SplitNavigation

/// What each line may carry: the fields of every event, their kinds and values, and the keys of
/// the objects inside them the bridge knows (`children` items, `action`, `state` and its
/// children, tab groups and their tabs). A line with an unknown key, a missing field or a value
/// of the wrong kind is rejected here, with a message naming the key, before a decoder sees it.
/// The saved form of an accordion is checked by the library's own decoder.
enum BridgeSchema {
    /// A field of an event: its kind, and the values or range it may take.
    struct Field {
        let kind: BridgeLine.Kind
        var values: [String] = []
        var range: ClosedRange<Int>?
        var required = false

        static let string = Field(kind: .string)
        static let strings = Field(kind: .array)
        static let object = Field(kind: .object)
        static let objects = Field(kind: .array)
        static let id = Field(kind: .integer, required: true)
        static let boolean = Field(kind: .boolean, required: true)

        static func oneOf<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> Field where Value.RawValue == String {
            Field(kind: .string, values: type.allCases.map(\.rawValue))
        }

        var needed: Field {
            var field = self
            field.required = true
            return field
        }

        /// What the field takes, for messages: `primary, supplementary or detail`, `a string`.
        var expected: String {
            if !values.isEmpty { return Self.list(values.map { "\"\($0)\"" }) }
            if let range { return "\(range.lowerBound) or \(range.upperBound)" }
            return kind.rawValue
        }

        static func list(_ items: [String]) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
        }
    }

    static let column = Field.oneOf(Column.self)

    /// The fields of each event (besides `"event"`).
    static let events: [String: [String: Field]] = [
        "start": [
            "columns": Field(kind: .integer, range: 2...3), "layout": .oneOf(Layout.self), "width": .oneOf(Width.self),
            "policy": .oneOf(CollapsePolicy.self), "visibility": .oneOf(ColumnVisibility.self),
            "mediumWidthPolicy": .oneOf(MediumWidthPolicy.self), "placeholder": .string,
            "supplementaryPlaceholder": .string, "placeholderText": .string, "supplementaryPlaceholderText": .string,
            "primary": .strings, "supplementary": .strings, "detail": .strings,
            "children": .objects, "contents": .objects,
            "state": .object, "answers": .oneOf(BridgeAnswers.self), "routes": .oneOf(BridgeRouteKind.self),
        ],
        "push": ["route": Field.string.needed, "column": column.needed, "onto": column, "accordion": .object, "tabs": .object],
        "showDetail": ["routes": .strings, "children": .objects],
        "showSupplementary": ["routes": .strings, "children": .objects],
        "select": ["id": .id, "row": Field.string.needed, "routes": .strings, "children": .objects],
        "replaceTop": ["column": column.needed, "route": Field.string.needed, "accordion": .object, "tabs": .object],
        "raise": ["column": column.needed],
        "pop": ["column": column.needed],
        "popToRoot": ["column": column.needed],
        "popTo": ["id": .id],
        "popChild": ["id": .id],
        "back": [:],
        "setLayout": ["layout": Field.oneOf(Layout.self).needed],
        "setWidth": ["width": Field.oneOf(Width.self).needed],
        "setVisibility": ["visibility": Field.oneOf(ColumnVisibility.self).needed],
        "detailOnly": ["on": .boolean],
        // `accordion` and `tabs` are the library's to refuse: children in a modal are plain.
        "present": [
            "route": Field.string.needed, "column": column.needed, "style": .oneOf(ModalStyle.self), "accordion": .object,
            "tabs": .object,
        ],
        "dismiss": [:],
        "dismissModal": ["id": .id],
        "modal": ["action": Field.object.needed],
        "restore": ["state": Field.object.needed],
        "accordion": ["id": .id, "action": Field.object.needed],
        "tabs": ["id": .id, "action": Field.object.needed],
        "presentation": [:],
        "batch": ["events": Field.objects.needed],
        "reach": ["target": .object, "link": .string, "reveal": Field(kind: .boolean)],
        "adopt": ["column": column.needed, "ids": Field(kind: .array), "routes": .strings],
    ]

    /// The event names, in the order the protocol lists them.
    static let eventNames = ["start"] + NavigationEvent<BridgeRoute>.eventNames + ["detailOnly", "presentation", "reach", "adopt"]

    /// Reads a line in a session taking `routes` and checks its top-level fields; returns the
    /// event's name and what the line's routes are (a `start` line's own `"routes"`, else the
    /// session's).
    ///
    /// Numbers with fractions are accepted inside route values (see ``BridgeLine/isRoutePath(_:)``)
    /// only when routes are JSON. The line is read leniently once; when it turns out to be read
    /// with string routes and the leniency mattered, it is read again strictly, so that a string
    /// session reports exactly the error it always did.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, routes: BridgeRouteKind) throws(BridgeError) -> (String, BridgeRouteKind) {
        let line: BridgeLine
        do {
            line = try BridgeLine.check(bytes, fractionsInRoutes: true, nestedObject: checkNested)
        } catch {
            if routes == .strings { _ = try BridgeLine.check(bytes, fractionsInRoutes: false, nestedObject: checkNested) }
            throw error
        }
        var lineRoutes = routes
        if line.fields["event"]?.text == "start" {
            lineRoutes = line.fields["routes"]?.text == BridgeRouteKind.json.rawValue ? .json : .strings
        }
        if lineRoutes == .strings, line.hasFractionInRoute {
            _ = try BridgeLine.check(bytes, fractionsInRoutes: false, nestedObject: checkNested)
        }
        return (try check(line, routes: lineRoutes), lineRoutes)
    }

    /// Checks the top-level fields of a line; returns the event's name.
    static func check(_ line: BridgeLine, routes: BridgeRouteKind = .strings) throws(BridgeError) -> String {
        // First, as when actions were checked while the line was read.
        if let action = line.fields["action"]?.object {
            try checkAction(action, of: line.fields["event"]?.text, at: [.key("action")])
        }
        guard let event = line.fields["event"] else {
            throw BridgeError(.malformedInput, "the line has no \"event\" field (the event's name, e.g. \"push\")")
        }
        guard event.kind == .string, let name = event.text else {
            throw BridgeError(.malformedInput, "\"event\" must be a string naming the event, not \(event.kind.rawValue)")
        }
        guard let fields = events[name] else {
            throw BridgeError(.malformedInput, "unknown event \"\(name)\"; expected one of \(eventNames.joined(separator: ", "))")
        }
        for key in line.keys where key != "event" && fields[key] == nil {
            let known = fields.keys.sorted().map { "\"\($0)\"" }
            throw BridgeError(
                .malformedInput,
                "\(name) has no field \"\(key)\"" + (known.isEmpty ? "; it takes none" : "; it takes \(Field.list(known))"))
        }
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
            guard let value = line.fields[key] else {
                if field.required { throw BridgeError(.malformedInput, "\(name) needs \"\(key)\" (\(field.expected))") }
                continue
            }
            try check(value, against: field, key: key, event: name, routes: routes)
        }
        if name == "reach" {
            let given = ["target", "link"].filter { line.fields[$0] != nil }
            guard given.count == 1 else {
                throw BridgeError(
                    .malformedInput,
                    given.isEmpty ? "reach needs \"target\" (an object) or \"link\" (a string)" : "reach takes \"target\" or \"link\", not both")
            }
        }
        if name == "adopt" {
            let given = ["ids", "routes"].filter { line.fields[$0] != nil }
            guard given.count == 1 else {
                throw BridgeError(
                    .malformedInput,
                    given.isEmpty ? "adopt needs \"ids\" (an array of child ids) or \"routes\" (an array of strings)"
                        : "adopt takes \"ids\" or \"routes\", not both")
            }
        }
        if name == "showDetail" || name == "showSupplementary" || name == "select" {
            let given = ["routes", "children"].filter { line.fields[$0] != nil }
            guard given.count == 1 else {
                throw BridgeError(
                    .malformedInput,
                    given.isEmpty ? "\(name) needs \"routes\" (an array of strings) or \"children\" (an array of objects)"
                        : "\(name) takes \"routes\" or \"children\", not both")
            }
        }
        return name
    }

    private static func check(
        _ value: BridgeLine.Field, against field: Field, key: String, event: String, routes: BridgeRouteKind
    ) throws(BridgeError) {
        // With JSON routes, a route is any value and a list of routes holds any values.
        let holdsRoutes = key == "routes" || (event == "start" && ["primary", "supplementary", "detail"].contains(key))
        if routes == .json, key == "route" || key == "row" { return }
        guard value.kind == field.kind else {
            throw BridgeError(.malformedInput, "\"\(key)\" of \(event) must be \(field.expected), not \(value.kind.rawValue)")
        }
        if !field.values.isEmpty, let text = value.text, !field.values.contains(text) {
            throw BridgeError(.malformedInput, "\"\(key)\" of \(event) must be \(field.expected), not \"\(text)\"")
        }
        if let range = field.range, let integer = value.integer, !range.contains(integer) {
            throw BridgeError(.malformedInput, "\"\(key)\" of \(event) must be \(field.expected), not \(integer)")
        }
        // Arrays of routes hold strings; arrays of children and of a batch's events hold objects.
        let element: BridgeLine.Kind = key == "children" || key == "contents" || key == "events" ? .object : key == "ids" ? .integer : .string
        if value.kind == .array, !(routes == .json && holdsRoutes), let index = value.elementKinds.firstIndex(where: { $0 != element }) {
            throw BridgeError(
                .malformedInput,
                "\"\(key)\" of \(event) must hold only \(element == .object ? "objects" : element == .integer ? "whole numbers" : "strings"); [\(index)] is \(value.elementKinds[index].rawValue)")
        }
    }

    /// Keys of the nested objects the bridge knows, by the path's shape.
    static func checkNested(_ path: [BridgeLine.Step], object: BridgeLine.Object) throws(BridgeError) {
        // A batch's events are events: their own objects are checked as a line's are. An event's
        // own fields are checked by the library's decoder, which knows which event it is.
        if case .key("events")? = path.first, path.count >= 2, case .index = path[1] {
            if path.count == 2 {
                // The action first, as when actions were checked while the line was read; its
                // path is the event's own, as every object inside a batch's event is named.
                if let action = object.objects["action"] {
                    try checkAction(action, of: object.names["event"], at: [.key("action")])
                }
                if let key = object.keys.first(where: { !eventKeys.contains($0) }) {
                    throw BridgeError(.malformedInput, "unknown key \"\(key)\" in an event of the batch at \(BridgeLine.describe(path))")
                }
                return
            }
            return try checkNested(Array(path.dropFirst(2)), object: object)
        }
        guard let (allowed, what) = knownObject(at: path[...]) else { return }
        try check(object.keys, allowed: allowed, in: what, at: path)
    }

    /// The keys an object at a path may have and what to call it in a message, or `nil` for an
    /// object the schema leaves to a decoder (an accordion's, a route's, an `openedBy`). An
    /// action is checked with its event (``checkAction(_:of:at:)``), once the event is known.
    private static func knownObject(at path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        guard case .key(let first)? = path.first else { return nil }
        let rest = path.dropFirst()
        switch first {
        case "children", "contents":
            // `"column"` is for a selection's children; the library refuses one on another event's.
            guard case .index? = rest.first else { return nil }
            let inside = rest.dropFirst()
            if inside.isEmpty { return (["route", "column", "accordion", "tabs"], "a child to show") }
            return knownObject(inChild: inside)
        case "tabs":
            // A new child's tab group, on the line itself (`push`, `replaceTop`, `present`).
            return knownObject(inTabGroup: rest)
        case "target":
            return knownObject(inTarget: rest)
        case "action":
            // The tab an `add` brings; the action itself waits for its event.
            if rest.count == 1, case .key("tab")? = rest.first { return (tabKeys, "a tab") }
            return nil
        case "state":
            guard case .key(let part)? = rest.first else { return rest.isEmpty ? (stateKeys, "a saved state") : nil }
            guard case .index? = rest.dropFirst().first else { return nil }
            let inside = rest.dropFirst(2)
            if part == "modals" {
                if inside.isEmpty { return (["style", "stack"], "a saved modal") }
                guard case .key("stack")? = inside.first, case .index? = inside.dropFirst().first else { return nil }
                return knownObject(inSavedChild: inside.dropFirst(2))
            }
            return stateStacks.contains(part) ? knownObject(inSavedChild: inside) : nil
        default:
            return nil
        }
    }

    /// Rejects the first key that is not allowed, naming the object and its path.
    static func check(
        _ keys: [String], allowed: Set<String>, in what: String, at path: [BridgeLine.Step]
    ) throws(BridgeError) {
        if let key = keys.first(where: { !allowed.contains($0) }) {
            throw BridgeError(
                .malformedInput,
                "unknown key \"\(key)\" in \(what) at \(BridgeLine.describe(path)); expected \(Field.list(allowed.sorted().map { "\"\($0)\"" }))")
        }
    }

    /// The keys of an accordion event's action or a modal event's (`kind` with `id`, `route`,
    /// `column`, `accordion`); the library's decoder reads the fields of the kind it finds.
    static let actionKeys: Set<String> = [
        "kind", "node", "parent", "index", "value", "title", "destination", "children", "exhausted", "id", "route", "column", "accordion",
    ]

    /// Checks an event's `action` once the event is known: a tab event's by its kind
    /// (``checkTabAction(_:at:)``), any other's against the keys accordion and modal actions take.
    static func checkAction(_ action: BridgeLine.Object, of event: String?, at path: [BridgeLine.Step]) throws(BridgeError) {
        if event == "tabs" { return try checkTabAction(action, at: path) }
        try check(action.keys, allowed: actionKeys, in: "an accordion or modal action", at: path)
    }

    /// Every field any event takes, and `"event"`.
    static let eventKeys: Set<String> = events.values.reduce(into: ["event"]) { $0.formUnion($1.keys) }

    static let stateStacks: Set<String> = ["primary", "supplementary", "detail", "stack", "keptAside"]
    /// The keys of a saved child, in a saved state's stacks, a saved modal's or a tab's stored stacks.
    static let savedChildKeys: Set<String> = ["id", "route", "column", "accordion", "tabs", "openedBy"]
    static let stateKeys: Set<String> = stateStacks.union([
        "format", "columns", "layout", "width", "policy", "visibility", "mediumWidthPolicy", "focus", "detailOnly", "nextID",
        "modals",
    ])
}
