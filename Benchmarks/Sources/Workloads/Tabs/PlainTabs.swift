import SplitNavigation

/// The tab switches suite's baseline: a tab bar as the primary root of a two-column split in
/// regular layout, kept as plain arrays. The shown detail stack is one array and every other
/// tab's detail stack another, indexed by tab; selecting a tab stores and restores by swapping
/// arrays, with no change list, no validation of stored children and no presentation.
///
/// It applies the events ``TabScript`` generates (`tabs(_, .select)`, `push` and `pop` of the
/// detail column, `showDetail`) and is what an app that kept one detail array per tab would write.
public struct PlainTabs: PlainBaseline {
    /// The detail stack on screen: the selected tab's.
    public private(set) var detail: [PlainChild] = []
    /// Each tab's stored detail stack, in ``TabScript/tabs`` order; the selected tab's is empty.
    public private(set) var stored: [[PlainChild]]
    /// The index of the selected tab in ``TabScript/tabs``.
    public private(set) var selected = 0
    // Id 1 is the tab group child, the primary root.
    var nextID = 2

    /// Starts as ``TabScript/startNavigator()``'s state before its opening: the first tab
    /// selected, no detail anywhere.
    public init() {
        stored = Array(repeating: [], count: TabScript.tabs.count)
    }

    /// Applies an event; `false` when the library would reject it (the state is then unchanged).
    @discardableResult
    public mutating func apply(_ event: NavigationEvent<MailRoute>) -> Bool {
        switch event {
        case .tabs(_, .selectTab(let tab)):
            guard let index = TabScript.tabs.firstIndex(of: tab) else { return false }
            guard index != selected else { return true }
            // The selected tab's slot is empty, so two swaps store the shown stack and restore
            // the new tab's without copying a child.
            swap(&detail, &stored[selected])
            swap(&detail, &stored[index])
            selected = index
        case .push(let new, _):
            detail.append(PlainChild(id: nextID, route: new.route, column: .detail))
            nextID += 1
        case .pop(.detail):
            guard !detail.isEmpty else { return false }
            detail.removeLast()
        case .showDetail(let news):
            detail.removeAll(keepingCapacity: true)
            for new in news {
                detail.append(PlainChild(id: nextID, route: new.route, column: .detail))
                nextID += 1
            }
        default:
            preconditionFailure("the tab script never sends \(event)")
        }
        return true
    }
}
