import SplitNavigation

/// The modal sessions suite's baseline: a ``PlainSplit`` for the columns and the modals as an
/// array of arrays, bottom first, each a sheet's stack with its root first. Ids come from the
/// split's counter, as the library numbers modal children with the columns' children.
///
/// It applies the events ``ModalScript`` generates (`present`, `dismiss`, `modal(.push)`,
/// `modal(.pop)`, and the column events ``PlainSplit`` knows), with no change list, no
/// presentation and no checks beyond what the rules need.
public struct PlainModals: PlainBaseline {
    public private(set) var split: PlainSplit
    /// The presented modals' stacks, bottom first.
    public private(set) var modals: [[PlainChild]] = []

    public init(split: PlainSplit) {
        self.split = split
    }

    /// Applies an event; `false` when the library would reject it (the state is then unchanged).
    @discardableResult
    public mutating func apply(_ event: NavigationEvent<MailRoute>) -> Bool {
        switch event {
        case .present(let new, _):
            modals.append([makeChild(new)])
        case .dismiss:
            guard !modals.isEmpty else { return false }
            modals.removeLast()
        case .modal(.push(let new)):
            guard !modals.isEmpty else { return false }
            let child = makeChild(new)
            modals[modals.count - 1].append(child)
        case .modal(.pop):
            // A modal's root leaves only when the modal is dismissed.
            guard let top = modals.last, top.count > 1 else { return false }
            modals[modals.count - 1].removeLast()
        case .modal:
            preconditionFailure("the modal script never sends \(event)")
        default:
            return split.apply(event)
        }
        return true
    }

    private mutating func makeChild(_ new: NewChild<MailRoute>) -> PlainChild {
        defer { split.nextID += 1 }
        return PlainChild(id: split.nextID, route: new.route, column: new.preferredColumn)
    }
}
