/// A presentation encodes as the `splitnav` bridge prints it:
///
/// ```json
/// {"layout": "regular", "primary": [<child>, …], "detail": [<child>, …], "detailOnly": false, "placeholder": <route>}
/// {"layout": "compact", "stack": [<child>, …]}
/// ```
///
/// `placeholder` is present only while the detail column shows one.
extension Presentation: Codable {
    enum CodingKeys: String, CodingKey {
        case layout, primary, detail, detailOnly, placeholder, stack
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Layout.self, forKey: .layout) {
        case .regular:
            self = .regular(
                primary: try container.decode([Child<Route>].self, forKey: .primary),
                detail: try container.decode([Child<Route>].self, forKey: .detail),
                placeholder: try container.decodeIfPresent(Route.self, forKey: .placeholder),
                showsDetailOnly: try container.decode(Bool.self, forKey: .detailOnly))
        case .compact:
            self = .compact(stack: try container.decode([Child<Route>].self, forKey: .stack))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        switch self {
        case .regular(let primary, let detail, let placeholder, let detailOnly):
            try container.encode(primary, forKey: .primary)
            try container.encode(detail, forKey: .detail)
            try container.encode(detailOnly, forKey: .detailOnly)
            try container.encodeIfPresent(placeholder, forKey: .placeholder)
        case .compact(let stack):
            try container.encode(stack, forKey: .stack)
        }
    }
}
