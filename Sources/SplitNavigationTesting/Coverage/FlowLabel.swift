import SplitNavigation

/// A situation of the app's own that a run counts, per sequence, in
/// ``FlowStatistics/labels``; with a least share, a `cover` requirement that fails the run when
/// fewer sequences reach it.
///
/// ```swift
/// runner.labels = [
///     .cover("collapsed with a detail stack of two or more", atLeast: 0.05) { state, _ in
///         state.layout == .compact && state.stack(.detail).count >= 2
///     },
///     FlowLabel("composing") { state, _ in state.children.contains { $0.route == "Compose" } },
/// ]
/// ```
///
/// A sequence reaches a label when any state it passes through — the start, or the state after
/// any event — satisfies it. A generator that never gets there makes a passing run that tested
/// nothing of the kind; a `cover` requirement turns that into a failure.
public struct FlowLabel<Route: Hashable & Codable & Sendable>: Sendable {
    /// The label's name, as statistics and reports show it.
    public let name: String
    /// The least share of sequences, from 0 to 1, that must reach the label; 0 only counts.
    public let minimumShare: Double
    let holds: @Sendable (SplitState<Route>, Presentation<Route>) -> Bool

    /// A label that is only counted.
    public init(_ name: String, _ holds: @escaping @Sendable (SplitState<Route>, Presentation<Route>) -> Bool) {
        self.init(name, minimumShare: 0, holds)
    }

    /// A label that at least `share` of the sequences (from 0 to 1; values outside are clamped)
    /// must reach, or the run fails with a ``CoverageShortfall``.
    public static func cover(
        _ name: String, atLeast share: Double, _ holds: @escaping @Sendable (SplitState<Route>, Presentation<Route>) -> Bool
    ) -> FlowLabel {
        FlowLabel(name, minimumShare: share, holds)
    }

    private init(_ name: String, minimumShare: Double, _ holds: @escaping @Sendable (SplitState<Route>, Presentation<Route>) -> Bool) {
        self.name = name
        // NaN and out-of-range shares are clamped rather than trusted: NaN counts as 0.
        self.minimumShare = minimumShare.isNaN ? 0 : min(1, max(0, minimumShare))
        self.holds = holds
    }
}
