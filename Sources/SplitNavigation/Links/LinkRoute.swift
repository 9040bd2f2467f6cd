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
/// The library percent-encodes the segment, so it may hold any text. `init(linkSegment:column:)`
/// should read back every segment `linkSegment` writes for that column, so links round-trip.
///
/// Modal segments are read by `init(linkSegment:style:)`, by default as the detail column reads
/// them; implement it for routes that stand only in a modal, or never.
public protocol LinkRoute: Hashable, Codable, Sendable {
    /// The path segment naming the route, before percent-encoding.
    var linkSegment: String { get }
    /// The route a segment names in a column, or `nil` to reject the link.
    init?(linkSegment: String, column: Column)
    /// The route a segment names in a modal of `style`, or `nil` to reject the link.
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
