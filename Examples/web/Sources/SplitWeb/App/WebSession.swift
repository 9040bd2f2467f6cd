import Foundation
import SplitNavigation
import SplitNavigationStore

/// One browser tab's navigation: its own `NavigationStore`, fed by the events its page sends
/// over one WebSocket. Each message gets exactly one reply; a refused message changes nothing.
/// A session lives as long as its connection and is used from that connection's task only.
package struct WebSession {
    /// A recording longer than this is dropped (and the session stops recording), so a long
    /// session's memory stays bounded. Ten thousand steps is far more than a bug report needs.
    package static let defaultRecordingLimit = 10_000

    private let recordingLimit: Int

    private var store: NavigationStore<WebRoute>?
    private var recordingDropped = false

    /// A session that has not started: its first message must be `hello`. It records up to
    /// `recordingLimit` steps.
    package init(recordingLimit: Int = WebSession.defaultRecordingLimit) {
        self.recordingLimit = recordingLimit
    }

    /// Reads one message and answers it. Never throws: every failure is a typed error reply.
    package mutating func handle(_ data: Data) -> WebReply {
        let event: WebEvent
        let id: Int?
        do {
            (event, id) = try WebEvent.decode(data)
        } catch {
            return .failure(error, reply: nil)
        }
        switch event {
        case .hello(let link, let width):
            return hello(link: link, width: width, reply: id)
        case .resize(let pixels):
            return started(id) { store in
                Self.step(store, store.send(.setWidth(WidthClass.width(pixels: pixels))), history: .replace, reply: id)
            }
        case .select(let child, let row):
            return started(id) { store in Self.select(store, child: child, row: row, reply: id) }
        case .open(let message):
            return started(id) { store in
                guard SampleMail.message(message) != nil else {
                    return .failure(WebError("unknownMessage", "there is no message \(message)"), reply: id)
                }
                // Opening a message is its list's selection: the message remembers the row
                // (`openedBy`), which the list's view reports as its selected message.
                let new = NewChild(WebRoute.message(message), preferring: .detail)
                let event: NavigationEvent<WebRoute> = store.top(of: .supplementary).map {
                    .select(.message(message), in: $0.id, showing: [new])
                } ?? .showDetail([new])
                return Self.step(store, store.send(event), history: .push, reply: id)
            }
        case .back:
            return started(id) { store in Self.step(store, store.send(.back), history: .push, reply: id) }
        case .reach(let link):
            return started(id) { store in
                do throws(NavigationError) {
                    let target = try NavigationTarget<WebRoute>(link: link, columns: .three)
                    return Self.step(store, store.reach(target), history: .replace, reply: id)
                } catch {
                    return .failure(WebError(error.code.rawValue, error.message), reply: id)
                }
            }
        case .presentation:
            return started(id) { store in Self.whole(store, reply: id, history: .none) }
        case .recording:
            let dropped = recordingDropped
            let limit = recordingLimit
            return started(id) { store in Self.recording(store, dropped: dropped, limit: limit, reply: id) }
        }
    }

    /// Answers `notStarted` before `hello`; else runs `body` on the session's store, and then
    /// keeps the recording bounded.
    private mutating func started(_ reply: Int?, _ body: (NavigationStore<WebRoute>) -> WebReply) -> WebReply {
        guard let store else { return .failure(.notStarted, reply: reply) }
        let answer = body(store)
        boundRecording(store)
        return answer
    }

    /// Starts the session afresh at `link` (the page's URL) and width: a load, a reload, a new
    /// tab. A link that cannot be read starts at the mailboxes and says why.
    private mutating func hello(link: String, width pixels: Int, reply: Int?) -> WebReply {
        let store: NavigationStore<WebRoute>
        do {
            store = NavigationStore(try MailApp.start(width: WidthClass.width(pixels: pixels)), recording: true)
        } catch {
            return .failure(WebError("internal", "the mail app could not start: \(error)"), reply: reply)
        }
        self.store = store
        recordingDropped = false
        var failure: WebReply.Failure?
        if link != "/" && !link.isEmpty {
            do throws(NavigationError) {
                let target = try NavigationTarget<WebRoute>(link: link, columns: .three)
                if case .rejected(let error) = store.reach(target) {
                    failure = WebReply.Failure(code: error.code.rawValue, message: error.message)
                }
            } catch {
                failure = WebReply.Failure(code: error.code.rawValue, message: error.message)
            }
        }
        var answer = Self.whole(store, reply: reply, history: .replace)
        if let failure {
            answer = WebReply(
                ok: false, reply: reply, sequence: answer.sequence, presentation: answer.presentation,
                link: answer.link, history: .replace, error: failure)
        }
        return answer
    }

    /// A sidebar click: a panel row (an account) expands or collapses, a mailbox row selects,
    /// which opens its list in the next column in the same step.
    private static func select(_ store: NavigationStore<WebRoute>, child: Int, row: Int, reply: Int?) -> WebReply {
        let id = ChildID(child)
        let presentation = store.presentation
        let accordion = Column.allCases.lazy.flatMap { presentation.stack($0) }.first { $0.id == id }?.content.accordion
        guard let accordion else {
            return .failure(WebError("unknownChild", "child #\(child) is not a sidebar on screen"), reply: reply)
        }
        let node = AccordionNodeID(row)
        let isPanel = ((try? accordion.children(of: node)) ?? []).isEmpty == false
        let event: NavigationEvent<WebRoute> = .accordion(id, isPanel ? .toggle(node) : .select(node))
        return Self.step(store, store.send(event), history: isPanel ? .replace : .push, reply: reply)
    }

    /// The answer to one step: its change list, or the error that refused it.
    private static func step(
        _ store: NavigationStore<WebRoute>, _ outcome: NavigationOutcome<WebRoute>, history: WebReply.History, reply: Int?
    ) -> WebReply {
        switch outcome {
        case .applied(let transition):
            let link = PageLink.of(store.state)
            return WebReply(
                ok: true, reply: reply, sequence: transition.sequence, changes: transition.changes.map(WebChange.init),
                summary: PresentationSummary(transition.presentation), link: link, history: history)
        case .rejected(let error):
            return .failure(WebError(error.code.rawValue, error.message), reply: reply)
        case .vetoed(let reason):
            return .failure(WebError("vetoed", reason), reply: reply)
        }
    }

    private static func whole(_ store: NavigationStore<WebRoute>, reply: Int?, history: WebReply.History) -> WebReply {
        let snapshot = store.snapshot
        return WebReply(
            ok: true, reply: reply, sequence: snapshot.sequence, summary: PresentationSummary(snapshot.presentation),
            presentation: PresentationView(snapshot.presentation), link: PageLink.of(snapshot.state), history: history)
    }

    private static func recording(_ store: NavigationStore<WebRoute>, dropped: Bool, limit: Int, reply: Int?) -> WebReply {
        guard !dropped, let recording = store.recording else {
            return .failure(WebError("recordingTooLong", "this session passed \(limit) steps and stopped recording"), reply: reply)
        }
        do throws(NavigationError) {
            let lines = try recording.jsonLines()
            return WebReply(ok: true, reply: reply, recording: String(decoding: lines, as: UTF8.self))
        } catch {
            return .failure(WebError(error.code.rawValue, error.message), reply: reply)
        }
    }

    /// Stops the recording once it is long, checked by the store's O(1) sequence number.
    private mutating func boundRecording(_ store: NavigationStore<WebRoute>) {
        if !recordingDropped && store.sequence >= recordingLimit {
            _ = store.stopRecording()
            recordingDropped = true
        }
    }
}
