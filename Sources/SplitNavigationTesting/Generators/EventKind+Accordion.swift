import SplitNavigation

extension EventKind {
    /// Accordion events addressed to the state's accordion children, wherever they are (kept
    /// aside included), carrying an operation drawn by ``EventWeights/accordionActions``.
    ///
    /// Asked for a valid event, it picks an accordion child (half the time one that is loading
    /// a page, if any) and an operation that child's accordion accepts; a selection opens its
    /// destination only within ``EventWeights/maxChildren``. With no accordion child it makes
    /// none. Asked for an invalid one, one time in five (always when no child is an accordion)
    /// it names a plain child (`notAnAccordion`) or no child (`unknownChild`); otherwise an
    /// accordion child and an operation the accordion rejects: unknown or hidden nodes, indices
    /// out of range, used ids, paging out of turn, a move into the node's own subtree.
    ///
    /// ```swift
    /// var weights = EventWeights()
    /// weights.accordionActions.select = 40   // an app whose lists are mostly tapped
    /// let generator = EventGenerator.standard(routes: .names, weights: weights)
    /// ```
    public static func accordion(weight: Int) -> EventKind {
        EventKind(name: "accordion", weight: weight, canBeInvalid: true) { context, random in
            let accordions = context.state.children.filter { $0.content.accordion != nil }
            // Half the time an accordion that is loading a page, if any, so that pages end.
            let loading = accordions.filter { $0.content.accordion.map(AccordionSurvey.isLoading) ?? false }
            let pool = !loading.isEmpty && random.bool() ? loading : accordions
            if !context.wantsInvalid {
                guard let child = random.element(of: pool), let accordion = child.content.accordion else { return nil }
                return AccordionEventGenerator(accordion, context: context).valid(using: &random).map { .accordion(child.id, $0) }
            }
            if !pool.isEmpty, random.int(below: 5) > 0,
               let child = random.element(of: pool), let accordion = child.content.accordion,
               let event = AccordionEventGenerator(accordion, context: context).invalid(using: &random) {
                return .accordion(child.id, event)
            }
            let plain = context.state.children.filter { $0.content.accordion == nil }
            let id = random.bool() ? random.element(of: plain)?.id : nil
            let action: AccordionEvent<Route> = random.bool() ? .toggle(AccordionNodeID(random.int(in: 1...3))) : .expandAll
            return .accordion(id ?? context.unknownID(using: &random), action)
        }
    }
}
