// The `"action"` of a `modal`, `accordion` or `tabs` event, written and read directly: byte
// for byte what `ModalEvent`, `AccordionEvent` and `TabEvent` `encode(to:)` write
// (`ModalEvent+Codable.swift`, `AccordionEvent+Codable.swift`, `TabEvent+Codable.swift`), read
// back through the same constructors and checks. Keys in sorted order, as the general writer
// sorts them:
//
// - modal: `{"column":"detail","kind":"push","route":R}` (content sharing the object, as a
//   child's does), `{"kind":"pop"}`, `{"id":9,"kind":"popTo"}`;
// - accordion: `{"children":…,"destination":…,"exhausted":…,"index":…,"kind":…,"node":…,
//   "parent":…,"value":…}`, each key only for the kinds that write it;
// - tabs: `{"badge":"2","index":0,"kind":"add","tab":{"badge":…,"id":"mail","value":R}}`, the
//   tab an id string but for `add`.
//
// Like the rest of the direct path, the readers give up (answer nil) at anything unexpected,
// for the general decoder to read the same value or throw.

extension CanonicalChildJSON {
    // MARK: Modal events

    /// Writes `event`, its object at nesting `level`.
    mutating func write(_ event: ModalEvent<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        switch event {
        case .push(let child), .replaceTop(let child):
            guard open(with: child.content, at: level, into: &writer) else { return false }
            writer.append("\"column\":")
            writer.appendCase(child.preferredColumn)
            if case .push = event {
                writer.append(",\"kind\":\"push\",\"route\":")
            } else {
                writer.append(",\"kind\":\"replaceTop\",\"route\":")
            }
            guard writeRoute(child.route, inside: level, into: &writer) else { return false }
            return close(with: child.content, at: level, into: &writer)
        case .pop:
            guard opens(level) else { return false }
            writer.append("{\"kind\":\"pop\"}")
        case .popTo(let id):
            guard opens(level) else { return false }
            writer.append("{\"id\":")
            writer.appendInt(id.rawValue)
            writer.append(",\"kind\":\"popTo\"}")
        case .popToRoot:
            guard opens(level) else { return false }
            writer.append("{\"kind\":\"popToRoot\"}")
        }
        return true
    }

    /// The modal event whose object, at nesting `level`, is next, as the writer spells it.
    mutating func readModalEvent(_ reader: inout CanonicalJSONReader, at level: Int) -> ModalEvent<Route>? {
        guard let (opening, first) = readOpening(&reader, at: level) else { return nil }
        var column: Column?, id: Int?
        if reader.member("column", first: first) {
            guard let named = reader.enumCase(Column.self) else { return nil }
            column = named
        }
        if reader.member("id", first: first && column == nil) {
            guard let number = reader.int() else { return nil }
            id = number
        }
        guard reader.member("kind", first: first && column == nil && id == nil),
              let kind = reader.enumCase(CanonicalModalKind.self)
        else { return nil }
        switch kind {
        case .push, .replaceTop:
            guard let column, id == nil, reader.member("route", first: false),
                  let route = readRoute(&reader, inside: level),
                  let content = readClosing(&reader, after: opening, at: level)
            else { return nil }
            let child = NewChild(route, preferring: column, content: content)
            return kind == .push ? .push(child) : .replaceTop(child)
        case .pop, .popToRoot:
            guard case .plain = opening, column == nil, id == nil, reader.read(UInt8(ascii: "}")) else { return nil }
            return kind == .pop ? .pop : .popToRoot
        case .popTo:
            guard case .plain = opening, column == nil, let id, reader.read(UInt8(ascii: "}")) else { return nil }
            return .popTo(ChildID(id))
        }
    }

    // MARK: Accordion events

