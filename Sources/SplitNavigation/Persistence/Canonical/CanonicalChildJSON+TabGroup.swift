// A tab group child's `"tabs"` value, written and read directly: byte for byte what
// `TabGroup.encode(to:)` writes (`TabGroup+Codable.swift`), read back through the same
// constructor, `TabGroup.init(tabs:selected:stored:)`.
//
// `{"selected":"mail","tabs":[{"badge":"2","id":"news","stored":{"above":[…],"detail":[…],
// "supplementary":[…]},"value":…}, …]}`, with no badge, no stored stacks and empty stacks left
// out. Tab ids and badges are the app's strings, escaped as the general writer escapes them.

extension CanonicalChildJSON {
    /// Writes `group`, its object at nesting `level`.
    mutating func write(_ group: TabGroup<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level), opens(level + 1) else { return false }
        writer.append("{\"selected\":")
        writer.appendString(group.selected.rawValue)
        writer.append(",\"tabs\":[")
        for (position, tab) in group.tabs.enumerated() {
            if position > 0 { writer.append(UInt8(ascii: ",")) }
            guard write(tab, stored: group.stored[tab.id], at: level + 2, into: &writer) else { return false }
        }
        writer.append("]}")
        return true
    }

    /// Writes a tab, with the stacks it stored if any, its object at nesting `level`: as a tab
    /// group's entry, or as the tab a tab event adds.
    mutating func write(_ tab: Tab<Route>, stored: TabStacks<Route>?, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append(UInt8(ascii: "{"))
        if let badge = tab.badge {
            writer.append("\"badge\":")
            writer.appendString(badge)
            writer.append(UInt8(ascii: ","))
        }
        writer.append("\"id\":")
        writer.appendString(tab.id.rawValue)
        if let stored {
            writer.append(",\"stored\":")
            guard write(stored, at: level + 1, into: &writer) else { return false }
        }
        writer.append(",\"value\":")
        guard writeRoute(tab.value, inside: level, into: &writer) else { return false }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// Writes a tab's stored stacks, their object at nesting `level`: the non-empty ones only.
    private mutating func write(_ stacks: TabStacks<Route>, at level: Int, into writer: inout CanonicalJSONWriter) -> Bool {
        guard opens(level) else { return false }
        writer.append(UInt8(ascii: "{"))
        var first = true
        for (key, stack) in [("\"above\":" as StaticString, stacks.above), ("\"detail\":", stacks.detail), ("\"supplementary\":", stacks.supplementary)]
        where !stack.isEmpty {
            if !first { writer.append(UInt8(ascii: ",")) }
            first = false
            writer.append(key)
            guard write(stack, at: level + 1, into: &writer) else { return false }
        }
        writer.append(UInt8(ascii: "}"))
        return true
    }

    /// The tab group whose object, at nesting `level`, is next; nil when it is not spelled as
    /// the writer spells it or breaks a rule `TabGroup.init(from:)` checks.
    mutating func readTabGroup(_ reader: inout CanonicalJSONReader, at level: Int) -> TabGroup<Route>? {
        guard level + 1 <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")),
              reader.member("selected", first: true), let selected = reader.string(),
              reader.member("tabs", first: false),
              let entries = reader.array({ reader in readTab(&reader, at: level + 2) }),
              reader.read(UInt8(ascii: "}"))
        else { return nil }
        var stored: [TabID: TabStacks<Route>] = [:]
        for (tab, stacks) in entries {
            guard let stacks else { continue }
            // The decoder throws for a tab that stores stacks twice.
            guard stored.updateValue(stacks, forKey: tab.id) == nil else { return nil }
        }
        return try? TabGroup(tabs: entries.map(\.tab), selected: TabID(selected), stored: stored)
    }

    /// A tab and the stacks it stored, its object at nesting `level`.
    private mutating func readTab(_ reader: inout CanonicalJSONReader, at level: Int) -> (tab: Tab<Route>, stored: TabStacks<Route>?)? {
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        var badge: String?
        if reader.member("badge", first: true) {
            guard let text = reader.string() else { return nil }
            badge = text
        }
        guard reader.member("id", first: badge == nil), let id = reader.string() else { return nil }
        var stored: TabStacks<Route>?
        if reader.member("stored", first: false) {
            guard let stacks = readStacks(&reader, at: level + 1) else { return nil }
            stored = stacks
        }
        guard reader.member("value", first: false), let value = readRoute(&reader, inside: level),
              reader.read(UInt8(ascii: "}"))
        else { return nil }
        return (Tab(TabID(id), value: value, badge: badge), stored)
    }

    /// Stored stacks, their object at nesting `level`, as the writer spells them: at least one
    /// stack, and no empty one.
    private mutating func readStacks(_ reader: inout CanonicalJSONReader, at level: Int) -> TabStacks<Route>? {
        guard level <= Self.deepestReadLevel, reader.read(UInt8(ascii: "{")) else { return nil }
        var stacks: [[Child<Route>]] = []
        var first = true
        for key: StaticString in ["above", "detail", "supplementary"] {
            guard reader.member(key, first: first) else {
                stacks.append([])
                continue
            }
            first = false
            guard let children = readChildren(&reader, at: level + 1), !children.isEmpty else { return nil }
            stacks.append(children)
        }
        guard !first, reader.read(UInt8(ascii: "}")) else { return nil }
        return TabStacks(above: stacks[0], supplementary: stacks[2], detail: stacks[1])
    }
}
