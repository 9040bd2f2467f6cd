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
    public internal(set) var badge: String?

    /// Makes a tab.
    public init(_ id: TabID, value: Route, badge: String? = nil) {
        self.id = id
        self.value = value
        self.badge = badge
    }
}

extension Tab: CustomStringConvertible {
    public var description: String {
        "\(id) \(value)" + (badge.map { " [\($0)]" } ?? "")
    }
}
