import Foundation
import SplitNavigation
import SplitNavigationStore

/// One browser tab's navigation: its own `NavigationStore`, fed by the events its page sends
/// over one WebSocket. Each message gets exactly one reply; a refused message changes nothing.
/// A session lives as long as its connection and is used from that connection's task only.
///
/// Beside the store it keeps the app state navigation does not hold: the compose sheet's draft
/// (whose guard is a filter on the store) and which messages were read (Other's badge).
package struct WebSession {
    /// A recording longer than this is dropped (and the session stops recording), so a long
    /// session's memory stays bounded. Ten thousand steps is far more than a bug report needs.
    package static let defaultRecordingLimit = 10_000

    private let recordingLimit: Int

    private var store: NavigationStore<WebRoute>?
    private var recordingDropped = false
    /// The compose sheet's draft: a new one with each store, its guard installed on that store.
    private(set) var draft = ComposeDraft()
    /// The messages the session has read (opened); Other's badge counts the rest.
    var read: Set<Int> = []

    /// The messages Other's badge counts: Other's that the session has not read.
    var unread: [Int] {
        AllInboxes.messages(in: AllInboxes.other).map(\.id).filter { !read.contains($0) }
    }

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
        if case .hello(let link, let width) = event {
            return hello(link: link, width: width, reply: id)
        }
        guard let store else { return .failure(.notStarted, reply: id) }
        let answer = respond(to: event, in: store, reply: id)
        if let sequence = answer.sequence {
            boundRecording(store, sequence: sequence)
        }
        return answer
    }

    /// Answers a started session's event.
    private mutating func respond(to event: WebEvent, in store: NavigationStore<WebRoute>, reply id: Int?) -> WebReply {
        switch event {
        case .hello:
            // `handle` answers it before it gets here: it starts a session rather than stepping one.
            return .failure(.malformed("hello starts a session"), reply: id)
        case .resize(let pixels):
            return answer(store, store.send(.setWidth(WidthClass.width(pixels: pixels))), history: .replace, reply: id)
        case .select(let child, let row):
            return select(store, child: child, row: row, reply: id)
        case .open(let message):
            return open(store, message: message, reply: id)
        case .tab(let child, let tab):
            return answer(store, store.send(.tabs(ChildID(child), .select(TabID(tab)))), history: .push, reply: id)
        case .back:
            return back(store, reply: id)
        case .reach(let link):
            return reach(store, link: link, reply: id)
        case .presentation:
            return whole(store, reply: id, history: .none)
        case .recording:
            return recording(store, reply: id)
        case .compose:
            return compose(store, reply: id)
        case .draft(let text):
            return write(store, text: text, reply: id)
        case .attach:
            return attach(store, reply: id)
        case .pick(let file):
            return pick(store, file: file, reply: id)
        case .send:
            return close(store, releasing: true, reply: id)
        case .cancel:
            return close(store, releasing: false, reply: id)
        case .discard:
            return close(store, releasing: true, reply: id)
        }
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
        draft = ComposeDraft()
        draft.install(on: store)
        read = []
        var failure: WebReply.Failure?
        if link != "/" && !link.isEmpty {
            do throws(NavigationError) {
                let events = try PageLink.events(toReach: link, from: store.state, read: read)
                if case .rejected(let error) = store.send(.batch(events)) {
                    failure = WebReply.Failure(code: NavigationError.Code.invalidLink.rawValue, message: error.message)
                }
            } catch {
                failure = WebReply.Failure(code: error.code.rawValue, message: error.message)
            }
        }
        var answer = whole(store, reply: reply, history: .replace)
        if let failure {
            answer = WebReply(
                ok: false, reply: reply, sequence: answer.sequence, presentation: answer.presentation,
                link: answer.link, history: .replace, unread: answer.unread, error: failure)
        }
        return answer
    }

    /// The browser's back or forward button, or its history list: the address is the place to
    /// be. While a sheet is up, though, the move is the sheet's back (see ``backInSheet(_:reply:)``).
    private func reach(_ store: NavigationStore<WebRoute>, link: String, reply: Int?) -> WebReply {
        if !store.state.modals.isEmpty {
            return backInSheet(store, reply: reply)
        }
        do throws(NavigationError) {
            let events = try PageLink.events(toReach: link, from: store.state, read: read)
            let outcome = store.send(.batch(events))
            if case .rejected(let error) = outcome {
                // A link is read or refused as a whole: one code for every link the page cannot reach.
                return .failure(WebError(NavigationError.Code.invalidLink.rawValue, error.message), reply: reply)
            }
            return answer(store, outcome, history: .replace, reply: reply)
        } catch {
            return .failure(WebError(error.code.rawValue, error.message), reply: reply)
        }
    }

    // MARK: - Answers

    /// The answer to one step: its change list, or the error that refused it. A refused step
    /// carries the address and `refusedHistory` when the browser has moved already and the page
    /// must put its entry back (a back the draft guard refused).
    func answer(
        _ store: NavigationStore<WebRoute>, _ outcome: NavigationOutcome<WebRoute>, history: WebReply.History, reply: Int?,
        refusedHistory: WebReply.History? = nil
    ) -> WebReply {
        let error: WebError
        switch outcome {
        case .applied(let transition):
            // The store's state is read once: each read of an observable store's property
            // registers an access, which is a good part of a step's cost.
            let state = store.state
            return WebReply(
                ok: true, reply: reply, sequence: transition.sequence, changes: transition.changes.map(WebChange.init),
                summary: PresentationSummary(transition.presentation), link: PageLink.of(state), history: history,
                draft: draftView(state))
        case .rejected(let rejection):
            error = WebError(rejection.code.rawValue, rejection.message)
        case .vetoed(let reason):
            error = WebError("vetoed", reason)
        }
        var failure = WebReply.failure(error, reply: reply)
        if let refusedHistory {
            failure.link = PageLink.of(store.state)
            failure.history = refusedHistory
        }
        return failure
    }

    /// The draft, while a compose sheet is up.
    func draftView(_ state: SplitState<WebRoute>) -> DraftView? {
        Self.composeSheet(in: state) == nil ? nil : DraftView(draft)
    }

    private func whole(_ store: NavigationStore<WebRoute>, reply: Int?, history: WebReply.History) -> WebReply {
        let snapshot = store.snapshot
        return WebReply(
            ok: true, reply: reply, sequence: snapshot.sequence, summary: PresentationSummary(snapshot.presentation),
            presentation: PresentationView(snapshot.presentation), link: PageLink.of(snapshot.state), history: history,
            draft: draftView(snapshot.state), unread: unread)
    }

    private func recording(_ store: NavigationStore<WebRoute>, reply: Int?) -> WebReply {
        guard !recordingDropped, let recording = store.recording else {
            return .failure(
                WebError("recordingTooLong", "the session passed \(recordingLimit) steps and stopped recording"), reply: reply)
        }
        do throws(NavigationError) {
            let lines = try recording.jsonLines()
            return WebReply(ok: true, reply: reply, recording: String(decoding: lines, as: UTF8.self))
        } catch {
            return .failure(WebError(error.code.rawValue, error.message), reply: reply)
        }
    }

    /// Stops the recording once it is long, checked by the sequence number of the step just
    /// answered.
    private mutating func boundRecording(_ store: NavigationStore<WebRoute>, sequence: Int) {
        if !recordingDropped && sequence >= recordingLimit {
            _ = store.stopRecording()
            recordingDropped = true
        }
    }
}
