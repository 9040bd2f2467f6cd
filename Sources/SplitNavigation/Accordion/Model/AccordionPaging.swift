/// Whether more children of a node (or more panels of the accordion) are being fetched.
///
/// The accordion does no fetching itself: the app calls ``Accordion/beginPage(_:)`` when it
/// starts a request and ``Accordion/endPage(_:appending:exhausted:)`` or
/// ``Accordion/cancelPage(_:)`` when it ends. While a node is `loading`, a loading row follows
/// its last visible descendant, as long as the node itself is visible and expanded.
public enum AccordionPaging: String, CaseIterable, Hashable, Codable, Sendable {
    /// Nothing is being fetched, and more may come.
    case idle
    /// A page is being fetched; a loading row is shown.
    case loading
    /// Every page has been fetched; beginning another is an error.
    case exhausted
}

extension AccordionPaging: CustomStringConvertible {
    /// The case's name (its raw value), as interpolating one value printed it before, read
    /// without the runtime's reflection, which error messages would otherwise pay for each time.
    public var description: String { rawValue }
}
