/// A change encodes as one object with a `"change"` field naming the case:
///
/// | change | JSON |
/// |---|---|
/// | inserted | `{"change":"inserted","child":<child>,"column":"primary","index":2}` |
/// | removed | `{"change":"removed","id":3,"column":"detail","index":0}` |
/// | replaced | `{"change":"replaced","id":3,"child":<child>,"column":"detail","index":0}` |
/// | moved | `{"change":"moved","id":3,"from":"detail","fromIndex":0,"to":"primary","toIndex":3}` |
/// | updated | `{"change":"updated","child":<child>,"column":"primary","index":1,"rows":<accordion change set>}` |
/// | placeholder | `{"change":"placeholder","route":<route or null>}` |
/// | layout | `{"change":"layout","layout":"compact"}` |
/// | detailOnly | `{"change":"detailOnly","on":true}` |
extension NavigationChange: Codable {
    enum CodingKeys: String, CodingKey {
        case change, child, id, column, index, from, fromIndex, to, toIndex, route, layout, on, rows
    }

    /// The change's name in its JSON form (the `"change"` field).
    public var name: String {
        switch self {
        case .inserted: "inserted"
        case .removed: "removed"
        case .replaced: "replaced"
        case .moved: "moved"
        case .updated: "updated"
        case .placeholder: "placeholder"
        case .layout: "layout"
        case .detailOnly: "detailOnly"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .change)
        switch name {
        case "inserted":
            self = .inserted(
                try container.decode(Child<Route>.self, forKey: .child),
                column: try container.decode(Column.self, forKey: .column),
                index: try container.decode(Int.self, forKey: .index))
        case "removed":
            self = .removed(
                try container.decode(ChildID.self, forKey: .id),
                column: try container.decode(Column.self, forKey: .column),
                index: try container.decode(Int.self, forKey: .index))
        case "replaced":
            self = .replaced(
                try container.decode(ChildID.self, forKey: .id),
                by: try container.decode(Child<Route>.self, forKey: .child),
                column: try container.decode(Column.self, forKey: .column),
                index: try container.decode(Int.self, forKey: .index))
        case "moved":
            self = .moved(
                try container.decode(ChildID.self, forKey: .id),
                from: try container.decode(Column.self, forKey: .from),
                fromIndex: try container.decode(Int.self, forKey: .fromIndex),
                to: try container.decode(Column.self, forKey: .to),
                toIndex: try container.decode(Int.self, forKey: .toIndex))
        case "updated":
            self = .updated(
                try container.decode(Child<Route>.self, forKey: .child),
                column: try container.decode(Column.self, forKey: .column),
                index: try container.decode(Int.self, forKey: .index),
                rows: try container.decode(AccordionChangeSet.self, forKey: .rows))
        case "placeholder":
            self = .placeholder(try container.decodeIfPresent(Route.self, forKey: .route))
        case "layout":
            self = .layout(try container.decode(Layout.self, forKey: .layout))
        case "detailOnly":
            self = .detailOnly(try container.decode(Bool.self, forKey: .on))
        default:
            throw DecodingError.dataCorruptedError(forKey: .change, in: container, debugDescription: "unknown change \"\(name)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .change)
        switch self {
        case .inserted(let child, let column, let index):
            try container.encode(child, forKey: .child)
            try container.encode(column, forKey: .column)
            try container.encode(index, forKey: .index)
        case .removed(let id, let column, let index):
            try container.encode(id, forKey: .id)
            try container.encode(column, forKey: .column)
            try container.encode(index, forKey: .index)
        case .replaced(let id, let child, let column, let index):
            try container.encode(id, forKey: .id)
            try container.encode(child, forKey: .child)
            try container.encode(column, forKey: .column)
            try container.encode(index, forKey: .index)
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            try container.encode(id, forKey: .id)
            try container.encode(from, forKey: .from)
            try container.encode(fromIndex, forKey: .fromIndex)
            try container.encode(to, forKey: .to)
            try container.encode(toIndex, forKey: .toIndex)
        case .updated(let child, let column, let index, let rows):
            try container.encode(child, forKey: .child)
            try container.encode(column, forKey: .column)
            try container.encode(index, forKey: .index)
            try container.encode(rows, forKey: .rows)
        case .placeholder(let route):
            // An explicit null says "no placeholder"; a missing key would be ambiguous.
            try container.encode(route, forKey: .route)
        case .layout(let layout):
            try container.encode(layout, forKey: .layout)
        case .detailOnly(let on):
            try container.encode(on, forKey: .on)
        }
    }
}
