import SplitNavigation

/// A state in one line for failure messages:
/// `regular [#1 A (primary)] | [#3 B (detail) {single: #1▾ #2 #4}], next #4` or
/// `compact [#1 A (primary), #3 B (detail)] aside [], next #4`.
struct StateSummary<Route: Hashable & Codable & Sendable>: CustomStringConvertible {
    let state: SplitState<Route>

    init(_ state: SplitState<Route>) {
        self.state = state
    }

    var description: String {
        func list(_ children: [Child<Route>]) -> String {
            "[\(children.map(\.summary).joined(separator: ", "))]"
        }
        let visibility = state.visibility == .automatic ? "" : ", \(state.visibility)"
        let width = state.width == .medium ? ", medium" : ""
        let medium = state.mediumWidthPolicy == .trailingColumns ? "" : ", \(state.mediumWidthPolicy)"
        let flags = "\(state.policy)\(visibility)\(width)\(medium), focus \(state.focus), next \(state.nextID)"
        // Modals cover the split: listed after it, bottom first, as `under <style> [stack]`.
        let modals = state.modals.map { " under \($0.style) \(list($0.stack))" }.joined()
        switch state.layout {
        case .regular:
            let supplementary = state.columns == .three ? " | \(list(state.stack(.supplementary)))" : ""
            return "regular \(list(state.stack(.primary)))\(supplementary) | \(list(state.stack(.detail))) (\(flags))\(modals)"
        case .compact:
            return "compact \(list(state.compactStack ?? [])) aside \(list(state.keptAside)) (\(flags))\(modals)"
        }
    }
}

extension Child {
    /// The child in failure messages: `#3 B (detail)`, and for an accordion its policy and
    /// visible rows, `▾` marking expanded nodes and `…` loading rows: `{single: #1▾ #2 …}`.
    var summary: String {
        content == .plain ? description : "\(description) \(content.summary)"
    }
}

extension ChildContent {
    /// `plain`, an accordion as `{single: #1▾ #2 …}`, or a tab group as its tabs, the selected
    /// one starred and badges in parentheses, then the ids each other tab stores:
    /// `tabs [*"t1", "t2"(3)] stored "t2": #4 #5`.
    var summary: String {
        switch self {
        case .plain: "plain"
        case .accordion(let accordion): Self.summary(of: accordion)
        case .tabs(let group): Self.summary(of: group)
        }
    }

    static func summary(of group: TabGroup<Route>) -> String {
        let tabs = group.tabs.map { tab in
            (tab.id == group.selected ? "*" : "") + "\(tab.id)" + (tab.badge.map { "(\($0))" } ?? "")
        }
        let stored = group.tabs.compactMap { tab -> String? in
            guard let stacks = group.storedStacks(for: tab.id) else { return nil }
            let ids = stacks.children.map { "\($0.id)" }
            return "\(tab.id): \(ids.joined(separator: " "))"
        }
        return "tabs [\(tabs.joined(separator: ", "))]" + (stored.isEmpty ? "" : " stored \(stored.joined(separator: "; "))")
    }

    static func summary(of accordion: Accordion<Route>) -> String {
        let rows = accordion.visibleRows.map { row in row.id.map { "\($0)\(row.isExpanded ? "▾" : "")" } ?? "…" }
        return "{\(accordion.policy): \(rows.joined(separator: " "))}"
    }
}
