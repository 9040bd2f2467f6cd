/// The saved form of a state, format 1:
///
/// ```json
/// {"format": 1, "layout": "regular", "policy": "detailOnTop", "detailOnly": false,
///  "nextID": 4, "primary": [<child>, …], "detail": [<child>, …]}
/// {"format": 1, "layout": "compact", "policy": "hideDetail", "detailOnly": false,
///  "nextID": 4, "stack": [<child>, …], "keptAside": [<child>, …]}
/// ```
///
/// Decoding checks every invariant of ``SplitState`` and throws a ``NavigationError`` with code
/// ``NavigationError/Code/invalidState`` naming the first one broken; a format it does not know
/// is rejected the same way. The placeholder is never saved: it is not part of the state.
extension SplitState: Codable {
    /// The newest saved-state format this version writes; it reads every format up to it.
    public static var currentFormat: Int { 1 }

    enum CodingKeys: String, CodingKey {
        case format, layout, policy, detailOnly, nextID, primary, detail, stack, keptAside
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard (1...Self.currentFormat).contains(format) else {
            throw NavigationError.invalidState("saved-state format \(format) is not supported (this version reads 1...\(Self.currentFormat))")
        }
        let policy = try container.decode(CollapsePolicy.self, forKey: .policy)
        let detailOnly = try container.decode(Bool.self, forKey: .detailOnly)
        let nextID = try container.decode(ChildID.self, forKey: .nextID)
        switch try container.decode(Layout.self, forKey: .layout) {
        case .regular:
            try Self.rejectKeys([.stack, .keptAside], in: container, for: "regular")
            self = try .regular(
                primary: try container.decode([Child<Route>].self, forKey: .primary),
                detail: try container.decode([Child<Route>].self, forKey: .detail),
                policy: policy, showsDetailOnly: detailOnly, nextID: nextID)
        case .compact:
            try Self.rejectKeys([.primary, .detail], in: container, for: "compact")
            self = try .compact(
                stack: try container.decode([Child<Route>].self, forKey: .stack),
                keptAside: try container.decodeIfPresent([Child<Route>].self, forKey: .keptAside) ?? [],
                policy: policy, showsDetailOnly: detailOnly, nextID: nextID)
        }
    }

    /// A state with keys of the other layout is ambiguous: reject it rather than guess.
    private static func rejectKeys(_ keys: [CodingKeys], in container: KeyedDecodingContainer<CodingKeys>, for layout: String) throws {
        for key in keys where container.contains(key) {
            throw NavigationError.invalidState("a \(layout) state has no \"\(key.stringValue)\" key")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormat, forKey: .format)
        try container.encode(layout, forKey: .layout)
        try container.encode(policy, forKey: .policy)
        try container.encode(showsDetailOnly, forKey: .detailOnly)
        try container.encode(nextID, forKey: .nextID)
        switch storage {
        case .regular(let primary, let detail):
            try container.encode(primary, forKey: .primary)
            try container.encode(detail, forKey: .detail)
        case .compact(let stack, let keptAside):
            try container.encode(stack, forKey: .stack)
            try container.encode(keptAside, forKey: .keptAside)
        }
    }
}
