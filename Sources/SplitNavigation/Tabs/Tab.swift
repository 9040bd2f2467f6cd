/// One tab of a ``TabGroup``: its id, the app's value for it (what the tab shows at its root),
/// and an optional badge.
///
/// JSON: `{"id":"mail","value":<route>,"badge":"3"}`, the badge left out when there is none.
public struct Tab<Route: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The tab's id, unique within its group.
    public let id: TabID
    /// The app's value for the tab.
    public let value: Route
    /// The badge the tab bar shows on the tab (an unread count), if any.
    public internal(set) var badge: String? {
        @inlinable get { _badge }
        @inlinable set { _badge = newValue }
    }
    // Stored under another name so that inlinable code (the tab events) can set it.
    @usableFromInline var _badge: String?

    private enum CodingKeys: String, CodingKey {
        case id, value
        case _badge = "badge"
    }

    /// Makes a tab.
    @inlinable
    public init(_ id: TabID, value: Route, badge: String? = nil) {
        self.id = id
        self.value = value
        _badge = badge
    }
}

extension Tab: CustomStringConvertible {
    public var description: String {
        "\(id) \(value)" + (badge.map { " [\($0)]" } ?? "")
    }
}
