// An event's JSON read directly: the reading half of `NavigationEvent+CanonicalJSON.swift`,
// which says what is written. The members before `"event"` (content's `accordion`, `action`,
// `children`, `column`) are read before the name says which are expected; an action is skipped
// over and read where it stands once the name says what kind it is.

extension NavigationEvent {
    /// The event whose object, at nesting `level`, is next, spelled exactly as
    /// ``write(at:into:coder:)`` spells a valid event; nil otherwise, leaving the reader anywhere.
    static func read(_ reader: inout CanonicalJSONReader, at level: Int, coder: inout CanonicalChildJSON<Route>) -> NavigationEvent? {
        // The members before `"event"`, read before the name says which are expected.
        guard level + 2 <= CanonicalChildJSON<Route>.deepestReadLevel,
              var (content, first) = coder.readOpening(&reader, at: level)
        else { return nil }
        var action: Range<Int>?
        if reader.member("action", first: first) {
            // An action is read once the name says what kind it is.
            guard let (span, _) = reader.skipValue() else { return nil }
            action = span
            first = false
        }
        var shown: [Shown]?
        if reader.member("children", first: first) {
            guard let children = reader.array({ reader in readShown(&reader, at: level + 2, coder: &coder) }) else { return nil }
            shown = children
            first = false
        }
        var column: Column?
        if reader.member("column", first: first) {
            guard let named = reader.enumCase(Column.self) else { return nil }
            column = named
            first = false
        }
        guard reader.member("event", first: first), let name = reader.enumCase(CanonicalEventName.self) else { return nil }

        // Events that carry a child, its content sharing the object.
        switch name {
        case .push, .present, .replaceTop:
            guard let column, action == nil, shown == nil else { return nil }
            var onto: Column?
            if name == .push, reader.member("onto", first: false) {
                guard let named = reader.enumCase(Column.self) else { return nil }
                onto = named
            }
            guard reader.member("route", first: false), let route = coder.readRoute(&reader, inside: level) else { return nil }
            var style = ModalStyle.sheet
            if name == .present {
                guard reader.member("style", first: false), let named = reader.enumCase(ModalStyle.self) else { return nil }
                style = named
            }
            guard let whole = coder.readClosing(&reader, after: content, at: level) else { return nil }
            content = whole
            let child = NewChild(route, preferring: column, content: content)
            switch name {
            case .push: return .push(child, onto: onto)
            case .present: return .present(child, style: style)
            default: return .replaceTop(column, with: child)
            }
        default:
            guard case .plain = content else { return nil }
        }

        // Events with an action, read where it stands once the rest is read.
        switch name {
        case .modal, .accordion, .tabs:
            guard let action, shown == nil, column == nil else { return nil }
            var id: ChildID?
            if name != .modal {
                guard reader.member("id", first: false), let number = reader.int() else { return nil }
                id = ChildID(number)
            }
            guard reader.read(UInt8(ascii: "}")) else { return nil }
            let end = reader.index
            reader.rewind(to: action.lowerBound)
            let event: NavigationEvent?
            switch name {
            case .modal:
                event = coder.readModalEvent(&reader, at: level + 1).map { .modal($0) }
            case .accordion:
                event = id.flatMap { id in coder.readAccordionEvent(&reader, at: level + 1).map { .accordion(id, $0) } }
            default:
                event = id.flatMap { id in coder.readTabEvent(&reader, at: level + 1).map { .tabs(id, $0) } }
            }
            guard reader.index == action.upperBound else { return nil }
            reader.rewind(to: end)
            return event
        default:
            guard action == nil else { return nil }
        }

        // The rest: each reads its members after the name, then the object's end.
        let event: NavigationEvent
        switch name {
        case .showDetail, .showSupplementary:
            let shownColumn: Column = name == .showDetail ? .detail : .supplementary
            guard column == nil, let children = readShownChildren(shown, in: shownColumn, &reader, at: level, coder: &coder) else {
                return nil
            }
            event = name == .showDetail ? .showDetail(children) : .showSupplementary(children)
        case .select:
            guard column == nil, reader.member("id", first: false), let list = reader.int(),
                  let children = readShownChildren(shown, in: nil, &reader, at: level, coder: &coder),
                  reader.member("row", first: false), let row = coder.readRoute(&reader, inside: level)
            else { return nil }
            event = .select(row, in: ChildID(list), showing: children)
        case .raise, .pop, .popToRoot:
            guard let column, shown == nil else { return nil }
            event = name == .raise ? .raise(column) : name == .pop ? .pop(column) : .popToRoot(column)
        case .popTo, .popChild, .dismissModal:
            guard column == nil, shown == nil, reader.member("id", first: false), let number = reader.int() else { return nil }
            let id = ChildID(number)
            event = name == .popTo ? .popTo(id) : name == .popChild ? .popChild(id) : .dismissModal(id)
        case .back, .dismiss:
            guard column == nil, shown == nil else { return nil }
            event = name == .back ? .back : .dismiss
        case .setLayout:
            guard column == nil, shown == nil, reader.member("layout", first: false), let layout = reader.enumCase(Layout.self) else {
                return nil
            }
            event = .setLayout(layout)
        case .setWidth:
            guard column == nil, shown == nil, reader.member("width", first: false), let width = reader.enumCase(Width.self) else {
                return nil
            }
            event = .setWidth(width)
        case .setVisibility:
            guard column == nil, shown == nil, reader.member("visibility", first: false),
                  let visibility = reader.enumCase(ColumnVisibility.self)
            else { return nil }
            event = .setVisibility(visibility)
        case .restore:
            guard column == nil, shown == nil, reader.member("state", first: false),
                  let state = SplitState<Route>.read(&reader, at: level + 1, memo: nil, coder: &coder)
            else { return nil }
            event = .restore(state)
        case .batch:
            guard column == nil, shown == nil, reader.member("events", first: false),
                  let events = reader.array({ reader -> NavigationEvent? in
                      // A batch inside a batch is an error, which the general decoder throws.
                      guard let event = read(&reader, at: level + 2, coder: &coder) else { return nil }
                      if case .batch = event { return nil }
                      return event
                  })
            else { return nil }
            event = .batch(events)
        case .push, .present, .replaceTop, .modal, .accordion, .tabs:
            return nil
        }
        guard reader.read(UInt8(ascii: "}")) else { return nil }
        return event
    }

