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
        guard let accordion = content.accordion else { return description }
        return "\(description) \(ChildContent.summary(of: accordion))"
    }
}

extension ChildContent {
    /// `plain`, or an accordion as `{single: #1▾ #2 …}`.
    var summary: String {
        accordion.map(Self.summary(of:)) ?? "plain"
    }

    static func summary(of accordion: Accordion<Route>) -> String {
        let rows = accordion.visibleRows.map { row in row.id.map { "\($0)\(row.isExpanded ? "▾" : "")" } ?? "…" }
        return "{\(accordion.policy): \(rows.joined(separator: " "))}"
    }
}
