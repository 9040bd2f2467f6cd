/// The laws a checker runs, as one bit each: the checker asks whether a law is on a dozen
/// times a step, and a `Set<NavigationLaw>` hashed the law's name every time.
struct LawSet {
    private var bits: UInt32 = 0

    /// The laws of `laws`.
    init(_ laws: Set<NavigationLaw>) {
        for law in laws { bits |= Self.bit(law) }
    }

    /// Whether `law` is one of them.
    func contains(_ law: NavigationLaw) -> Bool {
        bits & Self.bit(law) != 0
    }

    private static func bit(_ law: NavigationLaw) -> UInt32 {
        // A switch rather than `allCases.firstIndex(of:)`, which compares strings.
        let position = switch law {
        case .invariants: 0
        case .freshIDs: 1
        case .errorsChangeNothing: 2
        case .splitCollapseRoundTrip: 3
        case .layoutKeepsAccordions: 4
        case .layoutKeepsModals: 5
        case .commutesWithSplit: 6
        case .changesReproducePresentation: 7
        case .jsonRoundTrip: 8
        case .widthAndVisibilityKeepStacks: 9
        case .visibleColumnsInSplit: 10
        case .referenceModel: 11
        case .tabSelectionRestores: 12
        case .reachesTargets: 13
        }
        return 1 << position
    }
}
