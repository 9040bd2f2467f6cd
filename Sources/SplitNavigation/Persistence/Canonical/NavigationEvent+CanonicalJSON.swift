// An event's JSON written and read directly, byte for byte as `NavigationEvent`'s `Codable`
// conformance and the general coder make it (the table in `NavigationEvent+Codable.swift`):
// one object, its keys in sorted order, so that `"event"` comes after `accordion`, `action`,
// `children` and `column` when the event has them. Routes, children's content and the actions
// of `modal`, `accordion` and `tabs` events go through `CanonicalChildJSON`, whose route cache
// a caller may keep (`ChildJSONMemo`); a `restore` event's state through the state's own
// direct writer and reader.
//
// Both directions give up (answer nil) rather than explain, at anything unexpected: the
// general coder then writes the same bytes or reads the same value, or throws. The reader
// accepts only the writer's spelling of every case (the older `detailOnly` event, extra keys,
// `"children"` where `"routes"` would do, a `select` child's `"column":"detail"` are the
// general decoder's) and builds values through the constructors `init(from:)` uses.

extension NavigationEvent {
    /// The event's JSON, byte for byte as the general encoder writes it; nil when a route
    /// cannot be encoded or the JSON would nest too deeply, for the general encoder to report.
    func canonicalJSON(coder: inout CanonicalChildJSON<Route>) -> [UInt8]? {
        var writer = CanonicalJSONWriter(capacity: 96)
        coder.beginWritingEvent()
        guard write(at: 1, into: &writer, coder: &coder) else { return nil }
        return writer.finish()
    }

    /// The event `bytes` hold if they are spelled exactly as ``canonicalJSON(coder:)`` spells
    /// a valid event, and nothing follows; nil otherwise.
    static func fromCanonicalJSON(_ bytes: [UInt8], coder: inout CanonicalChildJSON<Route>) -> NavigationEvent? {
        var reader = CanonicalJSONReader(bytes)
        coder.beginReadingEvent()
        guard let event = read(&reader, at: 1, coder: &coder), reader.isAtEnd else { return nil }
        return event
    }

    // MARK: Writing

