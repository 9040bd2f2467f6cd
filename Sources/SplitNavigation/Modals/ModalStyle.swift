/// How a modal presentation covers the split.
///
/// The style is what the app asked for. What a front end draws also depends on the layout:
/// in compact layout a sheet is shown full-screen, as UIKit's adaptive presentation shows a
/// page or form sheet at compact width (see ``Presentation/shownStyle(of:)``).
public enum ModalStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// A card over the split that leaves its edges visible (`.sheet`, a page sheet).
    case sheet
    /// A screen that covers the whole window (`.fullScreenCover`).
    case fullScreenCover
}

extension ModalStyle: CustomStringConvertible {
    /// The case's name (its raw value), read without the runtime's reflection.
    public var description: String { rawValue }
}
