/// What a child shows besides its route.
///
/// Most children are `plain`: their route says everything. Content that has state of its own
/// that the navigator must keep (and save, and keep across collapse and split) is a case here.
public enum ChildContent<Route: Hashable & Codable & Sendable>: Hashable, Sendable {
    /// The route alone.
    case plain
}
