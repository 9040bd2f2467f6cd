import SplitNavigation
import SplitNavigationStore

// The compose sheet: a modal over the columns with a stack of its own (the draft, and the
// attachment picker pushed above it), whose dismissal the draft guard may refuse. The sheet is
// not in the address, so the answers say what the page does with its history instead (see
// `WebReply.History`): while a sheet is up the page is one entry past the columns' own.

extension WebSession {
    /// The Compose button: a new, empty draft in a sheet over the columns.
    func compose(_ navigator: SessionNavigator, reply: Int?) -> WebReply {
        guard Self.composeSheet(in: navigator) == nil else {
            return .failure(WebError("alreadyComposing", "a message is being written already: send or discard it first"), reply: reply)
        }
        draft.start()
        let outcome = navigator.send(.present(NewChild(.compose, preferring: .detail), style: .sheet))
        return answer(navigator, outcome, history: .entry, reply: reply)
    }

    /// The draft's text field changed. App state only: no navigation step, no history.
    func write(_ navigator: SessionNavigator, text: String, reply: Int?) -> WebReply {
        guard Self.composeSheet(in: navigator) != nil else { return Self.noSheet(reply) }
        draft.write(text)
        return WebReply(ok: true, reply: reply, draft: DraftView(draft))
    }

    /// "Add attachment": the file picker, pushed inside the sheet.
    func attach(_ navigator: SessionNavigator, reply: Int?) -> WebReply {
        guard let sheet = Self.composeSheet(in: navigator) else { return Self.noSheet(reply) }
        guard sheet.top.route == .compose else {
            return .failure(WebError("notOnScreen", "the attachment picker is open already"), reply: reply)
        }
        return answer(navigator, navigator.send(.modal(.push(NewChild(.attachments, preferring: .detail)))), history: .none, reply: reply)
    }

    /// A file picked: the picker closes (a pop inside the sheet) and the draft has the file.
    func pick(_ navigator: SessionNavigator, file: String, reply: Int?) -> WebReply {
        guard let sheet = Self.composeSheet(in: navigator) else { return Self.noSheet(reply) }
        guard sheet.top.route == .attachments else {
            return .failure(WebError("notOnScreen", "the attachment picker is not open"), reply: reply)
        }
        guard SampleMail.files.contains(file) else {
            return .failure(WebError("unknownFile", "the picker offers no file \"\(file.prefix(40))\""), reply: reply)
        }
        let outcome = navigator.send(.modal(.pop))
        if outcome.isApplied {
            draft.attach(file)
        }
        return answer(navigator, outcome, history: .none, reply: reply)
    }

    /// Send, Cancel and Discard: the whole sheet goes, picker and all. Cancel asks the draft
    /// guard, which refuses while the draft has something to lose; Send and Discard lift the
    /// guard for this one dismissal. The page then goes back over the sheet's history entry.
    func close(_ navigator: SessionNavigator, releasing: Bool, reply: Int?) -> WebReply {
        guard let sheet = Self.composeSheet(in: navigator) else { return Self.noSheet(reply) }
        let dismiss = { navigator.send(.dismissModal(sheet.id)) }
        let outcome = releasing ? draft.releasing(dismiss) : dismiss()
        return answer(navigator, outcome, history: .back, reply: reply)
    }

    /// The page's own back button: inside a sheet it pops the sheet, then dismisses it (the
    /// library's back), and the guard may refuse that; with no sheet it pops a column, a new
    /// history entry as any step of the person's.
    func back(_ navigator: SessionNavigator, reply: Int?) -> WebReply {
        guard !navigator.state.modals.isEmpty else {
            return answer(navigator, navigator.send(.back), history: .push, reply: reply)
        }
        let outcome = navigator.send(.back)
        return answer(navigator, outcome, history: navigator.state.modals.isEmpty ? .back : .none, reply: reply)
    }

    /// The browser moved through its history while a sheet is up. The sheet is not in the
    /// address, so whatever entry the browser went to, the move is the sheet's back: it pops
    /// inside the sheet or dismisses it, and never moves the columns under a draft. While the
    /// sheet stays up — after a pop, or a dismissal the guard refused — the page adds the
    /// sheet's entry again, so that the next back has an entry to leave and the address still
    /// names the columns.
    func backInSheet(_ navigator: SessionNavigator, reply: Int?) -> WebReply {
        let outcome = navigator.send(.back)
        let stillUp = !navigator.state.modals.isEmpty
        return answer(navigator, outcome, history: stillUp ? .entry : .replace, reply: reply, refusedHistory: .entry)
    }

    /// The compose sheet, if one is up. The app presents no other modal.
    static func composeSheet(in navigator: SessionNavigator) -> Modal<WebRoute>? {
        composeSheet(in: navigator.state)
    }

    static func composeSheet(in state: SplitState<WebRoute>) -> Modal<WebRoute>? {
        state.modals.last { $0.root.route == .compose }
    }

    private static func noSheet(_ reply: Int?) -> WebReply {
        .failure(WebError("noModal", "no message is being written"), reply: reply)
    }
}
