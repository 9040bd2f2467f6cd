// A tab group encodes as `{"selected":"mail","tabs":[{"id":"mail","value":<route>},
// {"id":"news","value":<route>,"badge":"2","stored":{"detail":[<child>, …]}}]}`: each tab with
// the stacks it stored, in tab order, so that the output is deterministic.

extension TabGroup: Codable {
    private enum CodingKeys: String, CodingKey {
        case selected, tabs
    }

    /// A tab with its stored stacks, as written.
    private struct Entry: Codable {
        var tab: Tab<Route>
        var stored: TabStacks<Route>?

        private enum CodingKeys: String, CodingKey {
            case stored
        }

        init(tab: Tab<Route>, stored: TabStacks<Route>?) {
            self.tab = tab
            self.stored = stored
        }

        init(from decoder: any Decoder) throws {
            tab = try Tab(from: decoder)
            stored = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(TabStacks<Route>.self, forKey: .stored)
        }

        func encode(to encoder: any Encoder) throws {
            try tab.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(stored, forKey: .stored)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Entry].self, forKey: .tabs)
        let selected = try container.decode(TabID.self, forKey: .selected)
        var stored: [TabID: TabStacks<Route>] = [:]
        for entry in entries {
            guard let stacks = entry.stored else { continue }
            if stored.updateValue(stacks, forKey: entry.tab.id) != nil {
                throw DecodingError.dataCorruptedError(
                    forKey: .tabs, in: container, debugDescription: "tab \(entry.tab.id) appears more than once")
            }
        }
        do throws(NavigationError) {
            try self.init(tabs: entries.map(\.tab), selected: selected, stored: stored)
        } catch where error.code == .limitExceeded {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .tabs, in: container, debugDescription: "inconsistent tab group: \(error.message)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selected, forKey: .selected)
        // A loop over the stored stacks by position: decoding and encoding run as generic code.
        let tabs = self.tabs
        let stacks = storage.stacks
        var entries: [Entry] = []
        entries.reserveCapacity(tabs.count)
        for position in tabs.indices {
            let stored = stacks.isEmpty || stacks[position].isEmpty ? nil : stacks[position]
            entries.append(Entry(tab: tabs[position], stored: stored))
        }
        try container.encode(entries, forKey: .tabs)
    }
}
