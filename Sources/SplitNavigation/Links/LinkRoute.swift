/// A route that deep links can name: it writes itself as one URL path segment and is read back
/// from one, knowing the column the segment stands in.
///
/// ```swift
/// extension MailRoute: LinkRoute {
///     var linkSegment: String {
///         switch self {
///         case .mailboxes: "mailboxes"
///         case .mailbox(let name): "mailbox:\(name)"
///         case .message(let id): "message:\(id)"
///         }
///     }
///     init?(linkSegment: String, column: Column) {
///         // A message can only stand in the detail column.
///         ...
///     }
/// }
/// ```
///
/// The library percent-encodes the segment, so it may hold any text; it should not be empty,
/// and `init(linkSegment:column:)` should read back every segment `linkSegment` writes for a
/// route that may stand in that column: then a link made from a navigation reads back to the
/// same target.
///
/// A link can also name modals (see ``NavigationTarget/link``); their segments are read by
/// `init(linkSegment:style:)`, which by default reads them as the detail column does (the
/// column children a reach creates in a modal prefer). Implement it when a route may stand
/// only in a modal, such as a compose window, or never in one.
public protocol LinkRoute: Hashable, Codable, Sendable {
    /// The path segment naming the route, before percent-encoding.
    var linkSegment: String { get }
    /// The route a segment names in a column, or `nil` when it names none that the column can
    /// hold (the link is then rejected, naming the segment).
    init?(linkSegment: String, column: Column)
    /// The route a segment names in a modal of `style`, or `nil` when it names none that such
    /// a modal can hold (the link is then rejected, naming the segment).
    init?(linkSegment: String, style: ModalStyle)
}

extension LinkRoute {
    /// Reads a modal's segment as the detail column would.
    public init?(linkSegment: String, style: ModalStyle) {
        self.init(linkSegment: linkSegment, column: .detail)
    }
}

/// Strings name themselves, in any column: the form the `splitnav` bridge uses.
extension String: LinkRoute {
    /// The string itself.
    public var linkSegment: String { self }

    /// The segment itself, in any column.
    public init?(linkSegment: String, column: Column) {
        self = linkSegment
    }
}
