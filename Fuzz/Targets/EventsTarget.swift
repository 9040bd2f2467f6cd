// Fuzz target "events": bytes read as a start and a sequence of events, valid and invalid, applied
// to the navigator and its accordion children. After every event: invariants hold (accordions'
// included), a rejection changes nothing, the changes reproduce the new presentation, and an
// accordion's row change set turns its old visible rows into its new ones.

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
        let changes: [NavigationChange<String>]
        do throws(NavigationError) {
            changes = try navigator.send(event)
        } catch {
            guard navigator.state == before.state else { fatalError("rejected \(event) changed the state") }
            continue
        }
        do throws(NavigationError) {
            try navigator.state.validate()
        } catch {
            fatalError("\(event) broke an invariant: \(error)")
        }
        guard (try? old.applying(changes)) == navigator.presentation else {
            fatalError("changes of \(event) do not reproduce the presentation")
        }
        for change in changes {
            guard case .updated(let child, let column, let index, let rows) = change,
                  let newAccordion = child.content.accordion else { continue }
            // The accordion before the event: the same child in the old presentation.
            let oldStack = old.stack(column)
            guard let oldAccordion = oldStack.first(where: { $0.id == child.id })?.content.accordion else {
                fatalError("an update names child \(child.id) at \(column)[\(index)], which was no accordion")
            }
            let newRows = newAccordion.visibleRows
            guard (try? rows.applied(to: oldAccordion.visibleRows, newRow: { newRows[$0] })) == newRows else {
                fatalError("the row changes of \(event) do not turn the old rows into the new ones")
            }
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

    /// A small tree of up to eight nodes with ids 1…8, a random shape, policy and destinations.
    mutating func accordion() -> Accordion<String> {
        let policies: [AccordionExpansionPolicy] = [.multiple, .single, (try? .atMost(2)) ?? .multiple]
        var nodes: [AccordionNode<String>] = []
        let count = Int(next() % 8) + 1
        // Nodes are built bottom-up: node k may adopt already-built nodes as its children.
        var pending: [AccordionNode<String>] = []
        for id in 1...count {
            var node = AccordionNode(id: AccordionNodeID(id), value: "N\(id)", isExpanded: next() % 2 == 0)
            if next() % 3 == 0 { node.destination = RowDestination("Open \(id)", column: column()) }
            let adopted = min(pending.count, Int(next() % 3))
            node.children = Array(pending.suffix(adopted))
            pending.removeLast(adopted)
            pending.append(node)
        }
        nodes = pending
        return (try? Accordion(policy: policies[Int(next() % 3)], nodes: nodes)) ?? Accordion(policy: .multiple)
    }

    mutating func accordionEvent() -> AccordionEvent<String> {
        let node = AccordionNodeID(Int(next() % 12))
        let parent: AccordionNodeID? = next() % 3 == 0 ? nil : AccordionNodeID(Int(next() % 10))
        switch next() % 13 {
        case 0: return .expand(node)
        case 1: return .collapse(node)
        case 2: return .toggle(node)
        case 3: return .expandAll
        case 4: return .collapseAll
        case 5: return .select(node)
        case 6: return .insert(AccordionNode(id: AccordionNodeID(Int(next() % 16)), value: "New"), parent: parent, index: next() % 2 == 0 ? nil : Int(next() % 4))
        case 7: return .remove(node)
        case 8: return .move(node, parent: parent, index: next() % 2 == 0 ? nil : Int(next() % 4))
        case 9: return .replace(node, value: "Renamed", destination: next() % 2 == 0 ? nil : RowDestination("Elsewhere", column: column()))
        case 10: return .beginPage(next() % 2 == 0 ? nil : node)
        case 11: return .endPage(next() % 2 == 0 ? nil : node, children: [AccordionNode(id: AccordionNodeID(Int(next() % 20)), value: "Page")], exhausted: next() % 2 == 0)
        default: return .cancelPage(next() % 2 == 0 ? nil : node)
        }
    }

    mutating func event(for state: SplitState<String>) -> NavigationEvent<String> {
        switch next() % 14 {
        case 12, 13:
            return .accordion(id(in: state), accordionEvent())
        case 0:
            return .push(NewChild("A\(next() % 4)", preferring: column(), content: .accordion(accordion())), onto: nil)
        case 1: return .push(NewChild("R\(next() % 4)", preferring: column()), onto: next() % 2 == 0 ? nil : column())
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
