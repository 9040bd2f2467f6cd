/// Why a recording could not be read or replayed, and on which line.
///
/// Line 1 is the start line; the event at index *i* of ``NavigationRecording/events`` is on
/// line *i* + 2. The ``cause`` says what was wrong.
public struct RecordingError: Error, Hashable, Sendable {
    /// The 1-based line the problem is on.
    public let line: Int
    /// What is wrong with that line.
    public let cause: NavigationError

    /// Makes an error for a line.
    public init(line: Int, cause: NavigationError) {
        self.line = line
        self.cause = cause
    }

    /// The cause's code, for matching.
    public var code: NavigationError.Code { cause.code }
}

extension RecordingError: CustomStringConvertible {
    /// The line number and the cause, as `line 3: malformedInput: …`.
    public var description: String { "line \(line): \(cause)" }
}
