import SplitNavigation

/// What each line may carry: the fields of every event, their kinds and values, and the keys of
/// the objects inside them the bridge knows (`children` items, `action`, `state` and its
/// children). A line with an unknown key, a missing field or a value of the wrong kind is
/// rejected here, with a message naming the key, before a decoder sees it. The saved form of an
/// accordion is checked by the library's own decoder.
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
            "supplementaryPlaceholder": .string, "primary": .strings, "supplementary": .strings, "detail": .strings,
            "state": .object, "answers": .oneOf(BridgeAnswers.self), "routes": .oneOf(BridgeRouteKind.self),
        ],
        "push": ["route": Field.string.needed, "column": column.needed, "onto": column, "accordion": .object],
        "showDetail": ["routes": .strings, "children": .objects],
        "showSupplementary": ["routes": .strings, "children": .objects],
        "select": ["id": .id, "row": Field.string.needed, "routes": .strings, "children": .objects],
        "replaceTop": ["column": column.needed, "route": Field.string.needed, "accordion": .object],
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
        "present": ["route": Field.string.needed, "column": column.needed, "style": .oneOf(ModalStyle.self), "accordion": .object],
        "dismiss": [:],
        "dismissModal": ["id": .id],
        "modal": ["action": Field.object.needed],
        "restore": ["state": Field.object.needed],
        "accordion": ["id": .id, "action": Field.object.needed],
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
        let element: BridgeLine.Kind = key == "children" || key == "events" ? .object : key == "ids" ? .integer : .string
        if value.kind == .array, !(routes == .json && holdsRoutes), let index = value.elementKinds.firstIndex(where: { $0 != element }) {
            throw BridgeError(
                .malformedInput,
                "\"\(key)\" of \(event) must hold only \(element == .object ? "objects" : element == .integer ? "whole numbers" : "strings"); [\(index)] is \(value.elementKinds[index].rawValue)")
        }
    }

    /// Keys of the nested objects the bridge knows, by the path's shape.
    static func checkNested(_ path: [BridgeLine.Step], keys: [String]) throws(BridgeError) {
        // A batch's events are events: their own objects are checked as a line's are. An event's
        // own fields are checked by the library's decoder, which knows which event it is.
        if case .key("events")? = path.first, path.count >= 2, case .index = path[1] {
            if path.count == 2 {
                if let key = keys.first(where: { !eventKeys.contains($0) }) {
                    throw BridgeError(.malformedInput, "unknown key \"\(key)\" in an event of the batch at \(BridgeLine.describe(path))")
                }
                return
            }
            return try checkNested(Array(path.dropFirst(2)), keys: keys)
        }
        let allowed: Set<String>
        let what: String
        switch (path.first, path.count) {
        case (.key("children")?, 2):
            // `"column"` is for a selection's children; the library refuses one on another event's.
            (allowed, what) = (["route", "column", "accordion"], "a child to show")
        case (.key("target")?, _):
            guard let known = knownObject(inTarget: path.dropFirst()) else { return }
            (allowed, what) = known
        case (.key("action")?, 1):
            // An accordion event's action or a modal event's (`kind` with `id`, `route`,
            // `column`, `accordion`); the library's decoder reads the fields of the kind it finds.
            (allowed, what) = (
                ["kind", "node", "parent", "index", "value", "destination", "children", "exhausted", "id", "route", "column", "accordion"],
                "an accordion or modal action"
            )
        case (.key("state")?, 1):
            (allowed, what) = (stateKeys, "a saved state")
        case (.key("state")?, 3):
            if case .key("modals") = path[1] {
                (allowed, what) = (["style", "stack"], "a saved modal")
                break
            }
            guard case .key(let stack) = path[1], stateStacks.contains(stack) else { return }
            (allowed, what) = (["id", "route", "column", "accordion", "openedBy"], "a saved child")
        case (.key("state")?, 5):
            guard case .key("modals") = path[1], case .key("stack") = path[3] else { return }
            (allowed, what) = (["id", "route", "column", "accordion", "openedBy"], "a saved child")
        default:
            return
        }
        if let key = keys.first(where: { !allowed.contains($0) }) {
            throw BridgeError(
                .malformedInput,
                "unknown key \"\(key)\" in \(what) at \(BridgeLine.describe(path)); expected \(Field.list(allowed.sorted().map { "\"\($0)\"" }))")
        }
    }

    /// Every field any event takes, and `"event"`.
    static let eventKeys: Set<String> = events.values.reduce(into: ["event"]) { $0.formUnion($1.keys) }

    static let stateStacks: Set<String> = ["primary", "supplementary", "detail", "stack", "keptAside"]
    static let stateKeys: Set<String> = stateStacks.union([
        "format", "columns", "layout", "width", "policy", "visibility", "mediumWidthPolicy", "focus", "detailOnly", "nextID",
        "modals",
    ])
}
