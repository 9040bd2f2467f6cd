// Each event checks everything that can fail, then mutates without failing, so a rejected event
// leaves the state as it was without copying it. In compact layout, for a column-addressed
// event `e`: `split(apply(e, s)) == apply(e, split(s))`.

extension SplitState {
    /// Applies one step, recording the stack changes: every event but a batch or a restore,
    /// which the navigator owns, as it owns placeholder and visible-column changes.
    @inlinable
    mutating func apply(
        _ event: NavigationEvent<Route>, recording changes: inout [NavigationChange<Route>]
    ) throws(NavigationError) {
        switch event {
        case .push(let new, let column):
            try push(new, onto: column ?? new.preferredColumn, &changes)
        case .showDetail(let children):
            try show(children, in: .detail, &changes)
        case .showSupplementary(let children):
            try show(children, in: .supplementary, &changes)
        case .selectRow(let row, let list, let children):
            try select(row, in: list, showing: children, &changes)
        case .replaceTop(let column, let new):
            try replaceTop(column, with: new, &changes)
        case .raise(let column):
            try raise(column, &changes)
        case .pop(let column):
            try pop(column, &changes)
        case .popTo(let id):
            try pop(above: id, including: false, &changes)
        case .popChild(let id):
            try pop(above: id, including: true, &changes)
        case .popToRoot(let column):
            try popToRoot(column, &changes)
        case .back:
            if modals.isEmpty {
                try back(&changes)
            } else {
                backInModal(&changes)
            }
        case .present(let new, let style):
            try present(new, style: style, &changes)
        case .dismiss:
            try dismiss(nil, &changes)
        case .dismissModal(let id):
            try dismiss(id, &changes)
        case .modal(let modalEvent):
            try applyModal(modalEvent, &changes)
        case .setLayout(let newLayout):
            guard newLayout != layout else { return }
            setWidth(newLayout == .compact ? .compact : .regular, &changes)
        case .setWidth(let newWidth):
            setWidth(newWidth, &changes)
        case .setVisibility(let visibility):
            _visibility = visibility
        case .accordion(let id, let accordionEvent):
            try applyAccordion(id, accordionEvent, &changes)
        case .tabs(let id, let tabEvent):
            try applyTabs(id, tabEvent, &changes)
        // Refused rather than trapped: a library caller's mistake is a typed error. The names are
        // written out: reading `event` here keeps a copy of every event alive to the end.
        case .batch:
            throw NavigationError(.malformedInput, "batch is applied by the navigator, not by the state")
        case .restore:
            throw NavigationError(.malformedInput, "restore is applied by the navigator, not by the state")
        }
        _checkInvariants()
    }

    // MARK: Width and layout

    /// Sets the width, collapsing or splitting the stacks when the layout changes.
    @inlinable
    mutating func setWidth(_ newWidth: Width, _ changes: inout [NavigationChange<Route>]) {
        switch (layout, newWidth.layout) {
        case (.regular, .compact):
            collapse(recording: &changes)
        case (.compact, .regular):
            split(recording: &changes)
        default:
            break
        }
        _width = newWidth
    }
}
