import Observation

// What the `@Observable` macro would write for a class with no tracked stored property, written
// out: the macro's registrar and helpers are private and internal, and the `@inlinable` send
// path announces through them.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationStore: Observable {
    /// Registers a read of `keyPath` with the observation client tracking this access, if any.
    @inlinable
    func access<Member>(keyPath: KeyPath<NavigationStore, Member>) {
        registrar.access(self, keyPath: keyPath)
    }

    /// Announces that `keyPath` changed, its value already written: what
    /// `withMutation(keyPath:_:)` announces around an empty mutation, without the closure.
    @inlinable
    func announceChange<Member>(of keyPath: KeyPath<NavigationStore, Member>) {
        registrar.willSet(self, keyPath: keyPath)
        registrar.didSet(self, keyPath: keyPath)
    }

    /// Announces a change of `keyPath` to observation clients around `mutation`.
    @inlinable
    func withMutation<Member, Result>(
        keyPath: KeyPath<NavigationStore, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        try registrar.withMutation(of: self, keyPath: keyPath, mutation)
    }
}
