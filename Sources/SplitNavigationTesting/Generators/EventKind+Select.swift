import SplitNavigation

extension EventKind {
    /// A plain list's selection: a random child with a column to its right selects a random row
    /// and shows one to three children there (the first showing the row), within the cap. When
    /// invalid: a list in the detail column (`columnNotInSplit`), an unknown list
    /// (`unknownChild`), a selection showing nothing or a child preferring the list's own column
    /// (`malformedInput`).
    public static func select(weight: Int) -> EventKind {
        EventKind(name: "select", weight: weight, canBeInvalid: true) { context, random in
            let state = context.state
            if context.wantsInvalid {
                switch random.int(below: 4) {
                case 0:
                    guard let list = random.element(of: state.children.filter { $0.preferredColumn == .detail }) else { return nil }
                    return .selectRow(context.route(using: &random), in: list.id, showing: [NewChild(context.route(using: &random), preferring: .detail)])
                case 1:
                    let row = context.route(using: &random)
                    return .selectRow(row, in: context.unknownID(using: &random), showing: [NewChild(row, preferring: .detail)])
                case 2:
                    guard let list = random.element(of: state.children.filter { state.columns.column(after: $0.preferredColumn) != nil }) else {
                        return nil
                    }
                    return .selectRow(context.route(using: &random), in: list.id, showing: [])
                default:
                    guard let list = random.element(of: state.children.filter { state.columns.column(after: $0.preferredColumn) != nil }) else {
                        return nil
                    }
                    let row = context.route(using: &random)
                    return .selectRow(row, in: list.id, showing: [NewChild(row, preferring: list.preferredColumn)])
                }
            }
            let lists = state.children.filter { state.columns.column(after: $0.preferredColumn) != nil }
            guard let list = random.element(of: lists), let column = state.columns.column(after: list.preferredColumn) else {
                return nil
            }
            // The shown column and those to its right go, so their children count as room.
            let replaced = state.children.count { $0.preferredColumn >= column }
            let (room, overflows) = context.weights.maxChildren.subtractingReportingOverflow(context.childCount - replaced)
            let count = min(random.int(in: 1...3), overflows ? 0 : max(0, room))
            guard count > 0 else { return nil }
            let row = context.route(using: &random)
            let shown = (0..<count).map { index in
                NewChild(index == 0 ? row : context.route(using: &random), preferring: column, content: context.content(using: &random))
            }
            return .selectRow(row, in: list.id, showing: shown)
        }
    }
}
