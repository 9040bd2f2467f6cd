import Foundation
import SplitNavigation
import SplitNavigationStore

/// One browser tab's navigation: its own ``SessionNavigator``, fed by the events its page sends
/// over one WebSocket. Each message gets exactly one reply; a refused message changes nothing.
/// A session lives as long as its connection and is used from that connection's task only.
///
/// Beside the navigator it keeps the app state navigation does not hold: the compose sheet's draft
/// (whose guard is a filter on the navigator) and which messages were read (Other's badge).
package struct WebSession {
    /// A recording longer than this is dropped (and the session stops recording), so a long
    /// session's memory stays bounded. Ten thousand steps is far more than a bug report needs.
    package static let defaultRecordingLimit = 10_000

    private let recordingLimit: Int

    private var navigator: SessionNavigator?
    private var recordingDropped = false
    /// The compose sheet's draft: a new one with each navigator, its guard installed on that navigator.
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
        guard let navigator else { return .failure(.notStarted, reply: id) }
        let answer = respond(to: event, in: navigator, reply: id)
        if let sequence = answer.sequence {
            boundRecording(navigator, sequence: sequence)
        }
        return answer
    }

    /// Answers a started session's event.
    private mutating func respond(to event: WebEvent, in navigator: SessionNavigator, reply id: Int?) -> WebReply {
        switch event {
        case .hello:
            // `handle` answers it before it gets here: it starts a session rather than stepping one.
            return .failure(.malformed("hello starts a session"), reply: id)
        case .resize(let pixels):
            return answer(navigator, navigator.send(.setWidth(WidthClass.width(pixels: pixels))), history: .replace, reply: id)
        case .select(let child, let row):
            return select(navigator, child: child, row: row, reply: id)
        case .open(let message):
            return open(navigator, message: message, reply: id)
        case .tab(let child, let tab):
            return answer(navigator, navigator.send(.tabs(ChildID(child), .selectTab(TabID(tab)))), history: .push, reply: id)
        case .back:
            return back(navigator, reply: id)
        case .reach(let link):
            return reach(navigator, link: link, reply: id)
        case .presentation:
            return whole(navigator, reply: id, history: .none)
        case .recording:
            return recording(navigator, reply: id)
        case .compose:
            return compose(navigator, reply: id)
        case .draft(let text):
            return write(navigator, text: text, reply: id)
        case .attach:
            return attach(navigator, reply: id)
        case .pick(let file):
            return pick(navigator, file: file, reply: id)
        case .send:
            return close(navigator, releasing: true, reply: id)
        case .cancel:
            return close(navigator, releasing: false, reply: id)
        case .discard:
            return close(navigator, releasing: true, reply: id)
        }
    }

    /// Starts the session afresh at `link` (the page's URL) and width: a load, a reload, a new
    /// tab. A link that cannot be read starts at the mailboxes and says why.
    private mutating func hello(link: String, width pixels: Int, reply: Int?) -> WebReply {
        let navigator: SessionNavigator
        do {
            navigator = SessionNavigator(try MailApp.start(width: WidthClass.width(pixels: pixels)), recording: true)
        } catch {
            return .failure(WebError("internal", "the mail app could not start: \(error)"), reply: reply)
        }
        self.navigator = navigator
        recordingDropped = false
        draft = ComposeDraft()
        draft.install(on: navigator)
        read = []
        var failure: WebReply.Failure?
        if link != "/" && !link.isEmpty {
            do throws(NavigationError) {
                let events = try PageLink.events(toReach: link, from: navigator.state, read: read)
                if case .rejected(let error) = navigator.send(.batch(events)) {
                    failure = WebReply.Failure(code: NavigationError.Code.invalidLink.rawValue, message: error.message)
                }
            } catch {
                failure = WebReply.Failure(code: error.code.rawValue, message: error.message)
            }
        }
        var answer = whole(navigator, reply: reply, history: .replace)
        if let failure {
            answer = WebReply(
                ok: false, reply: reply, sequence: answer.sequence, presentation: answer.presentation,
                link: answer.link, history: .replace, unread: answer.unread, error: failure)
        }
        return answer
    }

    /// The browser's back or forward button, or its history list: the address is the place to
    /// be. While a sheet is up, though, the move is the sheet's back (see ``backInSheet(_:reply:)``).
    private func reach(_ navigator: SessionNavigator, link: String, reply: Int?) -> WebReply {
        if !navigator.state.modals.isEmpty {
            return backInSheet(navigator, reply: reply)
        }
        do throws(NavigationError) {
            let events = try PageLink.events(toReach: link, from: navigator.state, read: read)
            let outcome = navigator.send(.batch(events))
            if case .rejected(let error) = outcome {
                // A link is read or refused as a whole: one code for every link the page cannot reach.
                return .failure(WebError(NavigationError.Code.invalidLink.rawValue, error.message), reply: reply)
            }
            return answer(navigator, outcome, history: .replace, reply: reply)
        } catch {
            return .failure(WebError(error.code.rawValue, error.message), reply: reply)
        }
    }

    // MARK: - Answers

    /// The answer to one step: its change list, or the error that refused it. A refused step
    /// carries the address and `refusedHistory` when the browser has moved already and the page
    /// must put its entry back (a back the draft guard refused).
    func answer(
        _ navigator: SessionNavigator, _ outcome: NavigationOutcome<WebRoute>, history: WebReply.History, reply: Int?,
        refusedHistory: WebReply.History? = nil
    ) -> WebReply {
        let error: WebError
        switch outcome {
        case .applied(let transition):
            let state = navigator.state
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
            failure.link = PageLink.of(navigator.state)
            failure.history = refusedHistory
        }
        return failure
    }

    /// The draft, while a compose sheet is up.
    func draftView(_ state: SplitState<WebRoute>) -> DraftView? {
        Self.composeSheet(in: state) == nil ? nil : DraftView(draft)
    }

    private func whole(_ navigator: SessionNavigator, reply: Int?, history: WebReply.History) -> WebReply {
        let presentation = navigator.presentation
        return WebReply(
            ok: true, reply: reply, sequence: navigator.sequence, summary: PresentationSummary(presentation),
            presentation: PresentationView(presentation), link: PageLink.of(navigator.state), history: history,
            draft: draftView(navigator.state), unread: unread)
    }

    private func recording(_ navigator: SessionNavigator, reply: Int?) -> WebReply {
        guard !recordingDropped, let recording = navigator.recording else {
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
    private mutating func boundRecording(_ navigator: SessionNavigator, sequence: Int) {
        if !recordingDropped && sequence >= recordingLimit {
            _ = navigator.stopRecording()
            recordingDropped = true
        }
    }
}
