import SplitNavigation

/// One entry of a change list, as the page applies it: the library's `NavigationChange` with
/// each child drawn as a ``ChildView`` and each placeholder as its text. The field names are the
/// library's (and the `splitnav` bridge's): `change`, `stack`, `index`, `from`, `fromIndex`, …;
/// a presented modal's stack, root first, is `children`.
struct WebChange: Encodable, Sendable {
    let change: String
    var child: ChildView? = nil
    var id: Int? = nil
    /// The stack a child change edits (a ``StackName``: a column, or `compact`).
    var stack: String? = nil
    /// The column a placeholder change is for.
    var column: String? = nil
    var index: Int? = nil
    var from: String? = nil
    var fromIndex: Int? = nil
    var to: String? = nil
    var toIndex: Int? = nil
    var text: String? = nil
    var layout: String? = nil
    var columns: [String]? = nil
    /// A presented modal's style (`sheet` or `fullScreenCover`) and stack, root first.
    var style: String? = nil
    var children: [ChildView]? = nil

    init(_ change: NavigationChange<WebRoute>) {
        self.change = change.name
        switch change {
        case .inserted(let child, let stack, let index):
            self.child = ChildView(child)
            self.stack = stack.rawValue
            self.index = index
        case .removed(let id, let stack, let index):
            self.id = id.rawValue
            self.stack = stack.rawValue
            self.index = index
        case .replaced(let id, let child, let stack, let index):
            self.id = id.rawValue
            self.child = ChildView(child)
            self.stack = stack.rawValue
            self.index = index
        case .moved(let id, let from, let fromIndex, let to, let toIndex):
            self.id = id.rawValue
            self.from = from.rawValue
            self.fromIndex = fromIndex
            self.to = to.rawValue
            self.toIndex = toIndex
        case .updated(let child, let stack, let index, _):
            // The page redraws the accordion's visible rows from the new child.
            self.child = ChildView(child)
            self.stack = stack.rawValue
            self.index = index
        case .placeholder(let placeholder, let column):
            self.column = column.rawValue
            self.text = placeholder.map(WebRoute.title)
        // The compose sheet: the modal's changes in the bridge's form. How a modal shows (a
        // card, or full screen in compact layout) is in the answer's summary, not here: a
        // resize changes it without a modal change.
        case .presented(let modal):
            self.id = modal.id.rawValue
            self.style = modal.style.rawValue
            self.children = modal.stack.map(ChildView.init)
        case .dismissed(let id), .modalPopped(let id):
            self.id = id.rawValue
        case .modalPushed(let child):
            self.child = ChildView(child)
        case .modalReplacedTop(let id, let child):
            self.id = id.rawValue
            self.child = ChildView(child)
        case .layout(let layout):
            self.layout = layout.rawValue
        case .visibleColumns(let columns):
            self.columns = columns.map(\.rawValue)
        }
    }
}
