/// Why the navigator rejected an event, a start or a saved state.
///
/// Every public operation succeeds or throws this and leaves the state as it was. A struct, so
/// new codes do not break exhaustive switches: compare ``code`` against ``Code``'s members.
///
/// ```swift
/// do {
///     try navigator.send(.pop(.primary))
/// } catch where error.code == .rootCannotBePopped {
///     // Nothing to go back to.
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable {
    /// What went wrong, as a stable name suitable for logs, tests and wire protocols.
    public let code: Code
    /// A sentence for people: what was rejected and why.
    public let message: String
    /// In a ``NavigationEvent/batch(_:)``, the index of the event that failed; `nil` for an
    /// event sent on its own.
    public let eventIndex: Int?

    /// Makes an error with a code and an explanation.
    public init(_ code: Code, _ message: String, eventIndex: Int? = nil) {
        self.code = code
        self.message = message
        self.eventIndex = eventIndex
    }

    /// The same error, as the failure of the event at `index` of a batch.
    public func inBatch(at index: Int) -> NavigationError {
        NavigationError(code, message, eventIndex: index)
    }

    /// A stable, machine-readable error name. Its raw value is what the JSON bridge reports.
    public struct Code: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"rootCannotBePopped"`.
        public let rawValue: String

        /// Wraps a raw name; prefer the static members.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public var description: String { rawValue }

        /// The event would pop the primary root or a modal's root.
        public static let rootCannotBePopped = Code(rawValue: "rootCannotBePopped")
        /// The event pops or replaces the top of a column that has no children.
        public static let columnEmpty = Code(rawValue: "columnEmpty")
        /// The event names a child id that no child in the state has.
        public static let unknownChild = Code(rawValue: "unknownChild")
        /// A start gave no initial primary child: the primary column needs its root.
        public static let noPrimaryRoot = Code(rawValue: "noPrimaryRoot")
        /// The supplementary column of a two-column split was named.
        public static let columnNotInSplit = Code(rawValue: "columnNotInSplit")
        /// A saved or restored state breaks an invariant; the message names which.
        public static let invalidState = Code(rawValue: "invalidState")
        /// The id counter cannot go any higher (a restored counter near `Int.max`).
        public static let idsExhausted = Code(rawValue: "idsExhausted")
        /// A list of changes does not fit the presentation it was applied to.
        public static let changesDoNotApply = Code(rawValue: "changesDoNotApply")
        /// An accordion event was addressed to a child whose content is not an accordion.
        public static let notAnAccordion = Code(rawValue: "notAnAccordion")
        /// A modal event or dismissal arrived while no modal is presented.
        public static let noModal = Code(rawValue: "noModal")
        /// A tab event was addressed to a child whose content is not a tab group.
        public static let notATabGroup = Code(rawValue: "notATabGroup")
        /// A tab event names a tab id that the tab group does not have.
        public static let unknownTab = Code(rawValue: "unknownTab")
        /// Input that is not well-formed: not JSON, or JSON without the expected fields.
        public static let malformedInput = Code(rawValue: "malformedInput")
        /// A stack a front end reports cannot come from the navigator's stack by pops.
        public static let stackNotExplained = Code(rawValue: "stackNotExplained")
        /// A deep link cannot be read; the message names the segment or part.
        public static let invalidLink = Code(rawValue: "invalidLink")
        /// The input passes a documented limit, such as ``TabGroup/maximumNesting``.
        public static let limitExceeded = Code(rawValue: "limitExceeded")
    }
}

extension NavigationError {
    /// An accordion child's error, keeping the accordion's code.
    public init(_ error: AccordionError) {
        self.init(Code(rawValue: error.code.rawValue), error.message)
    }
}

extension NavigationError: CustomStringConvertible {
    public var description: String {
        eventIndex.map { "\(code) at event \($0) of the batch: \(message)" } ?? "\(code): \(message)"
    }
}

// Out-of-line constructors keep message formatting out of the inlined event path.
extension NavigationError {
    @usableFromInline
    static func rootCannotBePopped(_ root: ChildID) -> NavigationError {
        NavigationError(.rootCannotBePopped, "child \(root) is the primary root and cannot be popped")
    }

    @usableFromInline
    static func columnEmpty(_ column: Column) -> NavigationError {
        NavigationError(.columnEmpty, "the \(column) column has no children")
    }

    @usableFromInline
    static func columnNotInSplit(_ column: Column, _ reason: String? = nil) -> NavigationError {
        NavigationError(.columnNotInSplit, reason ?? "a two-column split has no \(column) column")
    }

    @usableFromInline
    static func unknownChild(_ id: ChildID) -> NavigationError {
        NavigationError(.unknownChild, "no child has id \(id)")
    }

    @usableFromInline
    static func idsExhausted(counter: ChildID, wanted count: Int) -> NavigationError {
        NavigationError(.idsExhausted, "the id counter \(counter.rawValue) cannot assign \(count) more ids")
    }

    @usableFromInline
    static func otherColumnCount(_ restored: SplitColumns, _ current: SplitColumns) -> NavigationError {
        NavigationError(
            .columnNotInSplit, "the restored state has \(restored.rawValue) columns, this split has \(current.rawValue)")
    }

    @usableFromInline
    static var nestedBatch: NavigationError {
        NavigationError(.malformedInput, "a batch cannot contain another batch")
    }

    static func invalidLink(_ link: String, _ reason: String) -> NavigationError {
        NavigationError(.invalidLink, "the link \"\(link)\" cannot be read: \(reason)")
    }

    @usableFromInline
    static func nestedTooDeep(_ nesting: Int) -> NavigationError {
        NavigationError(
            .limitExceeded,
            "a tab group would nest \(nesting) levels deep; tab groups storing tab groups nest at most \(TabGroup<String>.maximumNesting) levels deep")
    }

    @usableFromInline
    static func invalidState(_ reason: String) -> NavigationError {
        NavigationError(.invalidState, reason)
    }
}
