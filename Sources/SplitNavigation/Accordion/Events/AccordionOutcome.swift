/// What an accordion event did: the visible rows' changes, and whether the accordion changed at
/// all. An edit under a collapsed parent changes the accordion but no row; the navigator
/// reports a child as updated exactly when `changed`, without comparing accordions.
package struct AccordionOutcome: Hashable, Sendable {
    /// The visible rows' changes and the notifications, as `Accordion.apply(_:)` returns them.
    package var rows: AccordionChangeSet
    /// Whether anything in the accordion changed, seen or not.
    package var changed: Bool

    package init(rows: AccordionChangeSet, changed: Bool) {
        self.rows = rows
        self.changed = changed
    }

    /// Nothing changed: a move to where the node is, content equal to what the node has.
    static var unchanged: AccordionOutcome { AccordionOutcome(rows: .none, changed: false) }

    /// An expansion or selection event, which notifies every change: empty means unchanged.
    static func notified(_ rows: AccordionChangeSet) -> AccordionOutcome {
        AccordionOutcome(rows: rows, changed: !rows.isEmpty)
    }

    /// An insert, remove or paging event, which always changes the accordion.
    static func edited(_ rows: AccordionChangeSet) -> AccordionOutcome {
        AccordionOutcome(rows: rows, changed: true)
    }
}
