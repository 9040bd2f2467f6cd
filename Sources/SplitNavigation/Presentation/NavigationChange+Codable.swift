/// A change encodes as one object with a `"change"` field naming the case:
///
/// | change | JSON |
/// |---|---|
/// | inserted | `{"change":"inserted","child":<child>,"stack":"primary","index":2}` |
/// | removed | `{"change":"removed","id":3,"stack":"compact","index":0}` |
/// | replaced | `{"change":"replaced","id":3,"child":<child>,"stack":"detail","index":0}` |
/// | moved | `{"change":"moved","id":3,"from":"detail","fromIndex":0,"to":"primary","toIndex":3}` |
/// | updated | `{"change":"updated","child":<child>,"stack":"primary","index":1,"rows":<accordion change set>}` |
/// | placeholder | `{"change":"placeholder","route":<route or null>}`, or `{"change":"placeholder","text":"Select a message"}` for text, with `"column":"supplementary"` for that column's |
/// | presented | `{"change":"presented","modal":{"style":"sheet","stack":[<child>, …]}}` |
/// | dismissed | `{"change":"dismissed","id":7}` |
/// | modalPushed | `{"change":"modalPushed","child":<child>}` |
/// | modalPopped | `{"change":"modalPopped","id":8}` |
/// | modalReplacedTop | `{"change":"modalReplacedTop","id":8,"child":<child>}` |
/// | layout | `{"change":"layout","layout":"compact"}` |
/// | visibleColumns | `{"change":"visibleColumns","columns":["supplementary","detail"]}` (format 1's `{"change":"detailOnly","on":true}` is read as `["detail"]`, and `false` as `["primary","detail"]`) |
///
/// Decoding rejects an index below 0 or a child id below 1, which no event makes, with
/// ``NavigationError/Code/changesDoNotApply`` naming the field.
extension NavigationChange: Codable {
    enum CodingKeys: String, CodingKey {
        case change, child, id, stack, column, columns, index, from, fromIndex, to, toIndex, route, text, layout, on, rows, modal
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
        case .presented: "presented"
        case .dismissed: "dismissed"
        case .modalPushed: "modalPushed"
        case .modalPopped: "modalPopped"
        case .modalReplacedTop: "modalReplacedTop"
        case .layout: "layout"
        case .visibleColumns: "visibleColumns"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .change)
        switch name {
        case "inserted":
            self = .inserted(
                try container.decode(Child<Route>.self, forKey: .child),
                stack: try container.decode(StackName.self, forKey: .stack),
                index: try container.decode(Int.self, forKey: .index))
        case "removed":
            self = .removed(
                try container.decode(ChildID.self, forKey: .id),
                stack: try container.decode(StackName.self, forKey: .stack),
                index: try container.decode(Int.self, forKey: .index))
        case "replaced":
            self = .replaced(
                try container.decode(ChildID.self, forKey: .id),
                by: try container.decode(Child<Route>.self, forKey: .child),
                stack: try container.decode(StackName.self, forKey: .stack),
                index: try container.decode(Int.self, forKey: .index))
        case "moved":
            self = .moved(
                try container.decode(ChildID.self, forKey: .id),
                from: try container.decode(StackName.self, forKey: .from),
                fromIndex: try container.decode(Int.self, forKey: .fromIndex),
                to: try container.decode(StackName.self, forKey: .to),
                toIndex: try container.decode(Int.self, forKey: .toIndex))
        case "updated":
            self = .updated(
                try container.decode(Child<Route>.self, forKey: .child),
                stack: try container.decode(StackName.self, forKey: .stack),
                index: try container.decode(Int.self, forKey: .index),
                rows: try container.decode(AccordionChangeSet.self, forKey: .rows))
        case "placeholder":
            let column = try container.decodeIfPresent(Column.self, forKey: .column) ?? .detail
            if container.contains(.text) {
                guard !container.contains(.route) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .text, in: container, debugDescription: "a placeholder has \"route\" or \"text\", not both")
                }
                self = .placeholder(.text(try container.decode(String.self, forKey: .text)), column: column)
            } else {
                self = .placeholder(try container.decodeIfPresent(Route.self, forKey: .route).map(Placeholder.route), column: column)
            }
        case "presented":
            self = .presented(try container.decode(Modal<Route>.self, forKey: .modal))
        case "dismissed":
            self = .dismissed(try container.decode(ChildID.self, forKey: .id))
        case "modalPushed":
            self = .modalPushed(try container.decode(Child<Route>.self, forKey: .child))
        case "modalPopped":
            self = .modalPopped(try container.decode(ChildID.self, forKey: .id))
        case "modalReplacedTop":
            self = .modalReplacedTop(
                try container.decode(ChildID.self, forKey: .id), by: try container.decode(Child<Route>.self, forKey: .child))
        case "layout":
            self = .layout(try container.decode(Layout.self, forKey: .layout))
        case "visibleColumns":
            self = .visibleColumns(try container.decode([Column].self, forKey: .columns))
        case "detailOnly":
            // Format 1's two-column form of the visible columns.
            self = .visibleColumns(try container.decode(Bool.self, forKey: .on) ? [.detail] : [.primary, .detail])
        default:
            throw DecodingError.dataCorruptedError(forKey: .change, in: container, debugDescription: "unknown change \"\(name)\"")
        }
        try validateDecoded(path: codingPathDescription(decoder.codingPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .change)
        switch self {
        case .inserted(let child, let stack, let index):
            try container.encode(child, forKey: .child)
            try container.encode(stack, forKey: .stack)
            try container.encode(index, forKey: .index)
        case .removed(let id, let stack, let index):
            try container.encode(id, forKey: .id)
            try container.encode(stack, forKey: .stack)
            try container.encode(index, forKey: .index)
        case .replaced(let id, let child, let stack, let index):
            try container.encode(id, forKey: .id)
            try container.encode(child, forKey: .child)
            try container.encode(stack, forKey: .stack)
            try container.encode(index, forKey: .index)
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            try container.encode(id, forKey: .id)
            try container.encode(from, forKey: .from)
            try container.encode(fromIndex, forKey: .fromIndex)
            try container.encode(to, forKey: .to)
            try container.encode(toIndex, forKey: .toIndex)
        case .updated(let child, let stack, let index, let rows):
            try container.encode(child, forKey: .child)
            try container.encode(stack, forKey: .stack)
            try container.encode(index, forKey: .index)
            try container.encode(rows, forKey: .rows)
        case .placeholder(let placeholder, let column):
            switch placeholder {
            case .text(let text)?: try container.encode(text, forKey: .text)
            case .route(let route)?: try container.encode(route, forKey: .route)
            // An explicit null says "no placeholder"; a missing key would be ambiguous.
            case nil: try container.encodeNil(forKey: .route)
            }
            if column != .detail {
                try container.encode(column, forKey: .column)
            }
        case .presented(let modal):
            try container.encode(modal, forKey: .modal)
        case .dismissed(let id), .modalPopped(let id):
            try container.encode(id, forKey: .id)
        case .modalPushed(let child):
            try container.encode(child, forKey: .child)
        case .modalReplacedTop(let id, let child):
            try container.encode(id, forKey: .id)
            try container.encode(child, forKey: .child)
        case .layout(let layout):
            try container.encode(layout, forKey: .layout)
        case .visibleColumns(let columns):
            try container.encode(columns, forKey: .columns)
        }
    }
}
