import SplitNavigation

/// The former name of `SplitNavigating`, the protocol a ``FlowRunner`` drives.
@available(*, deprecated, renamed: "SplitNavigating")
public typealias TestableNavigator = SplitNavigating
