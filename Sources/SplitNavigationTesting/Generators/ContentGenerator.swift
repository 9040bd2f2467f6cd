import SplitNavigation

/// The content of a generated child: `plain`, a small random accordion
/// (``EventWeights/accordionPercent``) or a small random tab group
/// (``EventWeights/tabGroupPercent``).
///
/// The accordion is drawn first and the tab group only when no accordion was, each drawing
/// nothing at a share of 0, so that weights with `tabGroupPercent` at 0 generate exactly what the
/// kit generated before tab groups existed.
enum ContentGenerator {
    static func content<Route>(
        routes: RouteGenerator<Route>, columns: SplitColumns, weights: EventWeights, using random: inout SplitMix64
    ) -> ChildContent<Route> {
        let accordion = AccordionGenerator.content(routes: routes, columns: columns, weights: weights, using: &random)
        guard case .plain = accordion else { return accordion }
        guard weights.tabGroupPercent > 0, random.chance(percent: weights.tabGroupPercent),
              let group = TabGroupGenerator.group(routes: routes, using: &random) else { return .plain }
        return .tabs(group)
    }
}
