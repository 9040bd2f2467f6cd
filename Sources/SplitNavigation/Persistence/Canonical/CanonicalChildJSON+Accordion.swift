// An accordion child's `"accordion"` value, written and read directly: byte for byte what
// `Accordion.encode(to:)` writes (`Accordion+Codable.swift`), from the same records
// (`nodeRecords()`), and read back through the same validation (`Accordion.restore`).
//
// `{"format":1,"nodes":[<record>, …],"paging":"idle","policy":"single","selection":3}`, each
// record `{"destination":{"column":…,"route":…},"id":2,"opened":0,"paging":…,"parent":1,"value":…}`
// with the keys that hold their default left out.

extension CanonicalChildJSON {
    /// Writes `accordion`, its object at nesting `level`.
    mutating func write(_ accordion: Accordion<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level), opens(level + 1) else { return false }
        writer.append("{\"format\":")
        writer.appendInt(Accordion<Route>.formatVersion)
        writer.append(",\"nodes\":[")
        for (position, record) in accordion.nodeRecords().enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard write(record, at: level + 2, into: &writer) else { return false }
        }
        writer.append("],\"paging\":")
        writer.appendCase(accordion.topLevelPaging)
        writer.append(",\"policy\":")
        switch accordion.policy.limit {
        case nil:
            writer.append("\"multiple\"")
        case 1:
            writer.append("\"single\"")
        case let limit?:
            // At the level of the nodes' array, checked above.
            writer.append("{\"atMost\":")
            writer.appendInt(limit)
            writer.append(UInt8(ascii: "}"))
        }
        if let selection = accordion.selectedNode {
            writer.append(",\"selection\":")
            writer.appendInt(selection.rawValue)
        }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes a row's `"destination":{…},` (the key first of its object, and a comma after),
    /// the destination's object at nesting `level`.
    mutating func writeDestination(_ destination: RowDestination<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append("\"destination\":{\"column\":")
        writer.appendCase(destination.column)
        writer.append(",\"route\":")
        guard writeRoute(destination.route, inside: level, into: &writer) else { return false }
        writer.append("},")
        return true
    }

    /// Writes one node's record, its object at nesting `level`, as the synthesized
    /// `AccordionNodeRecord.encode(to:)` writes it: nil fields left out. An accordion's records
    /// and a subtree's (``AccordionNode``'s flat form) alike.
    mutating func write(_ record: AccordionNodeRecord<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append(UInt8(ascii: "{"))
        if let destination = record.destination {
            guard writeDestination(destination, at: level + 1, into: &writer) else { return false }
        }
        if let expanded = record.expanded {
            // Subtrees' records only; an accordion's never say, but the writer says what is there.
            writer.append(expanded ? "\"expanded\":true," : "\"expanded\":false,")
        }
        writer.append("\"id\":")
        writer.appendInt(record.id.rawValue)
        if let opened = record.opened {
            writer.append(",\"opened\":")
            writer.appendInt(opened)
        }
        if let paging = record.paging {
            writer.append(",\"paging\":")
            writer.appendCase(paging)
        }
        if let parent = record.parent {
            writer.append(",\"parent\":")
            writer.appendInt(parent.rawValue)
        }
        writer.append(",\"value\":")
        guard writeRoute(record.value, inside: level, into: &writer) else { return false }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// The accordion whose object, at nesting `level`, is next; nil when it is not spelled as
    /// the writer spells it or breaks a rule `Accordion.init(from:)` checks.
    mutating func readAccordion(_ reader: inout CanonicalJSONReader, at level: Int) -> Accordion<Route>? {
        guard level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")),
              reader.member("format", first: true), reader.int() == Accordion<Route>.formatVersion,
              reader.member("nodes", first: false),
              let records = reader.array({ reader in readRecord(&reader, at: level + 2, ofSubtree: false) }),
              reader.member("paging", first: false), let paging = reader.enumCase(AccordionPaging.self),
              reader.member("policy", first: false), let policy = readPolicy(&reader, at: level + 1)
        else { return nil }
        var selection: AccordionNodeID?
        if reader.member("selection", first: false) {
            guard let id = reader.int() else { return nil }
            selection = AccordionNodeID(id)
        }
        guard reader.read(UInt8(ascii: "}")),
              var accordion = try? Accordion<Route>.restore(policy: policy, paging: paging, records: records, path: "")
        else { return nil }
        if let selection {
            guard (try? accordion.restoreSelection(selection, path: "")) != nil else { return nil }
        }
        return accordion
    }

    /// A node's record, its object at nesting `level`, as the writer spells it: for an
    /// accordion, no `expanded` (accordions do not write it) and no idle `paging`; for a subtree
    /// (`ofSubtree`), `expanded` only when true, and no `opened` or `paging`.
    mutating func readRecord(_ reader: inout CanonicalJSONReader, at level: Int, ofSubtree: Bool) -> AccordionNodeRecord<Route>? {
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        var destination: RowDestination<Route>?
        if reader.member("destination", first: true) {
            guard level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")),
                  reader.member("column", first: true), let column = reader.enumCase(Column.self),
                  reader.member("route", first: false), let route = readRoute(&reader, inside: level + 1),
                  reader.read(UInt8(ascii: "}"))
            else { return nil }
            destination = RowDestination(route, column: column)
        }
        var expanded: Bool?
        if ofSubtree, reader.member("expanded", first: destination == nil) {
            guard reader.read(literal: "true") else { return nil }
            expanded = true
        }
        guard reader.member("id", first: destination == nil && expanded == nil), let id = reader.int() else { return nil }
        var opened: Int?, paging: AccordionPaging?, parent: AccordionNodeID?
        if !ofSubtree, reader.member("opened", first: false) {
            guard let rank = reader.int() else { return nil }
            opened = rank
        }
        if !ofSubtree, reader.member("paging", first: false) {
            guard let state = reader.enumCase(AccordionPaging.self), state != .idle else { return nil }
            paging = state
        }
        if reader.member("parent", first: false) {
            guard let named = reader.int() else { return nil }
            parent = AccordionNodeID(named)
        }
        guard reader.member("value", first: false), let value = readRoute(&reader, inside: level),
              reader.read(UInt8(ascii: "}"))
        else { return nil }
        return AccordionNodeRecord(
            id: AccordionNodeID(id), parent: parent, value: value, destination: destination,
            expanded: expanded, opened: opened, paging: paging)
    }

    /// An expansion policy as the writer spells it: `"multiple"`, `"single"`, or
    /// `{"atMost":k}` (its object at nesting `level`) for a limit of 2 or more.
    private func readPolicy(_ reader: inout CanonicalJSONReader, at level: Int) -> AccordionExpansionPolicy? {
        if reader.next == UInt8(ascii: "\"") {
            switch reader.string() {
            case "multiple": return .multiple
            case "single": return .single
            default: return nil
            }
        }
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")),
              reader.member("atMost", first: true), let limit = reader.int(), limit >= 2,
              reader.read(UInt8(ascii: "}"))
        else { return nil }
        return try? .atMost(limit)
    }
}