    /// Writes the event, its object at nesting `level` (1 on its own, 3 in a batch).
    func write(at level: Int, into writer: inout CanonicalJSONWriter, coder: inout CanonicalChildJSON<Route>) -> Bool {
        guard coder.opens(level) else { return false }
        switch self {
        case .push(let child, let column):
            guard coder.open(with: child.content, at: level, into: &writer) else { return false }
            writer.append("\"column\":")
            writer.appendCase(child.preferredColumn)
            writer.append(",\"event\":\"push\"")
            if let column {
                writer.append(",\"onto\":")
                writer.appendCase(column)
            }
            writer.append(",\"route\":")
            guard coder.writeRoute(child.route, inside: level, into: &writer) else { return false }
            return coder.close(with: child.content, at: level, into: &writer)
        case .present(let child, let style):
            guard coder.open(with: child.content, at: level, into: &writer) else { return false }
            writer.append("\"column\":")
            writer.appendCase(child.preferredColumn)
            writer.append(",\"event\":\"present\",\"route\":")
            guard coder.writeRoute(child.route, inside: level, into: &writer) else { return false }
            writer.append(",\"style\":")
            writer.appendCase(style)
            return coder.close(with: child.content, at: level, into: &writer)
        case .replaceTop(let column, let child):
            // The child's own column is not written: it is read back as the column replaced.
            guard coder.open(with: child.content, at: level, into: &writer) else { return false }
            writer.append("\"column\":")
            writer.appendCase(column)
            writer.append(",\"event\":\"replaceTop\",\"route\":")
            guard coder.writeRoute(child.route, inside: level, into: &writer) else { return false }
            return coder.close(with: child.content, at: level, into: &writer)
        case .showDetail(let children):
            return Self.writeShown(children, named: "showDetail", at: level, into: &writer, coder: &coder)
        case .showSupplementary(let children):
            return Self.writeShown(children, named: "showSupplementary", at: level, into: &writer, coder: &coder)
        case .select(let row, let list, let children):
            let asRoutes = children.allSatisfy { $0.content == .plain && $0.preferredColumn == .detail }
            if !asRoutes {
                writer.append("{\"children\":")
                guard Self.writeChildren(children, keepingColumns: true, at: level + 1, into: &writer, coder: &coder) else { return false }
                writer.append(UInt8(ascii: ","))
            } else {
                writer.append(UInt8(ascii: "{"))
            }
            writer.append("\"event\":\"select\",\"id\":")
            writer.appendInt(list.rawValue)
            if asRoutes {
                writer.append(",\"routes\":")
                guard Self.writeRoutes(children, at: level + 1, into: &writer, coder: &coder) else { return false }
            }
            writer.append(",\"row\":")
            guard coder.writeRoute(row, inside: level, into: &writer) else { return false }
            writer.append(UInt8(ascii: "}"))
        case .raise(let column):
            Self.write(column, named: "raise", into: &writer)
        case .pop(let column):
            Self.write(column, named: "pop", into: &writer)
        case .popToRoot(let column):
            Self.write(column, named: "popToRoot", into: &writer)
        case .popTo(let id):
            Self.write(id, named: "popTo", into: &writer)
        case .popChild(let id):
            Self.write(id, named: "popChild", into: &writer)
        case .dismissModal(let id):
            Self.write(id, named: "dismissModal", into: &writer)
        case .back:
            writer.append("{\"event\":\"back\"}")
        case .dismiss:
            writer.append("{\"event\":\"dismiss\"}")
        case .setLayout(let layout):
            writer.append("{\"event\":\"setLayout\",\"layout\":")
            writer.appendCase(layout)
            writer.append(UInt8(ascii: "}"))
        case .setWidth(let width):
            writer.append("{\"event\":\"setWidth\",\"width\":")
            writer.appendCase(width)
            writer.append(UInt8(ascii: "}"))
        case .setVisibility(let visibility):
            writer.append("{\"event\":\"setVisibility\",\"visibility\":")
            writer.appendCase(visibility)
            writer.append(UInt8(ascii: "}"))
        case .modal(let action):
            writer.append("{\"action\":")
            guard coder.write(action, at: level + 1, into: &writer) else { return false }
            writer.append(",\"event\":\"modal\"}")
        case .accordion(let id, let action):
            writer.append("{\"action\":")
            guard coder.write(action, at: level + 1, into: &writer) else { return false }
            writer.append(",\"event\":\"accordion\",\"id\":")
            writer.appendInt(id.rawValue)
            writer.append(UInt8(ascii: "}"))
        case .tabs(let id, let action):
            writer.append("{\"action\":")
            guard coder.write(action, at: level + 1, into: &writer) else { return false }
            writer.append(",\"event\":\"tabs\",\"id\":")
            writer.appendInt(id.rawValue)
            writer.append(UInt8(ascii: "}"))
        case .restore(let state):
            writer.append("{\"event\":\"restore\",\"state\":")
            guard state.write(at: level + 1, into: &writer, memo: nil, coder: &coder) else { return false }
            writer.append(UInt8(ascii: "}"))
        case .batch(let events):
            // A batch inside a batch is written too, as the general encoder writes it; the
            // decoders refuse it.
            guard coder.opens(level + 1) else { return false }
            writer.append("{\"event\":\"batch\",\"events\":[")
            for (position, event) in events.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                guard event.write(at: level + 2, into: &writer, coder: &coder) else { return false }
            }
            writer.append("]}")
        }
        return true
    }

    /// Writes `{"column":<column>,"event":<name>}`.
    private static func write(_ column: Column, named name: StaticString, into writer: inout CanonicalJSONWriter) {
        writer.append("{\"column\":")
        writer.appendCase(column)
        writer.append(",\"event\":\"")
        writer.append(name)
        writer.append("\"}")
    }

    /// Writes `{"event":<name>,"id":<id>}`.
    private static func write(_ id: ChildID, named name: StaticString, into writer: inout CanonicalJSONWriter) {
        writer.append("{\"event\":\"")
        writer.append(name)
        writer.append("\",\"id\":")
        writer.appendInt(id.rawValue)
        writer.append(UInt8(ascii: "}"))
    }

    /// Writes a `showDetail` or `showSupplementary` event, its object at nesting `level`:
    /// `"routes"` when every child is plain, `"children"` without columns otherwise.
    private static func writeShown(
        _ children: [NewChild<Route>], named name: StaticString, at level: Int, into writer: inout CanonicalJSONWriter,
        coder: inout CanonicalChildJSON<Route>
    ) -> Bool {
        if children.allSatisfy({ $0.content == .plain }) {
            writer.append("{\"event\":\"")
            writer.append(name)
            writer.append("\",\"routes\":")
            guard writeRoutes(children, at: level + 1, into: &writer, coder: &coder) else { return false }
        } else {
            writer.append("{\"children\":")
            guard writeChildren(children, keepingColumns: false, at: level + 1, into: &writer, coder: &coder) else { return false }
            writer.append(",\"event\":\"")
            writer.append(name)
            writer.append(UInt8(ascii: "\""))
        }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes the children's routes, their array at nesting `level`.
    private static func writeRoutes(
        _ children: [NewChild<Route>], at level: Int, into writer: inout CanonicalJSONWriter, coder: inout CanonicalChildJSON<Route>
    ) -> Bool {
        guard coder.opens(level) else { return false }
        writer.append(UInt8(ascii: "["))
        for (position, child) in children.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard coder.writeRoute(child.route, inside: level, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "]"))
        return true
    }

    /// Writes the children as `"children"` holds them, their array at nesting `level`: each a
    /// route and content, and with `keepingColumns` a column other than the detail one.
    private static func writeChildren(
        _ children: [NewChild<Route>], keepingColumns: Bool, at level: Int, into writer: inout CanonicalJSONWriter,
        coder: inout CanonicalChildJSON<Route>
    ) -> Bool {
        guard coder.opens(level) else { return false }
        writer.append(UInt8(ascii: "["))
        for (position, child) in children.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard coder.open(with: child.content, at: level + 1, into: &writer) else { return false }
            if keepingColumns, child.preferredColumn != .detail {
                writer.append("\"column\":")
                writer.appendCase(child.preferredColumn)
                writer.append(UInt8(ascii: ","))
            }
            writer.append("\"route\":")
            guard coder.writeRoute(child.route, inside: level + 1, into: &writer),
                  coder.close(with: child.content, at: level + 1, into: &writer)
            else { return false }
        }
        writer.append(UInt8(ascii: "]"))
        return true
    }
}
