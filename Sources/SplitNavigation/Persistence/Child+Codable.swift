// A child encodes as `{"id": 1, "route": <route>, "column": "primary"}`; content other than
// plain adds one key naming its kind, and a child a selection opened adds
// `"openedBy": {"list": 3, "row": <route>}`.

extension Child: Codable {
    enum CodingKeys: String, CodingKey {
        case id, route, column, openedBy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ChildID.self, forKey: .id),
            route: try container.decode(Route.self, forKey: .route),
            preferredColumn: try container.decode(Column.self, forKey: .column),
            content: try ChildContent(from: decoder),
            openedBy: try container.decodeIfPresent(RowSelection<Route>.self, forKey: .openedBy))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(route, forKey: .route)
        try container.encode(preferredColumn, forKey: .column)
        try content.encode(to: encoder)
        try container.encodeIfPresent(openedBy, forKey: .openedBy)
    }
}

extension NewChild: Codable {
    enum CodingKeys: String, CodingKey {
        case route, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Route.self, forKey: .route),
            preferring: try container.decode(Column.self, forKey: .column),
            content: try ChildContent(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(route, forKey: .route)
        try container.encode(preferredColumn, forKey: .column)
        try content.encode(to: encoder)
    }
}

/// Content shares its owner's JSON object: plain writes nothing; an accordion adds an
/// `"accordion"` key, a tab group a `"tabs"` key, never both.
extension ChildContent: Codable {
    private enum CodingKeys: String, CodingKey {
        case accordion, tabs
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.accordion), container.contains(.tabs) {
            throw DecodingError.dataCorruptedError(
                forKey: .tabs, in: container, debugDescription: "a child is an accordion or a tab group, not both")
        }
        if let accordion = try container.decodeIfPresent(Accordion<Route>.self, forKey: .accordion) {
            self = .accordion(accordion)
        } else if let group = try container.decodeIfPresent(TabGroup<Route>.self, forKey: .tabs) {
            self = .tabs(group)
        } else {
            self = .plain
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain:
            return
        case .accordion(let accordion):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(accordion, forKey: .accordion)
        case .tabs(let group):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(group, forKey: .tabs)
        }
    }
}
