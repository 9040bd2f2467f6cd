import SplitNavigation

/// One output line: the presentation and changes, the changes alone, or the error.
enum BridgeReply: Encodable {
    /// The whole presentation and the changes (with the state's fingerprint in `changes` mode).
    /// `events` are the events a request that computes them (`reach`, `adopt`) used.
    case success(
        Presentation<BridgeRoute>, changes: [NavigationChange<BridgeRoute>], fingerprint: String? = nil,
        events: [NavigationEvent<BridgeRoute>]? = nil)
    /// The changes and the state's fingerprint (see ``BridgeAnswers/changes``), and the events a
    /// `reach` or `adopt` used; the update a `tabs` line made carries its action, not the tab bar.
    case changes(
        [NavigationChange<BridgeRoute>], columns: SplitColumns, fingerprint: String,
        events: [NavigationEvent<BridgeRoute>]? = nil, tabAction: BridgeTabAction? = nil)
    case failure(BridgeError)

    enum CodingKeys: String, CodingKey {
        case ok, changes, error, layout, columns, primary, supplementary, detail, detailOnly, visible
        case placeholder, supplementaryPlaceholder, placeholderText, supplementaryPlaceholderText, stack, fingerprint, events
        case modals
    }

    enum ErrorKeys: String, CodingKey {
        case code, message, index
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .changes(let changes, let columns, let fingerprint, let events, let tabAction):
            try container.encode(true, forKey: .ok)
            try container.encodeIfPresent(events, forKey: .events)
            try container.encode(changes.map { BridgeChange(change: $0, columns: columns, tabAction: tabAction) }, forKey: .changes)
            try container.encode(fingerprint, forKey: .fingerprint)
        case .success(let presentation, let changes, let fingerprint, let events):
            try container.encode(true, forKey: .ok)
            try container.encodeIfPresent(events, forKey: .events)
            try container.encodeIfPresent(fingerprint, forKey: .fingerprint)
            try container.encode(presentation.layout, forKey: .layout)
            // Two-column answers keep format 1's keys byte for byte; three columns add theirs.
            let threeColumns = presentation.columns == .three
            if threeColumns {
                try container.encode(presentation.columns, forKey: .columns)
            }
            switch presentation.layout {
            case .regular:
                try container.encode(presentation.stack(.primary).map(BridgeChild.init), forKey: .primary)
                if threeColumns {
                    try container.encode(presentation.stack(.supplementary).map(BridgeChild.init), forKey: .supplementary)
                }
                try container.encode(presentation.stack(.detail).map(BridgeChild.init), forKey: .detail)
                if threeColumns {
                    try container.encode(presentation.visibleColumns, forKey: .visible)
                    try container.encodePlaceholder(
                        presentation.placeholder(for: .supplementary), route: .supplementaryPlaceholder,
                        text: .supplementaryPlaceholderText)
                } else {
                    try container.encode(presentation.showsDetailOnly, forKey: .detailOnly)
                }
                try container.encodePlaceholder(presentation.placeholder, route: .placeholder, text: .placeholderText)
            case .compact:
                try container.encode(presentation.stack(.primary).map(BridgeChild.init), forKey: .stack)
            }
            // Only while a modal is up, so that answers without modals stay as they were.
            if !presentation.modals.isEmpty {
                try container.encode(
                    presentation.modals.map { BridgeModal(modal: $0, shownAs: presentation.shownStyle(of: $0)) }, forKey: .modals)
            }
            try container.encode(changes.map { BridgeChange(change: $0, columns: presentation.columns) }, forKey: .changes)
        case .failure(let error):
            try container.encode(false, forKey: .ok)
            var nested = container.nestedContainer(keyedBy: ErrorKeys.self, forKey: .error)
            try nested.encode(error.code.rawValue, forKey: .code)
            try nested.encode(error.message, forKey: .message)
            try nested.encodeIfPresent(error.eventIndex, forKey: .index)
        }
    }
}

/// A change as the protocol prints it: the library's form, with children printed as
/// ``BridgeChild`` (visible rows, not saved trees).
struct BridgeChange: Encodable {
    let change: NavigationChange<BridgeRoute>
    /// The split's columns: a two-column split prints its visible columns in format 1's
    /// `detailOnly` form, so that two-column answers stay as they were.
    let columns: SplitColumns
    /// In `changes` mode, the tab event of a `tabs` line: its tab group's update carries it.
    var tabAction: BridgeTabAction? = nil

    enum CodingKeys: String, CodingKey {
        case change, id, child, stack, index, rows, on, modal, action
    }

    func encode(to encoder: any Encoder) throws {
        switch change {
        case .inserted(let child, let stack, let index):
            _ = try encode(child, stack: stack, index: index, to: encoder)
        case .replaced(let id, let child, let stack, let index):
            var container = try encode(child, stack: stack, index: index, to: encoder)
            try container.encode(id, forKey: .id)
        case .updated(let child, let stack, let index, let rows):
            // The tab event says what changed in the bar, in the size of the event, not the bar.
            if let tabAction, tabAction.child == child.id, child.content.tabs != nil {
                var container = try encode(child, stack: stack, index: index, drawsTabBar: false, to: encoder)
                try container.encode(tabAction.action, forKey: .action)
                return
            }
            var container = try encode(child, stack: stack, index: index, to: encoder)
            // Row changes are an accordion's; a tab group's update carries its new tab bar alone.
            if child.content.accordion != nil {
                try container.encode(rows, forKey: .rows)
            }
        case .presented(let modal):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(change.name, forKey: .change)
            try container.encode(BridgeModal(modal: modal), forKey: .modal)
        case .modalPushed(let child):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(change.name, forKey: .change)
            try container.encode(BridgeChild(child: child), forKey: .child)
        case .modalReplacedTop(let id, let child):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(change.name, forKey: .change)
            try container.encode(id, forKey: .id)
            try container.encode(BridgeChild(child: child), forKey: .child)
        case .visibleColumns(let visible) where columns == .two:
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("detailOnly", forKey: .change)
            try container.encode(visible == [.detail], forKey: .on)
        default:
            try change.encode(to: encoder)
        }
    }

    /// The fields of the changes that carry a child: its name, the printed child and where it is.
    private func encode(
        _ child: Child<BridgeRoute>, stack: StackName, index: Int, drawsTabBar: Bool = true, to encoder: any Encoder
    ) throws -> KeyedEncodingContainer<CodingKeys> {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(change.name, forKey: .change)
        try container.encode(BridgeChild(child: child, drawsTabBar: drawsTabBar), forKey: .child)
        try container.encode(stack, forKey: .stack)
        try container.encode(index, forKey: .index)
        return container
    }
}

/// The tab event a `tabs` line applied to a tab group child, which a `changes`-mode answer
/// prints in that child's update instead of the whole tab bar.
struct BridgeTabAction: Sendable {
    /// The tab group child.
    let child: ChildID
    /// What the line did to its tab bar.
    let action: TabEvent<BridgeRoute>
}
