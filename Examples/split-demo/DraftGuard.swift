import SplitNavigation
import SplitNavigationStore
import Synchronization

/// The compose sheet's draft protection, as an app installs it on its store: while the draft
/// has unsaved changes, nothing may dismiss the compose sheet — not `back` on its root, not
/// `dismiss`, not dismissing a modal under it, not a restore without it. The user saves (or
/// discards) first; a front end would ask "Save the draft?" on the veto, as UIKit's
/// `isModalInPresentation` and SwiftUI's `interactiveDismissDisabled` make the user do.
///
/// Whether the draft is saved is app state, not navigation state: it lives here, beside the
/// store, and the store's hooks read it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class DraftGuard: Sendable {
    /// Whether the draft in the compose sheet has changes that are not saved.
    private let unsaved = Atomic<Bool>(false)

    var hasUnsavedChanges: Bool { unsaved.load(ordering: .sequentiallyConsistent) }

    /// The user saves the draft: the sheet may now be dismissed.
    func save() {
        unsaved.store(false, ordering: .sequentiallyConsistent)
    }

    /// Installs the guard on a store: an observer that starts a new, unsaved draft whenever a
    /// compose sheet is presented, and a filter that vetoes any event that would dismiss a
    /// compose sheet while its draft is unsaved.
    func install(on store: NavigationStore<MailRoute>) {
        store.addObserver { [self] transition in
            for case .presented(let modal) in transition.changes where modal.root.route.isCompose {
                unsaved.store(true, ordering: .sequentiallyConsistent)
            }
        }
        store.addFilter { [self] proposal in
            guard hasUnsavedChanges, Self.dismissesCompose(proposal) else { return .allow }
            return .veto(reason: "the draft is not saved")
        }
    }

    /// Whether the proposed event would dismiss a compose sheet. `dismissedModals()` covers
    /// every way out at once — back on the sheet's root, `dismiss`, `dismissModal` of it or of a
    /// modal under it, a restore without it, replacing its root, a batch holding any of these.
    static func dismissesCompose(_ proposal: NavigationProposal<MailRoute>) -> Bool {
        proposal.dismissedModals().contains { $0.root.route.isCompose }
    }
}

extension MailRoute {
    /// Whether the route is a draft being composed.
    var isCompose: Bool {
        if case .compose = self { true } else { false }
    }
}
