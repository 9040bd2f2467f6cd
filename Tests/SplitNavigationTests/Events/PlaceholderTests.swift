import SplitNavigation
import Testing

@Suite("Placeholder")
struct PlaceholderTests {
    let provider = PlaceholderProvider<String> { primary in
        primary.count > 1 ? "Select a message" : "Select a mailbox"
    }

    @Test func anEmptyRegularDetailColumnShowsTheProvidersPlaceholder() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], placeholder: provider)
        #expect(navigator.presentation.placeholder == .route("Select a mailbox"))
        #expect(try navigator.send(.push(plain("Inbox", .primary))) .last == .placeholder(.route("Select a message")))
        let changes = try navigator.send(.showDetail([plain("Message", .detail)]))
        #expect(changes.first == .placeholder(nil))
        #expect(navigator.presentation.placeholder == nil)
        #expect(try navigator.send(.pop(.detail)).last == .placeholder(.route("Select a message")))
    }

    @Test func thePlaceholderIsNeverAChild() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], placeholder: provider)
        expectRejected(.pop(.detail), on: &navigator, code: .columnEmpty)
        expectRejected(.popToRoot(.detail), on: &navigator, code: .columnEmpty)
        #expect(navigator.state.children.routes == ["Mailboxes"])
        let json = String(decoding: try navigator.state.jsonData(), as: UTF8.self)
        #expect(!json.contains("Select"))
    }

    @Test func compactLayoutNeverShowsThePlaceholder() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], placeholder: .always("Nothing selected"))
        let changes = try navigator.send(.setLayout(.compact))
        #expect(changes == [.placeholder(nil), .layout(.compact)])
        #expect(navigator.presentation == .compact(stack: navigator.state.compactStack ?? []))
        #expect(try navigator.send(.setLayout(.regular)) == [.layout(.regular), .placeholder(.route("Nothing selected"))])
    }
}
