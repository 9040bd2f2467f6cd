import SplitNavigation
import SplitNavigationStore
import Testing

/// The store costs what the navigator costs: it holds no copy of the state across an event, so
/// the navigator edits its stacks in place, and pushing onto a stack of *n* children does not
/// copy the *n*.
///
/// Checked on the stack's storage rather than on a clock: debug builds with the library's
/// internal checks (CI's) re-check every invariant after each event, an O(*n*) walk that would hide an O(*n*) copy
/// in any timing. A store that kept the state from before each event (as comparing the stacks
/// before and after did) makes every push copy the column into new storage.
@Suite struct StoreCostTests {
    /// How many times the watched stack moved to new storage, over pushes through a store.
    static func storageMoves(pushes: Int, modal: Bool, filter: Bool = false) throws -> Int {
        let moves = Shared(0)
        var navigator = StorageWatchingNavigator(state: try SplitState(primary: [NewChild("Mailboxes", preferring: .primary)]), placeholder: .none)
        navigator.moves = moves
        navigator.watchesModal = modal
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
            let store = NavigationStore(navigator)
            if filter { store.addFilter { _ in .allow } }
            if modal { #expect(store.send(.present(NewChild("Compose", preferring: .primary))).isApplied) }
            for index in 0..<pushes {
                let child = NewChild("Message \(index)", preferring: .detail)
                #expect(store.send(modal ? .modal(.push(child)) : .push(child)).isApplied)
            }
            #expect(store.state.stack(.detail).count == (modal ? 0 : pushes))
        }
        return moves.value
    }

    @Test func aPushThroughTheStoreEditsTheColumnInPlace() throws {
        // Growing to 2,000 children reallocates about log₂(2,000) ≈ 11 times; copying on every
        // push would move it 2,000 times.
        #expect(try Self.storageMoves(pushes: 2_000, modal: false) < 40)
    }

    @Test func aPushInAModalThroughTheStoreEditsTheModalInPlace() throws {
        #expect(try Self.storageMoves(pushes: 2_000, modal: true) < 40)
    }

    @Test func aFilteredPushIsTriedOnACopy() throws {
        // The check can fail: with a filter, each event is tried on a copy of the navigator
        // while the filter may still veto it, so the trial copies the column every time.
        #expect(try Self.storageMoves(pushes: 200, modal: false, filter: true) >= 200)
    }
}

/// A navigator that counts how often the top stack's storage moves during an event: the
/// detail column's, or the top modal's when `watchesModal`.
struct StorageWatchingNavigator: SplitNavigating {
    var inner: SplitNavigator<String>
    var moves = Shared(0)
    var watchesModal = false

    init(state: SplitState<String>, placeholder: PlaceholderProvider<String>) {
        inner = SplitNavigator(state: state, placeholder: placeholder)
    }

    var state: SplitState<String> { inner.state }
    var presentation: Presentation<String> { inner.presentation }
    var placeholderProvider: PlaceholderProvider<String> { inner.placeholderProvider }

    /// Where the watched stack's children are stored; the copy it reads is released at once.
    private var storage: UnsafeRawPointer? {
        let stack = watchesModal ? inner.state.modals.last?.stack ?? [] : inner.state.stack(.detail)
        return stack.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    mutating func send(_ event: NavigationEvent<String>) throws(NavigationError) -> [NavigationChange<String>] {
        let before = storage
        let changes = try inner.send(event)
        if let before, storage != before { moves.update { $0 += 1 } }
        return changes
    }
}
