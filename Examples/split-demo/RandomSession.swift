import SplitNavigation
import SplitNavigationTesting

/// The random session `--seed` plays: the testing kit's standard events, plus the events of a
/// three-column mail app the standard generator does not make (a mailbox's list shown in the
/// supplementary column, a window resized to any width, sheets and covers over the split with
/// pushes inside them), added as the app's own kinds. Its modals are a search sheet and an
/// attachment viewer, never a draft: the draft guard would veto their dismissal.
enum RandomSession {
    /// The standard weights, without the kit's own modal kinds: the app presents its own sheets
    /// (below), with routes a mail app presents, rather than any route as a sheet.
    static let weights: EventWeights = {
        var weights = EventWeights()
        (weights.present, weights.dismiss, weights.dismissModal, weights.modal) = (0, 0, 0, 0)
        return weights
    }()

    static let routes = RouteGenerator<MailRoute>.oneOf(
        .mailbox("Inbox"), .message("Lunch on Friday?"), .message("Quarterly report"), .attachment("menu.pdf"), .search)

    static let generator = EventGenerator<MailRoute>.standard(routes: routes, weights: weights)
        .adding(EventKind(name: "showSupplementary", weight: 12) { _, random in
            let lists: [MailRoute] = [.mailbox("Inbox"), .mailbox("Sent"), .mailbox("Projects")]
            return .showSupplementary((0..<random.int(in: 0...2)).map { _ in
                NewChild(random.element(of: lists) ?? .mailbox("Inbox"), preferring: .supplementary)
            })
        })
        .adding(EventKind(name: "setWidth", weight: 10) { context, random in
            let others = Width.allCases.filter { $0 != context.state.width }
            return random.element(of: others).map { .setWidth($0) }
        })
        .adding(EventKind(name: "pushSupplementary", weight: 8) { context, random in
            guard context.hasRoom(for: 1) else { return nil }
            return .push(NewChild(.mailbox("Drafts"), preferring: .supplementary))
        })
        .adding(EventKind(name: "present", weight: 8) { context, random in
            guard context.hasRoom(for: 1) else { return nil }
            return random.bool()
                ? .present(NewChild(.search, preferring: .detail), style: .sheet)
                : .present(NewChild(.attachment("menu.pdf"), preferring: .detail), style: .fullScreenCover)
        })
        .adding(EventKind(name: "pushInModal", weight: 10) { context, _ in
            guard !context.state.modals.isEmpty, context.hasRoom(for: 1) else { return nil }
            return .modal(.push(NewChild(.message("Quarterly report"), preferring: .detail)))
        })
        .adding(EventKind(name: "dismiss", weight: 6) { context, _ in
            context.state.modals.isEmpty ? nil : .dismiss
        })
}
