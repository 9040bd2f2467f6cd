import Foundation
import SplitNavigation
import Testing

@Suite("Text placeholders")
struct TextPlaceholderTests {
    /// Text in the supplementary column, a route in the detail column once a list is open.
    let provider = PlaceholderProvider<String>(columns: { request in
        switch request.column {
        case .supplementary: .text("Select a mailbox")
        default: request.supplementary.isEmpty ? .text("No mailbox open") : .route("Welcome")
        }
    })

    @Test func aProviderAnswersTextAndRoutesAndThePresentationShowsThem() throws {
        var navigator = try makeThreeColumns(placeholder: provider)
        #expect(navigator.placeholder(for: .supplementary) == .text("Select a mailbox"))
        #expect(navigator.presentation.placeholder == .text("No mailbox open"))
        #expect(navigator.presentation.placeholder?.text == "No mailbox open")
        #expect(navigator.presentation.placeholder?.route == nil)
        let changes = try navigator.send(.showSupplementary([plain("Inbox", .supplementary)]))
        #expect(changes.first == .placeholder(nil, column: .supplementary))
        #expect(changes.last == .placeholder(.route("Welcome")))
        #expect(navigator.placeholder == .route("Welcome"))
        #expect(navigator.placeholder?.route == "Welcome")
    }

    @Test func aTextAndARouteOfTheSameWordsDiffer() throws {
        let text = Presentation<String>.regular(primary: try makeNavigator(primary: ["A"]).presentation.stack(.primary), detail: [],
                                                detailPlaceholder: .text("Select"))
        let route = Presentation<String>.regular(primary: text.stack(.primary), detail: [], detailPlaceholder: .route("Select"))
        #expect(text != route)
        let changes = text.changes(to: route)
        #expect(changes == [.placeholder(nil), .placeholder(.route("Select"))])
        #expect(try text.applying(changes) == route)
        #expect(try route.applying(route.changes(to: text)) == text)
    }

    @Test func theRouteConveniencesStillGiveRoutes() throws {
        let always = try makeNavigator(primary: ["A"], placeholder: .always("Empty"))
        #expect(always.placeholder == .route("Empty"))
        let alwaysText = try makeNavigator(primary: ["A"], placeholder: .always(.text("Empty")))
        #expect(alwaysText.placeholder == .text("Empty"))
        let fromStack = try makeNavigator(primary: ["A"], placeholder: PlaceholderProvider { stack in stack.count > 1 ? nil : "Pick" })
        #expect(fromStack.placeholder == .route("Pick"))
        let textFromStack = try makeNavigator(primary: ["A"], placeholder: PlaceholderProvider { stack in stack.isEmpty ? nil : .text("Pick") })
        #expect(textFromStack.placeholder == .text("Pick"))
    }

    @Test func changesEncodeTextUnderItsOwnKey() throws {
        let change = NavigationChange<String>.placeholder(.text("Select a mailbox"), column: .supplementary)
        let json = try Self.json(change)
        #expect(json == #"{"change":"placeholder","column":"supplementary","text":"Select a mailbox"}"#)
        #expect(try JSONDecoder().decode(NavigationChange<String>.self, from: Data(json.utf8)) == change)
        #expect(try Self.json(NavigationChange<String>.placeholder(.route("A"))) == #"{"change":"placeholder","route":"A"}"#)
        #expect(try Self.json(NavigationChange<String>.placeholder(nil)) == #"{"change":"placeholder","route":null}"#)
        let both = #"{"change":"placeholder","route":"A","text":"B"}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(NavigationChange<String>.self, from: Data(both.utf8)) }
    }

    @Test func presentationsEncodeTextUnderTheirOwnKeys() throws {
        let navigator = try makeThreeColumns(placeholder: provider)
        let json = try Self.json(navigator.presentation)
        #expect(json.contains(#""supplementaryPlaceholderText":"Select a mailbox""#))
        #expect(json.contains(#""placeholderText":"No mailbox open""#))
        #expect(!json.contains(#""placeholder":"#))
        let decoded = try JSONDecoder().decode(Presentation<String>.self, from: Data(json.utf8))
        #expect(decoded == navigator.presentation)
        let both = json.replacingOccurrences(of: #""placeholderText""#, with: #""placeholder":"A","placeholderText""#)
        #expect(throws: NavigationError.self) { try JSONDecoder().decode(Presentation<String>.self, from: Data(both.utf8)) }
    }

    @Test func jsonWrittenBeforeTextPlaceholdersStillReads() throws {
        let change = #"{"change":"placeholder","route":"Select a message","column":"supplementary"}"#
        #expect(try JSONDecoder().decode(NavigationChange<String>.self, from: Data(change.utf8))
            == .placeholder(.route("Select a message"), column: .supplementary))
        let none = #"{"change":"placeholder","route":null}"#
        #expect(try JSONDecoder().decode(NavigationChange<String>.self, from: Data(none.utf8)) == .placeholder(nil))
        let presentation = #"{"layout":"regular","primary":[{"id":1,"route":"A","column":"primary"}],"detail":[],"detailOnly":false,"placeholder":"Pick"}"#
        let decoded = try JSONDecoder().decode(Presentation<String>.self, from: Data(presentation.utf8))
        #expect(decoded.placeholder == .route("Pick"))
    }

    @Test func aPlaceholderEncodesAloneWithOneKey() throws {
        #expect(try Self.json(Placeholder<String>.text("Hi")) == #"{"text":"Hi"}"#)
        #expect(try Self.json(Placeholder<String>.route("A")) == #"{"route":"A"}"#)
        for placeholder: Placeholder<String> in [.text("Hi"), .route("A")] {
            #expect(try JSONDecoder().decode(Placeholder<String>.self, from: Data(Self.json(placeholder).utf8)) == placeholder)
        }
        for bad in [#"{}"#, #"{"route":"A","text":"B"}"#] {
            #expect(throws: NavigationError.self) { try JSONDecoder().decode(Placeholder<String>.self, from: Data(bad.utf8)) }
        }
    }

    @Test func descriptionsQuoteText() {
        #expect(NavigationChange<String>.placeholder(.text("Pick one")).description == #"placeholder "Pick one""#)
        #expect(NavigationChange<String>.placeholder(.route("Pick one")).description == "placeholder Pick one")
    }

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
