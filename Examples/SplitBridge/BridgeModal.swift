import SplitNavigation

/// A modal as the protocol prints it: its style, how it shows in the answer's layout, and its
/// stack printed as ``BridgeChild`` items, root first:
///
/// ```json
/// {"style":"sheet","shownAs":"fullScreenCover","stack":[{"id":7,"route":"Compose","column":"detail"}]}
/// ```
///
/// `shownAs` is the bridge's own field (the library's saved form has none): what a front end
/// draws, `Presentation.shownStyle(of:)` — a sheet shows full-screen in compact layout, as UIKit
/// adapts one at compact width, and as a sheet again after the next split. It appears in a
/// presentation's `"modals"`, which knows the layout, and not in a `presented` change, which
/// does not (a client keeping the presentation from changes applies the same rule).
struct BridgeModal: Encodable {
    let modal: Modal<BridgeRoute>
    /// How the modal shows now; `nil` in a change.
    var shownAs: ModalStyle?

    enum CodingKeys: String, CodingKey {
        case style, shownAs, stack
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(modal.style, forKey: .style)
        try container.encodeIfPresent(shownAs, forKey: .shownAs)
        try container.encode(modal.stack.map(BridgeChild.init), forKey: .stack)
    }
}
