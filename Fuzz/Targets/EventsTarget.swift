// Fuzz target "events": bytes read as a start and a sequence of events, valid and invalid, applied
// to the navigator. After every event: invariants hold, a rejection changes nothing, and the
// changes reproduce the new presentation.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = FuzzInput(UnsafeBufferPointer(start: bytes, count: count))
    let policy = CollapsePolicy.allCases[Int(input.next() % 3)]
    let primary = (0...Int(input.next() % 3)).map { NewChild("P\($0)", preferring: .primary) }
    let detail = (0..<Int(input.next() % 3)).map { NewChild("D\($0)", preferring: .detail) }
    let layout: Layout = input.next() % 2 == 0 ? .regular : .compact
    guard let start = try? SplitState(primary: primary, detail: detail, layout: layout, policy: policy) else {
        fatalError("a start with a primary child was rejected")
    }
    var navigator = SplitNavigator(state: start, placeholder: PlaceholderProvider { "Empty under \($0.count)" })
    while !input.isEmpty {
        let event = input.event(for: navigator.state)
        let before = navigator
        let old = navigator.presentation
        do throws(NavigationError) {
            let changes = try navigator.send(event)
            try navigator.state.validate()
            guard try old.applying(changes) == navigator.presentation else {
                fatalError("changes of \(event) do not reproduce the presentation")
            }
        } catch {
            guard navigator.state == before.state else { fatalError("rejected \(event) changed the state") }
        }
    }
    return 0
}

/// Reads the fuzzer's bytes as choices.
struct FuzzInput {
    private var bytes: UnsafeBufferPointer<UInt8>.SubSequence

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes[...]
    }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func next() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    mutating func column() -> Column { next() % 2 == 0 ? .primary : .detail }

    /// An id of a child in the state most of the time, else one near the counter (maybe unknown).
    mutating func id(in state: SplitState<String>) -> ChildID {
        let children = state.children
        let choice = Int(next())
        if choice < 200, !children.isEmpty { return children[choice % children.count].id }
        return ChildID(state.nextID.rawValue - 2 + choice % 5)
    }

    mutating func event(for state: SplitState<String>) -> NavigationEvent<String> {
        switch next() % 12 {
        case 0, 1: return .push(NewChild("R\(next() % 4)", preferring: column()), onto: next() % 2 == 0 ? nil : column())
        case 2: return .showDetail((0..<Int(next() % 3)).map { NewChild("S\($0)", preferring: .detail) })
        case 3: return .replaceTop(column(), with: NewChild("X", preferring: .detail))
        case 4: return .pop(column())
        case 5: return .popTo(id(in: state))
        case 6: return .popChild(id(in: state))
        case 7: return .popToRoot(column())
        case 8: return .back
        case 9: return .setLayout(next() % 2 == 0 ? .regular : .compact)
        case 10: return .setDetailOnly(next() % 2 == 0)
        default:
            // Restore the same state in the other layout: a valid restore with different changes.
            var other = SplitNavigator(state: state)
            _ = try? other.send(.setLayout(state.layout == .regular ? .compact : .regular))
            return .restore(other.state)
        }
    }
}
