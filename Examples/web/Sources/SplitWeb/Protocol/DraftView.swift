/// The compose sheet's draft as the page draws it, sent with every answer while a compose sheet
/// is up: what the text field holds, the files attached, and whether closing the sheet would
/// be refused (the page then says so before the person tries, and warns before a reload).
struct DraftView: Encodable, Hashable, Sendable {
    let text: String
    let attachments: [String]
    /// Whether the draft guard keeps the sheet up: there is something not sent.
    let unsent: Bool
}

extension DraftView {
    init(_ draft: ComposeDraft) {
        let content = draft.content
        self.init(text: content.text, attachments: content.attachments, unsent: draft.keepsTheSheet)
    }
}
