/// Whether more children of a node (or more panels of the accordion) are being fetched.
///
/// The app fetches: it calls ``Accordion/beginPage(_:)`` when a request starts and
/// ``Accordion/endPage(_:appending:exhausted:)`` or ``Accordion/cancelPage(_:)`` when it ends.
public enum AccordionPaging: String, CaseIterable, Hashable, Codable, Sendable {
    /// Nothing is being fetched, and more may come.
    case idle
    /// A page is being fetched; a loading row is shown.
    case loading
    /// Every page has been fetched; beginning another is an error.
    case exhausted
}

extension AccordionPaging: CustomStringConvertible {
    /// The case's name (its raw value), without the runtime's reflection.
    public var description: String { rawValue }
}
