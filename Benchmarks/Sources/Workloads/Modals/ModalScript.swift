import SplitNavigation

/// Sheet sessions over a two-column split, each the same eight events: present a sheet, push
/// onto the detail column under it, push two children inside the sheet, pop one, pop the detail
/// column, dismiss, show a new detail stack. A session leaves the columns as it found them (a
/// primary stack of two, one detail child) and no modal, so sessions repeat without growing.
///
/// ``verify()`` plays the script on the library and on a ``PlainModals`` and checks that they
/// agree on the columns and the modals after every event.
public struct ModalScript: Sendable {
    public let events: [NavigationEvent<MailRoute>]
    /// The layout the sessions run in: in compact layout the column events work on the one stack.
    public let layout: Layout
    public static let eventsPerSession = 8

    /// A primary stack of two and a message in the detail column, then the layout.
    public static func opening(_ layout: Layout) -> [NavigationEvent<MailRoute>] {
        [
            .push(NewChild(.mailbox(0), preferring: .primary)),
            .push(NewChild(.message(0), preferring: .detail)),
            .setLayout(layout),
        ]
    }

    /// `sessions` sessions; the routes vary with the session's index, so no two events repeat.
    public init(sessions: Int, layout: Layout) {
        var events: [NavigationEvent<MailRoute>] = []
        events.reserveCapacity(sessions * Self.eventsPerSession)
        for session in 0..<sessions {
            let message = session % 10_000
            events += [
                .present(NewChild(.compose, preferring: .detail), style: .sheet),
                .push(NewChild(.message(message), preferring: .detail)),
                .modal(.push(NewChild(.mailbox(session % 100), preferring: .detail))),
                .modal(.push(NewChild(.message(message), preferring: .detail))),
                .modal(.pop),
                .pop(.detail),
                .dismiss,
                .showDetail([NewChild(.message(message), preferring: .detail)]),
            ]
        }
        self.events = events
        self.layout = layout
    }

    /// A navigator after ``opening(_:)``, with buffers of its own (see ``TabScript/startNavigator()``).
    public func startNavigator() -> SplitNavigator<MailRoute> {
        var navigator = EventScript.startNavigator()
        do {
            for event in Self.opening(layout) { try navigator.send(event) }
        } catch {
            fatalError("the modal script's opening is accepted: \(error)")
        }
        return navigator
    }

    /// The baseline after ``opening(_:)``.
    public func startBaseline() -> PlainModals {
        var split = PlainSplit(root: EventScript.root)
        for event in Self.opening(layout) {
            guard split.apply(event) else { fatalError("the baseline rejected the opening's \(event)") }
        }
        return PlainModals(split: split)
    }

    /// Plays the script on the library and on the baseline and stops the run if the library
    /// rejects an event or if, after any event, the two disagree about a column or a modal.
    public func verify() {
        var navigator = startNavigator()
        var baseline = startBaseline()
        replay(events, on: &navigator, and: &baseline) { index, event, navigator, baseline in
            guard navigator.state.modals.map({ $0.stack.map(PlainChild.init) }) == baseline.modals else {
                fatalError("after event \(index) \(event) the library and the baseline show different modals")
            }
            for column in [Column.primary, .detail] where navigator.state.stack(column).map(PlainChild.init) != baseline.split.stack(column) {
                fatalError("after event \(index) \(event) the library and the baseline differ in the \(column) column")
            }
        }
    }
}
