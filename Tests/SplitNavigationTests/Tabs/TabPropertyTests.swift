import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The laws of tab groups on random sequences from fixed seeds: tab events commute with the
/// split, selecting a, then b, then a restores a's stacks, an event's changes take the old
/// presentation to the new one, a rejection changes nothing, saved states round-trip (and so
/// pass every invariant), and the kit's reference model agrees. A failure names the seed and the
/// sequence and prints the state before the failing event as JSON, which reproduce it.
@Suite(.cpuBound) struct TabPropertyTests {
    static let seeds: [UInt64] = [3, 16, 99, 2026]
    static let sequences = 60
    static let length = 40

    @Test(arguments: seeds)
    func tabEventsKeepTheLaws(seed: UInt64) throws {
        var samples = TabSamples(seed: seed)
        var coverage = Coverage()
        for sequence in 0..<Self.sequences {
            var navigator = try samples.start()
            var model = ReferenceNavigator(state: navigator.state)
            var events: [NavigationEvent<String>] = []
            for _ in 0..<Self.length {
                let event = samples.event(for: navigator.state)
                events.append(event)
                let before = navigator
                if let problem = try check(event, on: &navigator, model: &model, coverage: &coverage) {
                    let json = String(decoding: try before.state.jsonData(), as: UTF8.self)
                    Issue.record("""
                        seed \(seed), sequence \(sequence), event \(events.count - 1): \(problem)
                        events: \(events.map(\.description).joined(separator: "; "))
                        state before the event: \(json)
                        """)
                    return
                }
            }
        }
        // The laws must have been exercised where they bite, not only on empty stacks.
        #expect(coverage.compactSelects > 20, "\(coverage)")
        #expect(coverage.restoringSelects > 20, "\(coverage)")
        #expect(coverage.keptAsideRestores > 0, "\(coverage)")
        #expect(coverage.rejections > 5, "\(coverage)")
    }

    /// What the sequences of a seed exercised.
    struct Coverage {
        var compactSelects = 0
        var restoringSelects = 0
        var keptAsideRestores = 0
        var rejections = 0
    }

    /// Sends one event and checks every law that applies to it; the problem, or `nil`.
    func check(
        _ event: NavigationEvent<String>, on navigator: inout SplitNavigator<String>, model: inout ReferenceNavigator<String>,
        coverage: inout Coverage
    ) throws -> String? {
        let before = navigator
        let changes: [NavigationChange<String>]
        do {
            changes = try navigator.send(event)
        } catch {
            if navigator.state != before.state { return "the rejected event (\(error)) changed the state" }
            let modelCode = model.outcome(of: event)
            guard case .tabs = event else { return nil }
            coverage.rejections += 1
            if modelCode != error.code {
                return "the navigator rejects with \(error.code), the reference model with \(modelCode.map(\.rawValue) ?? "nothing")"
            }
            return nil
        }
        if let code = model.outcome(of: event) { return "the reference model rejects with \(code) what the navigator accepts" }
        if let difference = model.difference(from: navigator.state) { return "the reference model differs: \(difference)" }
        guard case .tabs(let id, let action) = event else { return nil }

        if try before.presentation.applying(changes) != navigator.presentation {
            return "the changes \(changes) do not take the old presentation to the new one"
        }
        if try SplitState<String>(json: try navigator.state.jsonData()) != navigator.state {
            return "the state does not survive a JSON round trip"
        }
        // split(apply(e, s)) == apply(e, split(s))
        if before.state.layout == .compact {
            var appliedFirst = before
            try appliedFirst.send(event)
            try appliedFirst.send(.setWidth(.regular))
            var splitFirst = before
            try splitFirst.send(.setWidth(.regular))
            do {
                try splitFirst.send(event)
            } catch {
                return "the event is accepted in compact layout but not after the split: \(error)"
            }
            if appliedFirst.state != splitFirst.state {
                return "the event does not commute with the split: \(appliedFirst.state.splitIDs) after, \(splitFirst.state.splitIDs) before"
            }
        }
        // Selecting a, then b, then a restores a's stacks.
        if case .selectTab = action, let old = before.tabGroup(id), let new = navigator.tabGroup(id), old.selected != new.selected {
            if before.state.layout == .compact { coverage.compactSelects += 1 }
            if let stacks = old.storedStacks(for: new.selected) {
                coverage.restoringSelects += 1
                if !stacks.detail.isEmpty, !navigator.state.keptAside.isEmpty { coverage.keptAsideRestores += 1 }
            }
            var again = navigator
            try again.send(.tabs(id, .selectTab(old.selected)))
            if let problem = Self.restored(before.state, by: again.state, owner: id) { return "selecting back: \(problem)" }
        }
        return nil
    }

