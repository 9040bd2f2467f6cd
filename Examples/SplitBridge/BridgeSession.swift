import Foundation
import SplitNavigation

/// One conversation of the `splitnav` JSON-lines protocol: each input line is answered by
/// exactly one output line, so a client can always pair a request with its reply.
///
/// The session holds at most one navigator. Its routes are strings, or any JSON value when the
/// `start` line says `"routes":"json"` (see ``BridgeRouteKind``). `start` makes a new one (a
/// second `start` begins afresh); every other event goes to it. Nothing a client sends can crash
/// the session or change the state when it is rejected. See `docs/protocol.md`.
public struct BridgeSession: Sendable {
    /// The navigator, once a `start` was accepted.
    public private(set) var navigator: SplitNavigator<BridgeRoute>?
    /// What the last accepted `start` chose to take as routes.
    public private(set) var routes = BridgeRouteKind.strings
    /// How many lines could not be played: lines that are not an event the bridge reads, events
    /// before any `start`, and rejected `start` lines. Events the navigator rejects are not
    /// counted: a recording may hold them. `splitnav --replay` fails when this is not zero.
    public private(set) var unplayedLines = 0
    /// The number (from 1) and answer of the first unplayed line, for the replay's message.
    public private(set) var firstUnplayed: (line: Int, reply: String)?
    /// How many lines the session answered.
    public private(set) var lines = 0
    /// The longest line accepted, in bytes; longer lines are answered with `limitExceeded`.
    public var maximumLineLength: Int
    /// How accepted events are answered, as the last `start` chose.
    private var answers = BridgeAnswers.full
    /// The tab group children on screen, for the fingerprint; kept only in `changes` mode.
    private var tabGroups = BridgeShownTabGroups()
    /// The content each route was given, for the children a `reach` makes.
    private var childMaker = BridgeChildMaker()
    /// Whether the line being answered was an event the navigator rejected.
    private var rejectedByNavigator = false

    /// A session that has not started yet.
    public init(maximumLineLength: Int = 16 << 20) {
        self.maximumLineLength = maximumLineLength
    }

    /// Answers one input line (without its newline) with one output line (without newline).
    public mutating func respond(to line: some Collection<UInt8>) -> String {
        lines += 1
        do throws(BridgeError) {
            let response = try handle(line)
            return Self.encode(response)
        } catch {
            let reply = Self.encode(BridgeReply.failure(error))
            if !rejectedByNavigator { countUnplayed(reply) }
            return reply
        }
    }

    /// The answer to a line longer than ``maximumLineLength`` that the reader dropped unread.
    public mutating func rejectOverlongLine() -> String {
        lines += 1
        let reply = Self.encode(BridgeReply.failure(BridgeError(.limitExceeded, "the line is longer than the limit of \(maximumLineLength) bytes")))
        countUnplayed(reply)
        return reply
    }

    private mutating func countUnplayed(_ reply: String) {
        unplayedLines += 1
        if firstUnplayed == nil { firstUnplayed = (lines, reply) }
    }

    /// A decoder reading routes of the given kind.
    static func decoder(_ routes: BridgeRouteKind) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[BridgeRouteKind.userInfoKey] = routes
        return decoder
    }

    private mutating func handle(_ line: some Collection<UInt8>) throws(BridgeError) -> BridgeReply {
        guard line.count <= maximumLineLength else {
            throw BridgeError(.limitExceeded, "the line has \(line.count) bytes, more than the limit of \(maximumLineLength)")
        }
        rejectedByNavigator = false
        let bytes = Array(line)
        let (name, lineRoutes) = try bytes.withUnsafeBufferPointer { buffer throws(BridgeError) in
            try BridgeSchema.check(buffer, routes: routes)
        }
        let data = Data(bytes)
        if name == "start" {
            let start = try BridgeStart.decode(data, routes: lineRoutes)
            navigator = start.navigator
            childMaker = BridgeChildMaker(start.navigator.state, contents: start.contents)
            answers = start.answers
            routes = start.routes
            tabGroups = answers == .changes ? BridgeShownTabGroups(start.navigator.presentation) : BridgeShownTabGroups()
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
                request = try Self.decoder(routes).decode(BridgeReach.self, from: data)
            } catch {
                throw BridgeError(decoding: error, in: name)
            }
            do throws(NavigationError) {
                let target = try request.target(columns: navigator.state.columns, routes: routes)
                let (events, changes) = try navigator.reach(target, reveal: request.reveal ?? false, making: childMaker.maker)
                return answer(navigator, changes: changes, events: events)
            } catch {
                throw BridgeError(error)
            }
        }
        if name == "adopt" {
            let request: BridgeAdopt
            do {
                request = try Self.decoder(routes).decode(BridgeAdopt.self, from: data)
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
        let event: NavigationEvent<BridgeRoute>
        do {
            event = try Self.decoder(routes).decode(NavigationEvent<BridgeRoute>.self, from: data)
        } catch {
            throw BridgeError(decoding: error, in: name)
        }
        do throws(NavigationError) {
            let changes = try navigator.send(event)
            childMaker.remember(event)
            var tabAction: BridgeTabAction?
            if case .tabs(let id, let action) = event { tabAction = BridgeTabAction(child: id, action: action) }
            return answer(navigator, changes: changes, tabAction: tabAction)
        } catch {
            rejectedByNavigator = true
            throw BridgeError(error)
        }
    }

    /// The answer to an accepted event, in the form the last `start` chose.
    private mutating func answer(
        _ navigator: SplitNavigator<BridgeRoute>, changes: [NavigationChange<BridgeRoute>], events: [NavigationEvent<BridgeRoute>]? = nil,
        tabAction: BridgeTabAction? = nil
    ) -> BridgeReply {
        switch answers {
        case .full:
            return .success(navigator.presentation, changes: changes, events: events)
        case .changes:
            tabGroups.apply(changes)
            return .changes(
                changes, columns: navigator.state.columns, fingerprint: BridgeFingerprint.fingerprint(of: navigator, tabGroups: tabGroups),
                events: events, tabAction: tabAction)
        }
    }

    /// The whole presentation, without changes; with the fingerprint in `changes` mode.
    private func fullAnswer(_ navigator: SplitNavigator<BridgeRoute>) -> BridgeReply {
        .success(
            navigator.presentation, changes: [],
            fingerprint: answers == .changes ? BridgeFingerprint.fingerprint(of: navigator, tabGroups: tabGroups) : nil)
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
