import SplitNavigation

extension NavigationError.Code {
    /// An event was sent to a ``NavigationStore`` from inside that store's own send: from a
    /// filter, an observer, or an observation callback it triggered. The store refuses it rather
    /// than deadlock or apply it out of order; send it after the hook returns.
    public static let reentrantSend = NavigationError.Code(rawValue: "reentrantSend")
}

extension NavigationError {
    @usableFromInline
    static func reentrantSend(named name: String) -> NavigationError {
        NavigationError(
            .reentrantSend,
            "the store is applying another event on this thread; \"\(name)\" was sent from one of its hooks and cannot apply until the hook returns")
    }
}
