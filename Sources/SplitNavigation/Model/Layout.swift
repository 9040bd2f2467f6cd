/// The horizontal size class the navigator lays its children out for.
public enum Layout: String, CaseIterable, Hashable, Codable, Sendable {
    /// One stack on screen: the two columns collapsed into one.
    case compact
    /// Two columns on screen, each with its own stack.
    case regular
}
