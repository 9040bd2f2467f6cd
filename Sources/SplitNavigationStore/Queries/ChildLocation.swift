import SplitNavigation

/// Where a child is: `SplitNavigation.ChildLocation`, which the store's
/// ``NavigationStore/location(of:)`` and ``NavigationStore/locations(of:)`` answer.
///
/// The type lives in the core with the navigator's queries, so that a front end without the
/// store (the `splitnav` bridge) asks the same questions; this name keeps code that imports only
/// the store compiling.
public typealias ChildLocation = SplitNavigation.ChildLocation
