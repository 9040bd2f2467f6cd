/// A modal to reach: its style and the routes of its stack, root first — what a link to a
/// compose window names.
///
/// Reaching keeps a modal already presented when its style and root route match (see
/// ``SplitState/eventsToReach(_:reveal:making:)``).
///
/// ```swift
/// let compose = ModalTarget(root: "Compose", pushed: ["Attachments"])   // a sheet
/// let preview = ModalTarget(root: "Preview", style: .fullScreenCover)
/// ```
public struct ModalTarget<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// How the modal covers the split.
    public var style: ModalStyle
    /// The route of the modal's root, the child it is presented with.
    public var root: Route
    /// The routes pushed above the root, bottom first.
    public var pushed: [Route]

    /// A modal target with a root route, the routes above it and a style.
    public init(root: Route, pushed: [Route] = [], style: ModalStyle = .sheet) {
        self.style = style
        self.root = root
        self.pushed = pushed
    }

    /// The target of a presented modal: its style and its stack's routes.
    public init(_ modal: Modal<Route>) {
        // Closures, not key paths: see NavigationTarget.init(_:).
        self.init(root: modal.root.route, pushed: modal.stack.dropFirst().map { $0.route }, style: modal.style)
    }

    /// The routes of the modal's stack, root first; never empty.
    ///
    /// - Complexity: O(*m*) for *m* routes.
    public var routes: [Route] { [root] + pushed }
}

/// Encodes as `{"style":"sheet","routes":[R, …]}`, root first. A missing style decodes as a
/// sheet; an empty or missing `routes` is a `DecodingError`: a modal needs its root.
extension ModalTarget: Codable {
    enum CodingKeys: String, CodingKey {
        case style, routes
    }

    /// Reads a modal target; refuses one without routes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let routes = try container.decode([Route].self, forKey: .routes)
        guard let root = routes.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .routes, in: container, debugDescription: "a modal target needs at least its root route")
        }
        self.init(
            root: root, pushed: Array(routes.dropFirst()),
            style: try container.decodeIfPresent(ModalStyle.self, forKey: .style) ?? .sheet)
    }

    /// Writes a modal target: its style and its routes, root first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(routes, forKey: .routes)
    }
}
