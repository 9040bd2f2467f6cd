import SplitNavigation
import SplitNavigationStore
import Synchronization

/// The message being written in the compose sheet, and the guard that keeps the sheet up while
/// the draft holds something not sent: split-demo's `DraftGuard`, for the web session.
///
/// Whether a draft is worth keeping is app state, not navigation state, so it lives here, beside
/// the navigator, and a navigator filter reads it: any event that would dismiss the compose sheet — the
/// page's Cancel, `back` on the sheet's root, the browser's back button — is vetoed while the
/// draft has text or an attachment, and the page says so. Sending or discarding lets the one
/// dismissal that follows through. An empty draft is nothing to lose: it goes quietly.
///
/// A class because the navigator's filter and the session share it; a `Mutex` so that it stays
/// `Sendable`, as app state beside navigation usually must be. Only the session's connection
/// task uses it, so the lock is never contended.
final class ComposeDraft: Sendable {
    /// What the person wrote.
    struct Content: Hashable, Sendable {
        var text = ""
        var attachments: [String] = []

        /// Whether there is anything to lose.
        var isEmpty: Bool { text.isEmpty && attachments.isEmpty }
    }

    private struct State {
        var content = Content()
        /// Set while the session dismisses the sheet after a send or a discard.
        var released = false
    }

    /// Why a dismissal is refused: what the page shows in the sheet.
    static let vetoReason = "the draft is not sent: send it, or discard it"

    private let state = Mutex(State())

    /// The draft as it is now.
    var content: Content { state.withLock { $0.content } }

    /// Starts a new, empty draft: a compose sheet was presented.
    func start() {
        state.withLock { $0 = State() }
    }

    /// The text field's new text.
    func write(_ text: String) {
        state.withLock { $0.content.text = text }
    }

    /// Adds a picked file.
    func attach(_ file: String) {
        state.withLock { $0.content.attachments.append(file) }
    }

    /// Sends `dismiss` with the guard lifted, for a send or a discard: the draft is no longer
    /// the person's to lose. The next draft starts empty; if the dismissal does not apply, the
    /// guard is back as it was.
    func releasing(_ dismiss: () -> NavigationOutcome<WebRoute>) -> NavigationOutcome<WebRoute> {
        state.withLock { $0.released = true }
        let outcome = dismiss()
        state.withLock { $0.released = false }
        if outcome.isApplied {
            start()
        }
        return outcome
    }

    /// Whether a dismissal of the compose sheet must be refused now.
    var keepsTheSheet: Bool {
        state.withLock { !$0.released && !$0.content.isEmpty }
    }

    /// Installs the guard on a navigator: a filter that vetoes any event that would dismiss a
    /// compose sheet while the draft has something to lose. `dismissedModals()` covers every way
    /// out at once: `dismiss`, `dismissModal`, `back` on the root, a batch holding any of them.
    func install(on navigator: SessionNavigator) {
        navigator.addFilter { [self] proposal in
            guard keepsTheSheet, proposal.dismissedModals().contains(where: { $0.root.route == .compose }) else {
                return .allow
            }
            return .veto(reason: Self.vetoReason)
        }
    }
}
