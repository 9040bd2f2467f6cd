/// How a modal presentation covers the split.
///
/// What the app asked for; what shows also depends on the layout (see
/// ``Presentation/shownStyle(of:)``).
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
