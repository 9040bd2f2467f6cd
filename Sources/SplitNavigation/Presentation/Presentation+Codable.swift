/// A presentation encodes as the `splitnav` bridge prints it. Two columns, exactly as format 1:
///
/// ```json
/// {"layout": "regular", "primary": [<child>, …], "detail": [<child>, …], "detailOnly": false, "placeholder": <route>}
/// {"layout": "compact", "stack": [<child>, …]}
/// ```
///
/// Three columns add the count, the supplementary column and its placeholder, and name the
/// visible columns instead of `"detailOnly"`:
///
/// ```json
/// {"layout": "regular", "columns": 3, "primary": […], "supplementary": […], "detail": […],
///  "visible": ["supplementary", "detail"], "supplementaryPlaceholder": <route>, "placeholder": <route>}
/// {"layout": "compact", "columns": 3, "stack": […]}
/// ```
///
/// A text placeholder is written `"placeholderText": "…"` (`"supplementaryPlaceholderText"` for
/// the supplementary column's) instead of the route.
///
/// Modals add `"modals": [{"style": "sheet", "stack": [<child>, …]}, …]`, bottom first, with the
/// style as presented. Decoding rejects a placeholder over a non-empty column, visible columns
/// the split lacks, and (``NavigationError/Code/invalidState``) children no state presents.
extension Presentation: Codable {
    enum CodingKeys: String, CodingKey {
        case layout, columns, primary, supplementary, detail, detailOnly, visible, placeholder, supplementaryPlaceholder, stack, modals
        case placeholderText, supplementaryPlaceholderText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let columns = try container.decodeIfPresent(SplitColumns.self, forKey: .columns) ?? .two
        let modals = try container.decodeIfPresent([Modal<Route>].self, forKey: .modals) ?? []
        switch try container.decode(Layout.self, forKey: .layout) {
        case .regular:
            let supplementary = try container.decodeIfPresent([Child<Route>].self, forKey: .supplementary) ?? []
            let detail = try container.decode([Child<Route>].self, forKey: .detail)
            let supplementaryPlaceholder = try Self.placeholder(
                in: container, route: .supplementaryPlaceholder, text: .supplementaryPlaceholderText)
            let placeholder = try Self.placeholder(in: container, route: .placeholder, text: .placeholderText)
            let visible: [Column]
            if columns == .two {
                guard supplementary.isEmpty, supplementaryPlaceholder == nil else {
                    throw NavigationError(.malformedInput, "a two-column presentation has no supplementary column")
                }
                visible = try container.decode(Bool.self, forKey: .detailOnly) ? [.detail] : [.primary, .detail]
            } else {
                visible = try container.decode([Column].self, forKey: .visible)
                guard !visible.isEmpty, zip(visible, visible.dropFirst()).allSatisfy({ $0 < $1 }) else {
                    throw NavigationError(.malformedInput, "\"visible\" must name columns leading to trailing, each once")
                }
            }
            guard placeholder == nil || detail.isEmpty, supplementaryPlaceholder == nil || supplementary.isEmpty else {
                throw NavigationError(.malformedInput, "a placeholder shows only in an empty column")
            }
            self = .regular(
                primary: try container.decode([Child<Route>].self, forKey: .primary), supplementary: supplementary,
                detail: detail, columns: columns, supplementaryPlaceholder: supplementaryPlaceholder,
                detailPlaceholder: placeholder, visibleColumns: visible, modals: modals)
        case .compact:
            self = .compact(stack: try container.decode([Child<Route>].self, forKey: .stack), columns: columns, modals: modals)
        }
        try validateDecoded(path: codingPathDescription(decoder.codingPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        if columns == .three {
            try container.encode(columns, forKey: .columns)
        }
        switch layout {
        case .regular:
            try container.encode(stack(.primary), forKey: .primary)
            if columns == .three {
                try container.encode(stack(.supplementary), forKey: .supplementary)
            }
            try container.encode(stack(.detail), forKey: .detail)
            if columns == .three {
                try container.encode(visibleColumns, forKey: .visible)
                try container.encodePlaceholder(
                    placeholder(for: .supplementary), route: .supplementaryPlaceholder, text: .supplementaryPlaceholderText)
            } else {
                try container.encode(showsDetailOnly, forKey: .detailOnly)
            }
            try container.encodePlaceholder(placeholder, route: .placeholder, text: .placeholderText)
        case .compact:
            try container.encode(stack(.primary), forKey: .stack)
        }
        if !modals.isEmpty {
            try container.encode(modals, forKey: .modals)
        }
    }
}

extension Presentation {
    /// The placeholder under `route` or `text`, which cannot both be present.
    private static func placeholder(
        in container: KeyedDecodingContainer<CodingKeys>, route: CodingKeys, text: CodingKeys
    ) throws -> Placeholder<Route>? {
        guard let text = try container.decodeIfPresent(String.self, forKey: text) else {
            return try container.decodeIfPresent(Route.self, forKey: route).map(Placeholder.route)
        }
        guard !container.contains(route) else {
            throw NavigationError(.malformedInput, "a column has one placeholder: a route or a text, not both")
        }
        return .text(text)
    }
}

extension KeyedEncodingContainer {
    /// A placeholder as a presentation writes it: its route under `route`, or its text under
    /// `text`, nothing for none; the bridge's answers write theirs the same way.
    package mutating func encodePlaceholder<Route>(_ placeholder: Placeholder<Route>?, route: Key, text: Key) throws {
        switch placeholder {
        case .route(let value)?: try encode(value, forKey: route)
        case .text(let value)?: try encode(value, forKey: text)
        case nil: break
        }
    }
}
