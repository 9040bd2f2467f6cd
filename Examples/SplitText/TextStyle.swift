/// How text is decorated: ANSI colours on a terminal, nothing when piped.
public struct TextStyle: Sendable {
    /// Whether to emit ANSI escape sequences.
    public var usesColor: Bool

    /// A style with or without colour.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The top of a stack, where the user is.
    public func top(_ text: String) -> String { wrap(text, "1;36") }
    /// The placeholder, visibly not a child.
    public func placeholder(_ text: String) -> String { wrap(text, "2;3;33") }
    /// Box frames and titles.
    public func frame(_ text: String) -> String { wrap(text, "2") }
    /// Errors.
    public func error(_ text: String) -> String { wrap(text, "1;31") }
    /// Event names.
    public func event(_ text: String) -> String { wrap(text, "1;35") }
    /// Change lists.
    public func change(_ text: String) -> String { wrap(text, "32") }
}
