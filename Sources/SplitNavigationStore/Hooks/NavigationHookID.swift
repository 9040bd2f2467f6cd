/// Names a filter or observer added to a ``NavigationStore``, so it can be removed.
public struct NavigationHookID: Hashable, Sendable {
    let rawValue: Int
}

extension NavigationHookID: CustomStringConvertible {
    /// The hook's number, as `hook 3`.
    public var description: String { "hook \(rawValue)" }
}
