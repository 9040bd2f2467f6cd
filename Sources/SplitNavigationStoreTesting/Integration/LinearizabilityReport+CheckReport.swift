import SplitNavigationTesting

/// `expectPassed()` and `assertPassed()`, as for the kit's other reports.
extension LinearizabilityReport: CheckReport {}
