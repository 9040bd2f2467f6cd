/// Why an accordion rejected an operation, a lookup or a saved form.
///
/// A struct rather than an enum, so new codes do not break exhaustive switches: compare
/// ``code`` against the static members of ``Code``.
///
/// ```swift
/// do {
///     try accordion.beginPage(nil)
/// } catch where error.code == .pageExhausted {
///     // Nothing more to fetch.
/// }
/// ```
public struct AccordionError: Error, Hashable, Sendable {
    /// What went wrong, as a stable name suitable for logs, tests and wire protocols.
    public let code: Code
    /// A sentence for people: what was rejected and why.
    public let message: String

    /// Makes an error with a code and an explanation.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A stable, machine-readable error name.
    public struct Code: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"unknownNode"`.
        public let rawValue: String

        /// Wraps a raw name; prefer the static members.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        /// No node of the accordion has the id.
        public static let unknownNode = Code(rawValue: "unknownNode")
        /// The node is hidden by a collapsed ancestor; only visible rows can be selected.
        public static let hiddenNode = Code(rawValue: "hiddenNode")
        /// An index path does not lead to a node.
        public static let pathOutOfRange = Code(rawValue: "pathOutOfRange")
        /// A visible row index is negative or not below ``Accordion/visibleCount``.
        public static let rowOutOfRange = Code(rawValue: "rowOutOfRange")
        /// An insertion or move index is outside the parent's children.
        public static let indexOutOfRange = Code(rawValue: "indexOutOfRange")
        /// An inserted node's id is already used, or used twice in the inserted nodes.
        public static let duplicateNode = Code(rawValue: "duplicateNode")
        /// A page was requested for a node (or the top level) whose pages are all fetched.
        public static let pageExhausted = Code(rawValue: "pageExhausted")
        /// A page was requested while one is already being fetched.
        public static let alreadyLoading = Code(rawValue: "alreadyLoading")
        /// A page was ended or cancelled while none is being fetched.
        public static let notLoading = Code(rawValue: "notLoading")
        /// A node would move under itself or one of its descendants.
        public static let moveIntoDescendant = Code(rawValue: "moveIntoDescendant")
        /// An `atMost` policy with a limit below 1.
        public static let invalidPolicy = Code(rawValue: "invalidPolicy")
        /// A saved form breaks an invariant; the message names which.
        public static let invalidAccordion = Code(rawValue: "invalidAccordion")
        /// A change set does not fit the list of rows it was applied to.
        public static let changesDoNotApply = Code(rawValue: "changesDoNotApply")
    }
}

extension AccordionError: CustomStringConvertible {
    public var description: String { "\(code): \(message)" }
}

extension AccordionError {
    static func unknownNode(_ id: AccordionNodeID) -> AccordionError {
        AccordionError(.unknownNode, "no node has id \(id)")
    }

    static func invalidAccordion(_ reason: String) -> AccordionError {
        AccordionError(.invalidAccordion, reason)
    }
}