    /// An element of `"children"` as written: a route, content, and maybe a column.
    private struct Shown {
        var route: Route
        var column: Column?
        var content: ChildContent<Route>
    }

    /// An element of `"children"`, its object at nesting `level`.
    private static func readShown(_ reader: inout CanonicalJSONReader, at level: Int, coder: inout CanonicalChildJSON<Route>) -> Shown? {
        guard let (opening, first) = coder.readOpening(&reader, at: level) else { return nil }
        var column: Column?
        if reader.member("column", first: first) {
            guard let named = reader.enumCase(Column.self) else { return nil }
            column = named
        }
        guard reader.member("route", first: first && column == nil), let route = coder.readRoute(&reader, inside: level),
              let content = coder.readClosing(&reader, after: opening, at: level)
        else { return nil }
        return Shown(route: route, column: column, content: content)
    }

    /// The children of a `showDetail` or `showSupplementary` event (`column`, the one they
    /// show) or of a `select` (`column` nil): from `shown` when `"children"` was read, else
    /// from the `"routes"` member that is next. Nil for what the writer would have spelled the
    /// other way: `"children"` that could be `"routes"`, or that name a column the writer
    /// leaves out.
    private static func readShownChildren(
        _ shown: [Shown]?, in column: Column?, _ reader: inout CanonicalJSONReader, at level: Int, coder: inout CanonicalChildJSON<Route>
    ) -> [NewChild<Route>]? {
        guard let shown else {
            guard level + 1 <= CanonicalChildJSON<Route>.deepestReadLevel, reader.member("routes", first: false),
                  let routes = reader.array({ reader in coder.readRoute(&reader, inside: level + 1) })
            else { return nil }
            return routes.map { NewChild($0, preferring: column ?? .detail) }
        }
        if let column {
            guard shown.allSatisfy({ $0.column == nil }), shown.contains(where: { $0.content != .plain }) else { return nil }
            return shown.map { NewChild($0.route, preferring: column, content: $0.content) }
        }
        guard shown.allSatisfy({ $0.column != .detail }), shown.contains(where: { $0.content != .plain || $0.column != nil }) else {
            return nil
        }
        return shown.map { NewChild($0.route, preferring: $0.column ?? .detail, content: $0.content) }
    }
}

/// The names of the events in their JSON form, as `NavigationEvent.init(from:)` reads them (but
/// for the older `detailOnly`, which the general decoder reads). Outside the generic event type,
/// whose context would not let it keep its spellings in a `static let`.
private enum CanonicalEventName: String, CanonicalJSONCase {
    case push, showDetail, showSupplementary, select, replaceTop, raise, pop, popTo, popChild, popToRoot, back
    case setLayout, setWidth, setVisibility, present, dismiss, dismissModal, modal, restore, accordion, tabs, batch

    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: CanonicalEventName.self)
}
