/// A refused message, answered as `{"ok":false,"error":{"code":…,"message":…}}`. The session's
/// state is unchanged by it, and the connection goes on.
package struct WebError: Error, Hashable, Sendable {
    /// Stable codes: the navigator's own (`rootCannotBePopped`, `invalidLink`, …) and the page
    /// protocol's below.
    package let code: String
    package let message: String

    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Not JSON, not an object, an unknown event, a missing or extra field, a wrong kind of value.
    package static func malformed(_ message: String) -> WebError { WebError("malformedInput", message) }
    /// An event before the page said `hello`.
    static let notStarted = WebError("notStarted", "send {\"event\":\"hello\",…} first")
    /// A message longer than the server reads.
    package static func tooLarge(limit: Int) -> WebError {
        WebError("limitExceeded", "a message may have at most \(limit) bytes; this one was skipped")
    }
}
