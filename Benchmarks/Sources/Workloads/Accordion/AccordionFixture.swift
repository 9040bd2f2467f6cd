import SplitNavigation
import SplitNavigationTesting

/// One shape and size for the accordion suite: the tree, the seeded targets of each operation,
/// and, built on demand, the library's accordion or the baseline in a box that toggle
/// benchmarks mutate in place (each toggles a node twice, so the state comes back).
public final class AccordionFixture: @unchecked Sendable {
    public let shape: TreeShape
    /// Visible rows to look up, uniformly drawn.
    public let rows: [Int]
    /// Node ids to look up, uniformly drawn.
    public let nodes: [Int]
    /// Node ids with children, uniformly drawn among them, to toggle.
    public let toggles: [Int]
    public var accordion: Accordion<MailRoute>
    public var plain: PlainAccordion

    /// - Parameters:
    ///   - library: build the library's accordion (else an empty one).
    ///   - baseline: build the baseline (else an empty one).
    public init(_ kind: TreeShape.Kind, count: Int, targets: Int, library: Bool, baseline: Bool) {
        shape = TreeShape(kind, count: count)
        var random = SplitMix64(seed: SplitMix64.seed(2026, index: UInt64(count)))
        rows = (0..<targets).map { _ in random.int(below: count) }
        nodes = (0..<targets).map { _ in 1 + random.int(below: count) }
        let openable = (1...count).filter(shape.hasChildren)
        toggles = (0..<targets).map { _ in openable[random.int(below: openable.count)] }
        accordion = library ? shape.accordion() : Accordion(policy: .multiple)
        plain = baseline ? PlainAccordion(shape) : PlainAccordion(TreeShape(kind, count: 0))
    }
}
