/// The modals presented over the split, bottom first: what presents, dismisses and navigates
/// inside them, each operation recording the changes it makes.
///
/// Beside the column stacks, so a sheet survives every layout change. The state makes the
/// children; every operation checks first, then mutates.
@usableFromInline
struct ModalStack<Route: Hashable & Codable & Sendable>: Hashable, Sendable, RandomAccessCollection {
    /// The modals, bottom first.
    @usableFromInline var modals: [Modal<Route>]

    @inlinable
    init(_ modals: [Modal<Route>] = []) {
        self.modals = modals
    }

    @inlinable var startIndex: Int { modals.startIndex }
    @inlinable var endIndex: Int { modals.endIndex }
    @inlinable subscript(position: Int) -> Modal<Route> { modals[position] }
    /// The array's count: the collection's default, a distance between indices, runs as generic
    /// calls in an unoptimized build (some 5,000 instructions; reaching a target asks often).
    @inlinable var count: Int { modals.count }
    @inlinable var isEmpty: Bool { modals.isEmpty }

    /// Presents a modal on top, with `root` at the bottom of its stack.
    @inlinable
    mutating func present(_ root: Child<Route>, style: ModalStyle, recording changes: inout [NavigationChange<Route>]) {
        let modal = Modal(unchecked: style, stack: [root])
        modals.append(modal)
        changes.append(.presented(modal))
    }

    /// Dismisses the top modal, or the one with `id` and every modal above it, top first.
    ///
    /// - Throws: ``NavigationError/Code/noModal`` when none is up;
    ///   ``NavigationError/Code/unknownChild`` when no modal has the id.
    @inlinable
    mutating func dismiss(_ id: ChildID?, recording changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        guard !modals.isEmpty else { throw NavigationError(.noModal, "there is no modal to dismiss") }
        let start: Int
        if let id {
            guard let index = modals.firstIndex(where: { $0.id == id }) else { throw .unknownChild(id) }
            start = index
        } else {
            start = modals.count - 1
        }
        for index in (start..<modals.count).reversed() {
            changes.append(.dismissed(modals[index].id))
        }
        modals.removeSubrange(start...)
    }

    /// Pushes `child` onto the top modal's stack; nothing when no modal is up.
    @inlinable
    mutating func push(_ child: Child<Route>, recording changes: inout [NavigationChange<Route>]) {
        guard !modals.isEmpty else { return }
        modifyTop { $0.append(child) }
        changes.append(.modalPushed(child))
    }

    /// Replaces the top modal's top child with `child`; nothing when no modal is up.
    @inlinable
    mutating func replaceTop(with child: Child<Route>, recording changes: inout [NavigationChange<Route>]) {
        guard let last = modals.indices.last else { return }
        let replaced = modals[last].top.id
        modifyTop { $0[$0.count - 1] = child }
        changes.append(.modalReplacedTop(replaced, by: child))
    }

    /// Pops the top modal's top child.
    ///
    /// - Throws: ``NavigationError/Code/rootCannotBePopped`` when only its root is left;
    ///   ``NavigationError/Code/noModal`` when none is up.
    @inlinable
    mutating func pop(recording changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        let last = try topIndex()
        let count = modals[last].stack.count
        guard count > 1 else {
            throw NavigationError(.rootCannotBePopped, "child \(modals[last].id) is the root of the top modal and cannot be popped; dismiss the modal instead")
        }
        popTop(to: count - 1, &changes)
    }

    /// Pops the top modal's children above `id`.
    ///
    /// - Throws: ``NavigationError/Code/unknownChild`` when the top modal does not hold `id`;
    ///   ``NavigationError/Code/noModal`` when none is up.
    @inlinable
    mutating func pop(to id: ChildID, recording changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        guard let index = modals[try topIndex()].stack.firstIndex(where: { $0.id == id }) else { throw .unknownChild(id) }
        popTop(to: index + 1, &changes)
    }

    /// Pops the top modal to its root.
    ///
    /// - Throws: ``NavigationError/Code/noModal`` when none is up.
    @inlinable
    mutating func popToRoot(recording changes: inout [NavigationChange<Route>]) throws(NavigationError) {
        _ = try topIndex()
        popTop(to: 1, &changes)
    }

    /// Back while a modal is up: pops the top modal's stack, or dismisses the modal when only its
    /// root is left; nothing when no modal is up.
    @inlinable
    mutating func back(recording changes: inout [NavigationChange<Route>]) {
        guard let last = modals.indices.last else { return }
        let count = modals[last].stack.count
        if count > 1 {
            popTop(to: count - 1, &changes)
        } else {
            changes.append(.dismissed(modals[last].id))
            modals.removeLast()
        }
    }

    /// Where the top modal is (an index, so an edit does not copy its stack).
    ///
    /// - Throws: ``NavigationError/Code/noModal`` when none is up.
    @inlinable
    func topIndex() throws(NavigationError) -> Int {
        guard let last = modals.indices.last else { throw NavigationError(.noModal, "there is no modal to navigate in") }
        return last
    }

    /// Pops the top modal's children from `count` up, top first.
    @inlinable
    mutating func popTop(to count: Int, _ changes: inout [NavigationChange<Route>]) {
        guard let last = modals.indices.last, count < modals[last].stack.count else { return }
        for index in (count..<modals[last].stack.count).reversed() {
            changes.append(.modalPopped(modals[last].stack[index].id))
        }
        modifyTop { $0.removeSubrange(count...) }
    }

    /// Mutates the top modal's stack in place.
    @inlinable
    mutating func modifyTop(_ body: (inout [Child<Route>]) -> Void) {
        guard let last = modals.indices.last else { return }
        var stack = modals[last].stack
        modals[last].stack = []
        body(&stack)
        modals[last].stack = stack
    }
}
