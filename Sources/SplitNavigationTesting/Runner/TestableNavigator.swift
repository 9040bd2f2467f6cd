import SplitNavigation

/// What a ``FlowRunner`` drives: `SplitNavigator` itself, or a wrapper around it (an app's
/// own navigation layer, or, in the kit's own tests, a navigator with a planted bug).
///
/// It is the core's `SplitNavigating`, so a navigator the kit tested runs unchanged in
/// `NavigationStore`. The runner makes every navigator it needs with `init(state:placeholder:)`
/// — the one under test, and the extra ones the laws use to split, collapse and compare — so a
/// wrapper that changes a rule is checked against every law.
public typealias TestableNavigator = SplitNavigating
