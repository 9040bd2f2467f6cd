import SplitNavigation
import SplitNavigationStore
import SplitNavigationTestSupport
import Testing

@Suite("Concurrent senders", .cpuBound)
struct ConcurrencyTests {
    static let senders = 8
    static let eventsPerSender = 20_000

    /// What the senders leave behind once the store is gone.
    struct Run {
        var accepted: [Int]
        var refused: Int
        var vetoed: Int
        var final: NavigationSnapshot<String>
        var recording: NavigationRecording<String>
        var watchers: [Task<Mirror, Never>]
        var observed: Shared<Mirror>
    }

    /// 8 tasks × 20,000 seeded random events against one store, with a filter vetoing some of
    /// them and two subscribers and an observer watching: every event is answered once, every
    /// accepted one gets its own number, the filter's verdicts hold for the state each event
    /// applied to, everyone sees every transition in order, and replaying the store's own
    /// recording gives the same transitions and the same final state, byte for byte.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func concurrentSendersEndWhereTheirRecordingReplaysTo() async throws {
        let run = try await Self.send()
        // The store is released by now: the subscriptions end once they have drained.
        var mirrors: [Mirror] = []
        for watcher in run.watchers { mirrors.append(await watcher.value) }
        mirrors.append(run.observed.value)

        #expect(run.accepted.count + run.refused + run.vetoed == Self.senders * Self.eventsPerSender, "every send answered once")
        #expect(run.vetoed > 0)
        #expect(run.accepted == Array(1...run.final.sequence), "accepted events numbered 1…n, none twice, none skipped")
        #expect(run.recording.events.count == run.final.sequence)
        #expect(run.accepted.count > Self.senders * Self.eventsPerSender / 2, "the generator is mostly valid")

        // The recording survives its JSON form, and replaying it reproduces everything.
        let decoded = try NavigationRecording<String>(jsonLines: run.recording.jsonLines())
        #expect(decoded == run.recording)
        var replayed = Mirror(NavigationSnapshot(
            navigator: SplitNavigator(state: decoded.start, placeholder: testPlaceholder), sequence: 0))
        var layout = decoded.start.layout
        var slippedPastTheFilter = 0
        let navigator = try decoded.replay(placeholder: testPlaceholder) { transition in
            if transition.event == .setVisibility(.detailOnly), layout == .compact { slippedPastTheFilter += 1 }
            layout = transition.presentation.layout
            replayed.apply(transition)
        }
        #expect(slippedPastTheFilter == 0, "the filter decided on the state each event applied to")
        #expect(try navigator.state.jsonData() == run.final.state.jsonData())
        #expect(navigator.presentation == run.final.presentation)
        #expect(replayed.count == run.final.sequence)

        for (index, mirror) in mirrors.enumerated() {
            #expect(mirror.count == run.final.sequence, "watcher \(index) saw every transition")
            #expect(mirror.gaps == 0, "watcher \(index) saw them in order")
            #expect(mirror.mismatches == 0, "watcher \(index): each transition's changes lead to its presentation")
            #expect(mirror.presentation == run.final.presentation)
            #expect(mirror.digest == replayed.digest, "watcher \(index) saw exactly what the replay gives")
        }
    }

    /// Runs the senders against a store that lives only as long as this function.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func send() async throws -> Run {
        let store = try makeStore(primary: ["Mailboxes", "Inbox"], recording: true)
        let observed = Shared(Mirror(store.snapshot))
        store.addObserver { transition in observed.update { $0.apply(transition) } }
        // A verdict that depends on the state: it only holds if nothing changes the state
        // between the filter and the event.
        store.addFilter { proposal in
            proposal.event == .setVisibility(.detailOnly) && proposal.state.layout == .compact
                ? .veto(reason: "detail-only is chosen in regular layout") : .allow
        }
        let watchers = (0..<2).map { _ in
            let transitions = store.transitions(buffering: .unbounded)
            return Task.detached { () -> Mirror in
                var mirror = Mirror(transitions.start)
                do {
                    for try await transition in transitions { mirror.apply(transition) }
                } catch {
                    Issue.record("an unbounded subscription ended with \(error)")
                }
                return mirror
            }
        }

        // Each sender returns the sequence numbers of its accepted events and its rejection and
        // veto counts.
        let results = await withTaskGroup(of: ([Int], Int, Int).self) { group in
            for sender in 0..<senders {
                group.addTask {
                    var events = RandomEvents(seed: UInt64(sender + 1))
                    var accepted: [Int] = []
                    var refused = 0
                    var vetoed = 0
                    for index in 0..<eventsPerSender {
                        if index % 256 == 0 {
                            events.knownIDs = store.state.children.map(\.id)
                        }
                        switch store.send(events.next()) {
                        case .applied(let transition): accepted.append(transition.sequence)
                        case .rejected: refused += 1
                        case .vetoed: vetoed += 1
                        }
                    }
                    return (accepted, refused, vetoed)
                }
            }
            return await group.reduce(into: [([Int], Int, Int)]()) { $0.append($1) }
        }
        let final = store.snapshot
        let recording = try #require(store.stopRecording())
        return Run(
            accepted: results.flatMap(\.0).sorted(), refused: results.map(\.1).reduce(0, +),
            vetoed: results.map(\.2).reduce(0, +), final: final,
            recording: recording, watchers: watchers, observed: observed)
    }
}
