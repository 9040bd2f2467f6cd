// A tab event encodes as `{"kind":"select","tab":"mail"}`; `add` carries the whole tab,
// `{"kind":"add","tab":{"id":"mail","value":<route>},"index":0}` (no index: at the end); `move`
// adds `"index"`, and `setBadge` adds `"badge"` (left out to clear it).

extension TabEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, tab, index, badge
    }

    /// The `"kind"` values.
    enum Kind: String, Codable {
        case select, add, remove, move, setBadge
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func id() throws -> TabID { try container.decode(TabID.self, forKey: .tab) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .select: self = try .selectTab(id())
        case .add:
            self = .add(
                try container.decode(Tab<Route>.self, forKey: .tab),
                at: try container.decodeIfPresent(Int.self, forKey: .index))
        case .remove: self = try .remove(id())
        case .move: self = try .move(id(), to: container.decode(Int.self, forKey: .index))
        case .setBadge: self = try .setBadge(id(), container.decodeIfPresent(String.self, forKey: .badge))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .selectTab(let id):
            try container.encode(Kind.select, forKey: .kind)
            try container.encode(id, forKey: .tab)
        case .add(let tab, let index):
            try container.encode(Kind.add, forKey: .kind)
            try container.encode(tab, forKey: .tab)
            try container.encodeIfPresent(index, forKey: .index)
        case .remove(let id):
            try container.encode(Kind.remove, forKey: .kind)
            try container.encode(id, forKey: .tab)
        case .move(let id, let index):
            try container.encode(Kind.move, forKey: .kind)
            try container.encode(id, forKey: .tab)
            try container.encode(index, forKey: .index)
        case .setBadge(let id, let badge):
            try container.encode(Kind.setBadge, forKey: .kind)
            try container.encode(id, forKey: .tab)
            try container.encodeIfPresent(badge, forKey: .badge)
        }
    }
}
