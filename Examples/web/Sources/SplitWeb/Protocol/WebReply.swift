/// One answer: every message the page sends gets exactly one, in order, carrying the message's
/// `id` back as `reply`.
package struct WebReply: Encodable, Sendable {
    /// What the page does with its address bar after applying the answer. The server says it,
    /// so the page never decides navigation: a person's step is a new history entry (`push`);
    /// a load, a back or forward, or a width change rewrites the current one (`replace`).
    ///
    /// The compose sheet is not in the address, yet the browser's back button must reach it, so
    /// while a sheet is up the page is one history entry past the columns' own: presenting it
    /// adds that entry (`entry`, the same address); closing it from the page goes back over it
    /// (`back`); a browser back that leaves the sheet up adds it again (`entry`).
    enum History: String, Encodable, Sendable {
        case push, replace, none
        /// A new entry even though the address stays the same.
        case entry
        /// Go back one entry, silently: the sheet whose entry it was is gone.
        case back
    }

    struct Failure: Encodable, Sendable {
        let code: String
        let message: String
    }

    let ok: Bool
    var reply: Int? = nil
    var sequence: Int? = nil
    var changes: [WebChange]? = nil
    var summary: PresentationSummary? = nil
    var presentation: PresentationView? = nil
    var link: String? = nil
    var history: History? = nil
    var recording: String? = nil
    /// The compose sheet's draft, while one is up.
    var draft: DraftView? = nil
    /// The messages that are unread (Other's badge counts them): with the whole presentation,
    /// and whenever reading a message changed them.
    var unread: [Int]? = nil
    var error: Failure? = nil

    package static func failure(_ error: WebError, reply: Int?) -> WebReply {
        WebReply(ok: false, reply: reply, error: Failure(code: error.code, message: error.message))
    }

    /// The answer's text: one JSON object, keys sorted, as `JSONEncoder` with
    /// `[.sortedKeys, .withoutEscapingSlashes]` writes it, written by ``JSONWriter``.
    package func encoded() -> String {
        var json = JSONWriter()
        write(to: &json)
        return json.text
    }
}
