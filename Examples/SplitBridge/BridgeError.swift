import SplitNavigation

/// A rejected line: a stable code and a message, as the protocol reports them.
public struct BridgeError: Error, Hashable, Sendable {
    /// The stable code: a navigator error code, or one of the bridge's own.
    public let code: NavigationError.Code
    /// What was wrong, for people.
    public let message: String

    /// An error with a code and a message.
    public init(_ code: NavigationError.Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The navigator's error, as is.
    public init(_ error: NavigationError) {
        self.init(error.code, error.message)
    }
}

extension NavigationError.Code {
    /// An event arrived before any `start`.
    public static let notStarted = NavigationError.Code(rawValue: "notStarted")
}
