import Foundation
import SplitNavigation
import SplitNavigationStore
import Testing

/// The placeholder the tests' stores use: it depends on the primary stack, so replays that got
/// the provider wrong would show it.
let testPlaceholder = PlaceholderProvider<String> { primary in
    "Select from \(primary.last?.route ?? "nothing")"
}

/// A store over string routes with the test placeholder.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
func makeStore(
    primary: [String] = ["Mailboxes"], detail: [String] = [], layout: Layout = .regular,
    policy: CollapsePolicy = .detailOnTop, recording: Bool = false
) throws -> NavigationStore<String> {
    try NavigationStore(
        primary: primary, detail: detail, width: layout == .compact ? .compact : .regular, policy: policy,
        placeholder: testPlaceholder,
        recording: recording)
}

func push(_ route: String, _ column: Column = .primary) -> NavigationEvent<String> {
    .push(NewChild(route, preferring: column))
}

/// A value that `@Sendable` closures (hooks, observation callbacks) can update.
///
/// Locked with `NSLock` (a pthread mutex), which ThreadSanitizer understands on Linux.
final class Shared<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    var value: Value {
        lock.withLock { storage }
    }

    func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&storage) }
    }
}

/// Waits until `condition` holds, checking every millisecond, and fails after `seconds`.
func eventually(
    _ what: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// A front end's view of the store, kept up to date from transitions alone: it checks that
/// they come numbered without gaps and that each one's changes take the previous presentation
/// to its presentation, and it folds everything it saw into a hash to compare with others.
struct Mirror {
    var presentation: Presentation<String>
    var lastSequence: Int
    var hasher = Hasher()
    var gaps = 0
    var mismatches = 0
    var count = 0

    init(_ start: NavigationSnapshot<String>) {
        presentation = start.presentation
        lastSequence = start.sequence
    }

    mutating func apply(_ transition: NavigationTransition<String>) {
        if transition.sequence != lastSequence + 1 { gaps += 1 }
        lastSequence = transition.sequence
        count += 1
        if let next = try? presentation.applying(transition.changes), next == transition.presentation {
            presentation = next
        } else {
            mismatches += 1
            presentation = transition.presentation
        }
        hasher.combine(transition.event)
        hasher.combine(transition.changes)
        hasher.combine(transition.presentation)
    }

    /// The hash of everything seen, ignoring sequence numbers (replays count from 1).
    var digest: Int { hasher.finalize() }
}
