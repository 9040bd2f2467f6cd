/// The saved form of a state, format 2:
///
/// ```json
/// {"format": 2, "columns": 3, "layout": "regular", "width": "medium", "policy": "detailOnTop",
///  "visibility": "automatic", "mediumWidthPolicy": "trailingColumns", "focus": "supplementary",
///  "nextID": 5, "primary": [<child>, …], "supplementary": [<child>, …], "detail": [<child>, …]}
/// {"format": 2, "columns": 2, "layout": "compact", "width": "compact", "policy": "hideDetail",
///  "visibility": "detailOnly", "mediumWidthPolicy": "trailingColumns", "focus": "detail",
///  "nextID": 4, "stack": [<child>, …], "keptAside": [<child>, …]}
/// ```
///
/// A two-column state has no `"supplementary"` key. Format 3 is format 2 with modals and tab
/// groups: a `"modals"` key (`[{"style": "sheet", "stack": [<child>, …]}, …]`, bottom first)
/// and children with a `"tabs"` key. A state is written in the oldest format that holds it, so
/// older versions refuse rather than drop what they cannot read. Format 1 (two columns, a
/// `"detailOnly"` boolean instead of `"visibility"`, none of the newer keys) is still read.
///
/// Decoding checks every invariant and throws ``NavigationError/Code/invalidState`` naming the
/// first one broken, or an unknown format or key. Placeholders are never saved.
extension SplitState: Codable {
    /// The newest saved-state format this version writes; it reads every format up to it.
    public static var currentFormat: Int { 3 }

    /// The oldest format that holds this state.
    var format: Int {
        _modals.isEmpty && !hasTabGroups ? 2 : 3
    }

    /// Whether a child of the columns is a tab group (modals' children are plain).
    var hasTabGroups: Bool {
        // Matched in place: `children` would build an array on every encoding.
        func anyTabGroup(_ stack: [Child<Route>]) -> Bool {
            stack.indices.contains { index in
                if case .tabs = stack[index].content { true } else { false }
            }
        }
        return switch storage {
        case .regular(let stacks): anyTabGroup(stacks.primary) || anyTabGroup(stacks.supplementary) || anyTabGroup(stacks.detail)
        case .compact(let stack, let keptAside, _): anyTabGroup(stack) || anyTabGroup(keptAside)
        }
    }

    enum CodingKeys: String, CodingKey {
        case format, columns, layout, width, policy, visibility, mediumWidthPolicy, focus, detailOnly, nextID
        case primary, supplementary, detail, stack, keptAside, modals
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard (1...Self.currentFormat).contains(format) else {
            throw NavigationError.invalidState("saved-state format \(format) is not supported (this version reads 1...\(Self.currentFormat))")
        }
        let policy = try container.decode(CollapsePolicy.self, forKey: .policy)
        let nextID = try container.decode(ChildID.self, forKey: .nextID)
        let layout = try container.decode(Layout.self, forKey: .layout)
        let columns: SplitColumns, width: Width, visibility: ColumnVisibility
        let mediumWidthPolicy: MediumWidthPolicy, focus: Column?
        if format == 1 {
            try Self.rejectKeys([.columns, .width, .visibility, .mediumWidthPolicy, .focus, .supplementary, .modals], in: container, for: "format 1")
            columns = .two
            width = layout == .compact ? .compact : .regular
            visibility = try container.decode(Bool.self, forKey: .detailOnly) ? .detailOnly : .automatic
            mediumWidthPolicy = .trailingColumns
            focus = nil
        } else {
            try Self.rejectKeys([.detailOnly], in: container, for: "format \(format)")
            if format == 2 {
                try Self.rejectKeys([.modals], in: container, for: "format 2")
            }
            columns = try container.decode(SplitColumns.self, forKey: .columns)
            width = try container.decode(Width.self, forKey: .width)
            visibility = try container.decode(ColumnVisibility.self, forKey: .visibility)
            mediumWidthPolicy = try container.decode(MediumWidthPolicy.self, forKey: .mediumWidthPolicy)
            focus = try container.decode(Column.self, forKey: .focus)
        }
        let modals = try container.decodeIfPresent([Modal<Route>].self, forKey: .modals) ?? []
        switch layout {
        case .regular:
            try Self.rejectKeys([.stack, .keptAside], in: container, for: "regular")
            if columns == .two {
                try Self.rejectKeys([.supplementary], in: container, for: "two-column")
            }
            self = try .regular(
                primary: try container.decode([Child<Route>].self, forKey: .primary),
                supplementary: try container.decodeIfPresent([Child<Route>].self, forKey: .supplementary) ?? [],
                detail: try container.decode([Child<Route>].self, forKey: .detail),
                columns: columns, width: width, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: focus, nextID: nextID, modals: modals)
        case .compact:
            try Self.rejectKeys([.primary, .supplementary, .detail], in: container, for: "compact")
            guard width == .compact else {
                throw NavigationError.invalidState("a compact-layout state must have compact width, not \(width)")
            }
            self = try .compact(
                stack: try container.decode([Child<Route>].self, forKey: .stack),
                keptAside: try container.decodeIfPresent([Child<Route>].self, forKey: .keptAside) ?? [],
                columns: columns, policy: policy, visibility: visibility,
                mediumWidthPolicy: mediumWidthPolicy, focus: focus, nextID: nextID, modals: modals)
        }
        if format < 3, let group = children.first(where: { $0.content.tabs != nil }) {
            throw NavigationError.invalidState("child \(group.id) is a tab group, which format \(format) cannot hold (format 3 can)")
        }
    }

    /// A state with keys of another layout or format is ambiguous: reject it rather than guess.
    private static func rejectKeys(_ keys: [CodingKeys], in container: KeyedDecodingContainer<CodingKeys>, for kind: String) throws {
        for key in keys where container.contains(key) {
            throw NavigationError.invalidState("a \(kind) state has no \"\(key.stringValue)\" key")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(columns, forKey: .columns)
        try container.encode(layout, forKey: .layout)
        try container.encode(width, forKey: .width)
        try container.encode(policy, forKey: .policy)
        try container.encode(visibility, forKey: .visibility)
        try container.encode(mediumWidthPolicy, forKey: .mediumWidthPolicy)
        try container.encode(focus, forKey: .focus)
        try container.encode(nextID, forKey: .nextID)
        switch storage {
        case .regular(let stacks):
            try container.encode(stacks.primary, forKey: .primary)
            if columns == .three {
                try container.encode(stacks.supplementary, forKey: .supplementary)
            }
            try container.encode(stacks.detail, forKey: .detail)
        case .compact(let stack, let keptAside, _):
            try container.encode(stack, forKey: .stack)
            try container.encode(keptAside, forKey: .keptAside)
        }
        if !_modals.isEmpty {
            try container.encode(_modals.modals, forKey: .modals)
        }
    }
}