    /// Whether `after` shows what `before` showed: every column's children equal as the split
    /// reads them (the tab group child compared by id: its stored stacks differ), the counter
    /// too; in regular layout the columns are the stacks themselves.
    static func restored(_ before: SplitState<String>, by after: SplitState<String>, owner: ChildID) -> String? {
        for column in before.columns.all {
            let old = before.stack(column), new = after.stack(column)
            if old.ids != new.ids { return "the \(column) column is \(new.ids), it was \(old.ids)" }
            for (a, b) in zip(old, new) where a.id != owner && a != b { return "child \(a.id) changed" }
        }
        if after.nextID != before.nextID { return "the id counter moved" }
        if after.layout != before.layout { return "the layout changed" }
        return nil
    }
}

/// Random sequences for the tab laws: a tab group as the primary root of a random split, more
/// tab groups pushed now and then (in any column, so some are kept aside or stored inside
/// others), the kit's standard events between tab events, and some tab events that must be
/// rejected.
struct TabSamples {
    static let routes = RouteGenerator<String>.oneOf("A", "B", "C")
    static let events = EventGenerator.standard(routes: routes)
    static let tabIDs: [TabID] = ["a", "b", "c", "d"]

    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func start() throws -> SplitNavigator<String> {
        let columns: SplitColumns = random.bool() ? .two : .three
        let policy = random.element(of: [CollapsePolicy.detailOnTop, .chronological, .hideDetail]) ?? .detailOnTop
        let width: Width = random.bool() ? .regular : .compact
        return SplitNavigator(state: try SplitState(
            primary: [try tabsChild("Tabs", .primary, tabs: ["a", "b", "c"])], columns: columns, width: width, policy: policy))
    }

    mutating func event(for state: SplitState<String>) -> NavigationEvent<String> {
        guard random.int(in: 0...99) >= 35, let event = Self.tabEvent(for: state, using: &random) else {
            return Self.events.event(for: state, using: &random)
        }
        return event
    }

    /// A tab event for one of the state's tab groups, or now and then a push of a new tab group
    /// (in any column); `nil` when the state shows no tab group and no push is drawn.
    static func tabEvent(for state: SplitState<String>, using random: inout SplitMix64) -> NavigationEvent<String>? {
        let groups = state.children.filter { $0.content.tabs != nil }
        if random.chance(percent: 10) {
            let column = random.element(of: state.columns.all) ?? .detail
            let group = (try? tabGroup(["a", "b"])).map(ChildContent.tabs) ?? .plain
            return .push(NewChild("T", preferring: column, content: group))
        }
        guard let owner = random.element(of: groups), let group = owner.content.tabs else { return nil }
        let known = group.tabs.map(\.id)
        // Now and then a tab the group lacks, to check rejections.
        let tab = (random.chance(percent: 10) ? random.element(of: tabIDs) : random.element(of: known)) ?? "a"
        let action: TabEvent<String>
        switch random.int(in: 0...99) {
        case 0..<60: action = .selectTab(tab)
        case 60..<72: action = .add(Tab(tab, value: tab.rawValue.uppercased()), at: random.bool() ? nil : random.int(in: -1...(known.count + 1)))
        case 72..<84: action = .remove(tab)
        case 84..<92: action = .move(tab, to: random.int(in: -1...known.count))
        default: action = .setBadge(tab, random.bool() ? nil : "\(random.int(in: 1...9))")
        }
        // Now and then a child that is not a tab group, or no child at all.
        let id = random.chance(percent: 5) ? (random.element(of: state.children)?.id ?? owner.id) : owner.id
        return .tabs(id, action)
    }
}
