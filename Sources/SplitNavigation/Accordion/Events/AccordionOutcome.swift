/// What an accordion event did, as the accordion itself knows it: the visible rows' changes, and
/// whether the accordion changed at all.
///
/// The two differ. An edit out of sight — a node inserted, moved or replaced under a collapsed
/// parent, a page loading in a collapsed node — changes the accordion (its saved form, what the
/// next expansion shows) and no visible row, so its change set is empty. The navigator reports
/// an accordion child as updated exactly when `changed`, without comparing accordions.
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

    /// An expansion or selection event: each notifies every change it makes (even to a hidden
    /// node), so an empty change set means it changed nothing.
    static func notified(_ rows: AccordionChangeSet) -> AccordionOutcome {
        AccordionOutcome(rows: rows, changed: !rows.isEmpty)
    }

    /// An insert, remove or paging event: when it succeeds it has changed the accordion — a
    /// node more or less, a page state — whether or not a row shows it.
    static func edited(_ rows: AccordionChangeSet) -> AccordionOutcome {
        AccordionOutcome(rows: rows, changed: true)
    }
}
