import SplitNavigation

/// How many columns a window fits, from its width in CSS pixels: the one place pixels become a
/// `Width` (the page only reports what it measured).
enum WidthClass {
    /// Below this a window shows one stack.
    static let mediumFrom = 700
    /// From this on a window shows all three columns.
    static let regularFrom = 1100

    static func width(pixels: Int) -> Width {
        if pixels < mediumFrom { return .compact }
        if pixels < regularFrom { return .medium }
        return .regular
    }
}
