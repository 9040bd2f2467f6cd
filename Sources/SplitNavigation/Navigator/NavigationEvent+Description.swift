extension NavigationEvent: CustomStringConvertible {
    /// The event in a few words, for logs and test failures: `push Compose (detail) onto
    /// detail`, `pop to #3`, `batch [back, set width medium]`.
    public var description: String {
        switch self {
        case .push(let child, let column):
            "push \(child)" + (column.map { " onto \($0)" } ?? "")
        case .showDetail(let children):
            "show detail [\(children.map(\.description).joined(separator: ", "))]"
        case .showSupplementary(let children):
            "show supplementary [\(children.map(\.description).joined(separator: ", "))]"
        case .selectRow(let row, let list, let children):
            "select \(row) in \(list), showing [\(children.map(\.description).joined(separator: ", "))]"
        case .replaceTop(let column, let child):
            "replace the top of \(column) by \(child)"
        case .raise(let column): "raise the top of \(column)"
        case .pop(let column): "pop \(column)"
        case .popTo(let id): "pop to \(id)"
        case .popChild(let id): "pop \(id)"
        case .popToRoot(let column): "pop \(column) to its root"
        case .back: "back"
        case .setLayout(let layout): "set layout \(layout)"
        case .setWidth(let width): "set width \(width)"
        case .setVisibility(let visibility): "set visibility \(visibility)"
        case .present(let child, let style): "present \(child) as a \(style == .sheet ? "sheet" : "full-screen cover")"
        case .dismiss: "dismiss"
        case .dismissModal(let id): "dismiss modal \(id)"
        case .modal(let event): "in the modal: \(event)"
        case .restore(let state): "restore a \(state.layout) state of \(state.children.count) children"
        case .accordion(let id, let event): "accordion \(id): \(event)"
        case .tabs(let id, let event): "tabs \(id): \(event)"
        case .batch(let events): "batch [\(events.map(\.description).joined(separator: ", "))]"
        }
    }
}

extension NewChild: CustomStringConvertible {
    /// The route and the preferred column, `Compose (detail)`, `accordion` for accordion
    /// content and `tabs` for a tab group.
    public var description: String {
        "\(route) (\(preferredColumn)\(content.accordion != nil ? ", accordion" : content.tabs != nil ? ", tabs" : ""))"
    }
}

extension ModalEvent: CustomStringConvertible {
    /// The event in a few words: `push Draft (detail)`, `pop`, `pop to #9`.
    public var description: String {
        switch self {
        case .push(let child): "push \(child)"
        case .pop: "pop"
        case .popTo(let id): "pop to \(id)"
        case .popToRoot: "pop to the root"
        case .replaceTop(let child): "replace the top by \(child)"
        }
    }
}