    /// Writes `event`, its object at nesting `level`.
    mutating func write(_ event: AccordionEvent<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        switch event {
        case .expand(let id): writeKind("expand", node: id, into: &writer)
        case .collapse(let id): writeKind("collapse", node: id, into: &writer)
        case .toggle(let id): writeKind("toggle", node: id, into: &writer)
        case .select(let id): writeKind("select", node: id, into: &writer)
        case .remove(let id): writeKind("remove", node: id, into: &writer)
        case .beginPage(let id): writeKind("beginPage", node: id, into: &writer)
        case .cancelPage(let id): writeKind("cancelPage", node: id, into: &writer)
        case .expandAll: writer.append("{\"kind\":\"expandAll\"}")
        case .collapseAll: writer.append("{\"kind\":\"collapseAll\"}")
        case .deselect: writer.append("{\"kind\":\"deselect\"}")
        case .insert(let node, let parent, let index):
            writer.append("{\"children\":")
            guard write(node, at: level + 1, into: &writer) else { return false }
            if let index {
                writer.append(",\"index\":")
                writer.appendInt(index)
            }
            writer.append(",\"kind\":\"insert\"")
            if let parent {
                writer.append(",\"parent\":")
                writer.appendInt(parent.rawValue)
            }
            writer.append(UInt8(ascii: "}"))
        case .move(let id, let parent, let index):
            writer.append(UInt8(ascii: "{"))
            if let index {
                writer.append("\"index\":")
                writer.appendInt(index)
                writer.append(UInt8(ascii: ","))
            }
            writer.append("\"kind\":\"move\",\"node\":")
            writer.appendInt(id.rawValue)
            if let parent {
                writer.append(",\"parent\":")
                writer.appendInt(parent.rawValue)
            }
            writer.append(UInt8(ascii: "}"))
        case .replace(let id, let value, let destination):
            writer.append(UInt8(ascii: "{"))
            if let destination {
                guard writeDestination(destination, at: level + 1, into: &writer) else { return false }
            }
            writer.append("\"kind\":\"replace\",\"node\":")
            writer.appendInt(id.rawValue)
            writer.append(",\"value\":")
            guard writeRoute(value, inside: level, into: &writer) else { return false }
            writer.append(UInt8(ascii: "}"))
        case .endPage(let id, let children, let exhausted):
            guard opens(level + 1) else { return false }
            writer.append("{\"children\":[")
            for (position, node) in children.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                guard write(node, at: level + 2, into: &writer) else { return false }
            }
            writer.append(exhausted ? "],\"exhausted\":true" : "],\"exhausted\":false")
            writer.append(",\"kind\":\"endPage\"")
            if let id {
                writer.append(",\"node\":")
                writer.appendInt(id.rawValue)
            }
            writer.append(UInt8(ascii: "}"))
        }
        return true
    }

    /// Writes `{"kind":<kind>,"node":<id>}`, without the node when there is none.
    private func writeKind(_ kind: StaticString, node: AccordionNodeID?, into writer: inout CanonicalJSONWriter) {
        writer.append("{\"kind\":\"")
        writer.append(kind)
        if let node {
            writer.append("\",\"node\":")
            writer.appendInt(node.rawValue)
            writer.append(UInt8(ascii: "}"))
        } else {
            writer.append("\"}")
        }
    }

    /// Writes a subtree's flat form, its array at nesting `level`, as `AccordionNode`'s
    /// `encode(to:)` writes it.
    private mutating func write(_ node: AccordionNode<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append(UInt8(ascii: "["))
        for (position, record) in node.flatRecords().enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard write(record, at: level + 1, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "]"))
        return true
    }

    /// The accordion event whose object, at nesting `level`, is next, as the writer spells it.
    mutating func readAccordionEvent(_ reader: inout CanonicalJSONReader, at level: Int) -> AccordionEvent<Route>? {
        guard level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        var first = true
        func member(_ name: StaticString) -> Bool {
            guard reader.member(name, first: first) else { return false }
            first = false
            return true
        }
        // `children` is one subtree for `insert`, a list of them for `endPage`.
        var subtree: AccordionNode<Route>?, subtrees: [AccordionNode<Route>]?
        if member("children") {
            if let list = reader.array({ reader in readSubtree(&reader, at: level + 2) }) {
                subtrees = list
            } else {
                guard let node = readSubtree(&reader, at: level + 1) else { return nil }
                subtree = node
            }
        }
        var destination: RowDestination<Route>?
        if member("destination") {
            guard reader.read(UInt8(ascii: "{")),
                  reader.member("column", first: true), let column = reader.enumCase(Column.self),
                  reader.member("route", first: false), let route = readRoute(&reader, inside: level + 1),
                  reader.read(UInt8(ascii: "}"))
            else { return nil }
            destination = RowDestination(route, column: column)
        }
        var exhausted: Bool?, index: Int?
        if member("exhausted") {
            guard let flag = reader.bool() else { return nil }
            exhausted = flag
        }
        if member("index") {
            guard let number = reader.int() else { return nil }
            index = number
        }
        guard member("kind"), let kind = reader.enumCase(AccordionEvent<Route>.Kind.self) else { return nil }
        var node: AccordionNodeID?, parent: AccordionNodeID?, value: Route?
        if reader.member("node", first: false) {
            guard let number = reader.int() else { return nil }
            node = AccordionNodeID(number)
        }
        if reader.member("parent", first: false) {
            guard let number = reader.int() else { return nil }
            parent = AccordionNodeID(number)
        }
        if reader.member("value", first: false) {
            guard let route = readRoute(&reader, inside: level) else { return nil }
            value = route
        }
        guard reader.read(UInt8(ascii: "}")) else { return nil }

        // Exactly the keys the writer gives the kind.
        let noPayload = subtree == nil && subtrees == nil && destination == nil && exhausted == nil && value == nil
        let placement = index != nil || parent != nil
        switch kind {
        case .expand, .collapse, .toggle, .select, .remove:
            guard noPayload, !placement, let node else { return nil }
            switch kind {
            case .expand: return .expand(node)
            case .collapse: return .collapse(node)
            case .toggle: return .toggle(node)
            case .select: return .select(node)
            default: return .remove(node)
            }
        case .expandAll, .collapseAll, .deselect:
            guard noPayload, !placement, node == nil else { return nil }
            return kind == .expandAll ? .expandAll : kind == .collapseAll ? .collapseAll : .deselect
        case .beginPage, .cancelPage:
            guard noPayload, !placement else { return nil }
            return kind == .beginPage ? .beginPage(node) : .cancelPage(node)
        case .insert:
            guard let subtree, subtrees == nil, destination == nil, exhausted == nil, value == nil, node == nil else { return nil }
            return .insert(subtree, parent: parent, index: index)
        case .move:
            guard noPayload, let node else { return nil }
            return .move(node, parent: parent, index: index)
        case .replace:
            guard let node, let value, subtree == nil, subtrees == nil, exhausted == nil, !placement else { return nil }
            return .replace(node, value: value, destination: destination)
        case .endPage:
            guard let subtrees, let exhausted, subtree == nil, destination == nil, value == nil, !placement else { return nil }
            return .endPage(node, children: subtrees, exhausted: exhausted)
        }
    }

    /// A subtree's flat form, its array at nesting `level`, checked as `AccordionNode`'s
    /// `init(from:)` checks it.
    private mutating func readSubtree(_ reader: inout CanonicalJSONReader, at level: Int) -> AccordionNode<Route>? {
        guard level <= Self.deepestReadLevel,
              let records = reader.array({ reader in readRecord(&reader, at: level + 1, ofSubtree: true) })
        else { return nil }
        return try? AccordionNode(records: records, path: "")
    }

    // MARK: Tab events

    /// Writes `event`, its object at nesting `level`.
    mutating func write(_ event: TabEvent<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        switch event {
        case .select(let id):
            writer.append("{\"kind\":\"select\",\"tab\":")
            writer.appendString(id.rawValue)
        case .remove(let id):
            writer.append("{\"kind\":\"remove\",\"tab\":")
            writer.appendString(id.rawValue)
        case .move(let id, let index):
            writer.append("{\"index\":")
            writer.appendInt(index)
            writer.append(",\"kind\":\"move\",\"tab\":")
            writer.appendString(id.rawValue)
        case .setBadge(let id, let badge):
            writer.append(UInt8(ascii: "{"))
            if let badge {
                writer.append("\"badge\":")
                writer.appendString(badge)
                writer.append(UInt8(ascii: ","))
            }
            writer.append("\"kind\":\"setBadge\",\"tab\":")
            writer.appendString(id.rawValue)
        case .add(let tab, let index):
            guard opens(level + 1) else { return false }
            writer.append(UInt8(ascii: "{"))
            if let index {
                writer.append("\"index\":")
                writer.appendInt(index)
                writer.append(UInt8(ascii: ","))
            }
            writer.append("\"kind\":\"add\",\"tab\":")
            guard write(tab, stored: nil, at: level + 1, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// The tab event whose object, at nesting `level`, is next, as the writer spells it.
    mutating func readTabEvent(_ reader: inout CanonicalJSONReader, at level: Int) -> TabEvent<Route>? {
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        var badge: String?, index: Int?
        if reader.member("badge", first: true) {
            guard let text = reader.string() else { return nil }
            badge = text
        }
        if reader.member("index", first: badge == nil) {
            guard let number = reader.int() else { return nil }
            index = number
        }
        guard reader.member("kind", first: badge == nil && index == nil),
              let kind = reader.enumCase(TabEvent<Route>.Kind.self),
              reader.member("tab", first: false)
        else { return nil }
        if kind == .add {
            guard badge == nil, level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
            var tabBadge: String?
            if reader.member("badge", first: true) {
                guard let text = reader.string() else { return nil }
                tabBadge = text
            }
            guard reader.member("id", first: tabBadge == nil), let id = reader.string(),
                  reader.member("value", first: false), let value = readRoute(&reader, inside: level + 1),
                  reader.read(UInt8(ascii: "}")), reader.read(UInt8(ascii: "}"))
            else { return nil }
            return .add(Tab(TabID(id), value: value, badge: tabBadge), at: index)
        }
        guard let id = reader.string(), reader.read(UInt8(ascii: "}")) else { return nil }
        switch kind {
        case .select, .remove:
            guard badge == nil, index == nil else { return nil }
            return kind == .select ? .select(TabID(id)) : .remove(TabID(id))
        case .move:
            guard badge == nil, let index else { return nil }
            return .move(TabID(id), to: index)
        case .setBadge:
            guard index == nil else { return nil }
            return .setBadge(TabID(id), badge)
        case .add:
            return nil
        }
    }
}

/// A modal event's `"kind"`, as `ModalEvent.init(from:)` reads it. Outside the generic coder,
/// whose context would not let it keep its spellings in a `static let`.
private enum CanonicalModalKind: String, CanonicalJSONCase {
    case push, pop, popTo, popToRoot, replaceTop

    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: CanonicalModalKind.self)
}
