import Foundation
import SplitNavigation

/// One conversation of the `splitnav` JSON-lines protocol: each input line is answered by
/// exactly one output line, so a client can always pair a request with its reply.
///
/// The session holds at most one navigator over string routes. `start` makes a new one (a second
/// `start` begins afresh); every other event goes to it. Nothing a client sends can crash the
/// session or change the state when it is rejected. See `docs/protocol.md`.
public struct BridgeSession: Sendable {
    /// The navigator, once a `start` was accepted.
    public private(set) var navigator: SplitNavigator<String>?
    /// The longest line accepted, in bytes; longer lines are answered with `limitExceeded`.
    public var maximumLineLength: Int
    /// How accepted events are answered, as the last `start` chose.
    private var answers = BridgeAnswers.full

    /// A session that has not started yet.
    public init(maximumLineLength: Int = 16 << 20) {
        self.maximumLineLength = maximumLineLength
    }

    /// Answers one input line (without its newline) with one output line (without newline).
    public mutating func respond(to line: some Collection<UInt8>) -> String {
        do throws(BridgeError) {
            let response = try handle(line)
            return Self.encode(response)
        } catch {
            return Self.encode(BridgeReply.failure(error))
        }
    }

    /// The answer to a line longer than ``maximumLineLength`` that the reader dropped unread.
    public func rejectOverlongLine() -> String {
        Self.encode(BridgeReply.failure(BridgeError(.limitExceeded, "the line is longer than the limit of \(maximumLineLength) bytes")))
    }

    private mutating func handle(_ line: some Collection<UInt8>) throws(BridgeError) -> BridgeReply {
        guard line.count <= maximumLineLength else {
            throw BridgeError(.limitExceeded, "the line has \(line.count) bytes, more than the limit of \(maximumLineLength)")
        }
        let bytes = Array(line)
        let name = try bytes.withUnsafeBufferPointer { buffer throws(BridgeError) in
            try BridgeSchema.check(BridgeLine.check(buffer, nestedObject: BridgeSchema.checkNested))
        }
        let data = Data(bytes)
        if name == "start" {
            let start = try BridgeStart.decode(data)
            navigator = start.navigator
            answers = start.answers
            return fullAnswer(start.navigator)
        }
        guard var navigator else {
            throw BridgeError(.notStarted, "send a \"start\" event first")
        }
        if name == "presentation" {
            return fullAnswer(navigator)
        }
        // The session lets go of its navigator while the event runs, so that the one copy
        // changes in place instead of being copied whole (O(n)) on every event; `send` leaves it
        // unchanged when it throws.
        self.navigator = nil
        defer { self.navigator = navigator }
        if name == "reach" {
            let request: BridgeReach
            do {
                request = try JSONDecoder().decode(BridgeReach.self, from: data)
            } catch {
                throw BridgeError(decoding: error, in: name)
            }
            do throws(NavigationError) {
                let target = try request.target(columns: navigator.state.columns)
                let (events, changes) = try navigator.reach(target, reveal: request.reveal ?? false)
                return answer(navigator, changes: changes, events: events)
            } catch {
                throw BridgeError(error)
            }
        }
        if name == "adopt" {
            let request: BridgeAdopt
            do {
                request = try JSONDecoder().decode(BridgeAdopt.self, from: data)
            } catch {
                throw BridgeError(decoding: error, in: name)
            }
            do throws(NavigationError) {
                let events = try request.events(for: navigator.state)
                let changes = events.isEmpty ? [] : try navigator.send(.batch(events))
                return answer(navigator, changes: changes, events: events)
            } catch {
                throw BridgeError(error)
            }
        }
        let event: NavigationEvent<String>
        do {
            event = try JSONDecoder().decode(NavigationEvent<String>.self, from: data)
        } catch {
            throw BridgeError(decoding: error, in: name)
        }
        do throws(NavigationError) {
            let changes = try navigator.send(event)
            return answer(navigator, changes: changes)
        } catch {
            throw BridgeError(error)
        }
    }

    /// The answer to an accepted event, in the form the last `start` chose.
    private func answer(
        _ navigator: SplitNavigator<String>, changes: [NavigationChange<String>], events: [NavigationEvent<String>]? = nil
    ) -> BridgeReply {
        switch answers {
        case .full:
            .success(navigator.presentation, changes: changes, events: events)
        case .changes:
            .changes(changes, columns: navigator.state.columns, fingerprint: BridgeFingerprint.fingerprint(of: navigator), events: events)
        }
    }

    /// The whole presentation, without changes; with the fingerprint in `changes` mode.
    private func fullAnswer(_ navigator: SplitNavigator<String>) -> BridgeReply {
        .success(
            navigator.presentation, changes: [],
            fingerprint: answers == .changes ? BridgeFingerprint.fingerprint(of: navigator) : nil)
    }

    static func encode(_ reply: BridgeReply) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(reply), as: UTF8.self)
        } catch {
            // Replies hold strings, numbers and booleans only; keep the one-line-per-line promise
            // even so.
            return #"{"error":{"code":"internal","message":"the reply could not be encoded"},"ok":false}"#
        }
    }
}
