import SplitNavigation
@testable import SplitNavigationTesting
import Testing

/// The Swift code a failure prints compiles when pasted into a test: the golden texts below are
/// compared with what the kit renders, and the very same texts are compiled and run as
/// ``SwiftSnippetTests/pastedSnippet()``, ``SwiftSnippetTests/pastedAccordionSnippet()`` and
/// ``SwiftSnippetTests/pastedThreeColumnSnippet()``.
@Suite("Rendered Swift snippets")
struct SwiftSnippetTests {
    /// A recording with every kind of event, an escaped route, a rejected event, a restore of
    /// a hand-built state, and a property that fails at the last step.
    static func failure() throws -> FlowFailure<String>? {
        let start = try SplitState<String>(
            primary: [NewChild("Mailboxes", preferring: .primary), NewChild("Inbox", preferring: .primary)],
            detail: [NewChild("Message \"1\"", preferring: .detail)], layout: .compact, policy: .hideDetail)
        let restored = try SplitState<String>.regular(
            primary: [Child(id: 4, route: "Root", preferredColumn: .primary)],
            detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, nextID: 9)
        let events: [NavigationEvent<String>] = [
            .push(NewChild("Thread", preferring: .detail), onto: .primary),
            .showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]),
            .replaceTop(.detail, with: NewChild("C", preferring: .detail)),
            .pop(.detail), .popTo(ChildID(-1)), .popChild(2), .popToRoot(.primary), .back,
            .setLayout(.regular), .setVisibility(.detailOnly), .restore(restored), .pop(.detail),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == 11 ? "the last step" : nil })
        return runner.replay(NavigationRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func goldenSnippet() throws {
        let failure = try #require(try Self.failure())
        #expect(failure.violation.check == .property("stop at the end"))
        #expect(failure.swiftCode == Self.golden)
    }

    static let golden = #"""
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Message \"1\""], layout: .compact, policy: .hideDetail)
        try navigator.send(.push(NewChild("Thread", preferring: .detail), onto: .primary))
        try navigator.send(.showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]))
        try navigator.send(.replaceTop(.detail, with: NewChild("C", preferring: .detail)))
        try navigator.send(.pop(.detail))
        _ = try? navigator.send(.popTo(ChildID(-1)))  // rejected: unknownChild
        try navigator.send(.popChild(2))
        try navigator.send(.popToRoot(.primary))
        try navigator.send(.back)
        try navigator.send(.setLayout(.regular))
        try navigator.send(.setVisibility(.detailOnly))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 4, route: "Root", preferredColumn: .primary)], detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, focus: .detail, nextID: 9)))
        try navigator.send(.pop(.detail))  // ← fails here
        """#

    /// The golden snippet, pasted: it compiles, and the events it sends with `try` are accepted.
    @Test func pastedSnippet() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes", "Inbox"], detail: ["Message \"1\""], layout: .compact, policy: .hideDetail)
        try navigator.send(.push(NewChild("Thread", preferring: .detail), onto: .primary))
        try navigator.send(.showDetail([NewChild("A", preferring: .detail), NewChild("B", preferring: .detail)]))
        try navigator.send(.replaceTop(.detail, with: NewChild("C", preferring: .detail)))
        try navigator.send(.pop(.detail))
        _ = try? navigator.send(.popTo(ChildID(-1)))  // rejected: unknownChild
        try navigator.send(.popChild(2))
        try navigator.send(.popToRoot(.primary))
        try navigator.send(.back)
        try navigator.send(.setLayout(.regular))
        try navigator.send(.setVisibility(.detailOnly))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 4, route: "Root", preferredColumn: .primary)], detail: [Child(id: 2, route: "Detail", preferredColumn: .detail)], policy: .chronological, focus: .detail, nextID: 9)))
        try navigator.send(.pop(.detail))  // ← fails here
        #expect(navigator.state.stack(.detail).isEmpty)
    }

    /// The mail accordion of the accordion snippet: two panels, rows with destinations in both
    /// columns, under `atMost(2)`.
    static func mailAccordion() throws -> Accordion<String> {
        try Accordion(policy: .atMost(2), nodes: [
            AccordionNode(id: 1, value: "Mail", isExpanded: true, children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)),
                AccordionNode(id: 3, value: "Sent"),
            ]),
            AccordionNode(id: 4, value: "Calendar", children: [
                AccordionNode(id: 5, value: "Work", destination: RowDestination("Work", column: .primary)),
            ]),
        ])
    }

    /// The same accordion as `Accordion(policy:nodes:)` cannot build it: the calendar opened
    /// before the mail, the top level exhausted, the calendar loading a page.
    static func pagedAccordion() throws -> Accordion<String> {
        var accordion = try mailAccordion()
        try accordion.collapse(1)
        try accordion.expand(4)
        try accordion.expand(1)
        try accordion.beginPage(nil)
        try accordion.endPage(nil, appending: [], exhausted: true)
        try accordion.beginPage(4)
        return accordion
    }

    /// A recording with every accordion operation, in a start and a restore, rejected ones
    /// included.
    static func accordionFailure() throws -> FlowFailure<String>? {
        let start = try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(mailAccordion()))])
        let restored = try SplitState<String>.regular(
            primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary, content: .accordion(pagedAccordion()))],
            detail: [], policy: .detailOnTop, nextID: 5)
        let events: [NavigationEvent<String>] = [
            .accordion(1, .toggle(4)), .accordion(1, .selectNode(2)), .accordion(1, .expand(3)), .accordion(1, .collapse(3)),
            .accordion(1, .insert(AccordionNode(id: 6, value: "Drafts", destination: RowDestination("Drafts", column: .detail), isExpanded: true, children: [
                AccordionNode(id: 7, value: "Old"), AccordionNode(id: 8, value: "Older"),
            ]), parent: 1, index: 0)),
            .accordion(1, .replace(3, value: "Sent \"mail\"", destination: RowDestination("Sent", column: .primary))),
            .accordion(1, .move(5, parent: nil, index: 0)), .accordion(1, .beginPage(nil)),
            .accordion(1, .endPage(nil, children: [AccordionNode(id: 9, value: "More")], exhausted: true)),
            .accordion(1, .beginPage(4)), .accordion(1, .cancelPage(4)), .accordion(1, .collapse(AccordionNodeID(-1))),
            .accordion(2, .expandAll), .accordion(1, .remove(7)), .accordion(1, .expandAll), .accordion(1, .collapseAll),
            .restore(restored), .accordion(1, .selectNode(1)),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == events.count - 1 ? "the last step" : nil })
        return runner.replay(NavigationRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func accordionGoldenSnippet() throws {
        let failure = try #require(try Self.accordionFailure())
        #expect(failure.violation.check == .property("stop at the end"))
        #expect(failure.swiftCode == Self.accordionGolden)
    }

    static let accordionGolden = #"""
        var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(try Accordion<String>(policy: try .atMost(2), nodes: [AccordionNode(id: 1, value: "Mail", isExpanded: true, children: [AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)), AccordionNode(id: 3, value: "Sent")]), AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work", destination: RowDestination("Work", column: .primary))])])))]))
        try navigator.send(.accordion(1, .toggle(4)))
        try navigator.send(.accordion(1, .selectNode(2)))
        try navigator.send(.accordion(1, .expand(3)))
        try navigator.send(.accordion(1, .collapse(3)))
        try navigator.send(.accordion(1, .insert(AccordionNode(id: 6, value: "Drafts", destination: RowDestination("Drafts", column: .detail), isExpanded: true, children: [AccordionNode(id: 7, value: "Old"), AccordionNode(id: 8, value: "Older")]), parent: 1, index: 0)))
        try navigator.send(.accordion(1, .replace(3, value: "Sent \"mail\"", destination: RowDestination("Sent", column: .primary))))
        try navigator.send(.accordion(1, .move(5, parent: nil, index: 0)))
        try navigator.send(.accordion(1, .beginPage(nil)))
        try navigator.send(.accordion(1, .endPage(nil, children: [AccordionNode(id: 9, value: "More")], exhausted: true)))
        try navigator.send(.accordion(1, .beginPage(4)))
        try navigator.send(.accordion(1, .cancelPage(4)))
        _ = try? navigator.send(.accordion(1, .collapse(AccordionNodeID(-1))))  // rejected: unknownNode
        _ = try? navigator.send(.accordion(2, .expandAll))  // rejected: notAnAccordion
        try navigator.send(.accordion(1, .remove(7)))
        try navigator.send(.accordion(1, .expandAll))
        try navigator.send(.accordion(1, .collapseAll))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary, content: .accordion(try { () throws(AccordionError) -> Accordion<String> in var accordion = try Accordion<String>(policy: try .atMost(2), nodes: [AccordionNode(id: 1, value: "Mail", children: [AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)), AccordionNode(id: 3, value: "Sent")]), AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work", destination: RowDestination("Work", column: .primary))])]); try accordion.expand(4); try accordion.expand(1); try accordion.beginPage(nil); try accordion.endPage(nil, appending: [], exhausted: true); try accordion.beginPage(4); return accordion }()))], detail: [], policy: .detailOnTop, focus: .primary, nextID: 5)))
        try navigator.send(.accordion(1, .selectNode(1)))  // ← fails here
        """#

    /// The accordion snippet, pasted: it compiles, the events it sends with `try` are accepted,
    /// and the restored accordion is the one recorded, paging and opened order included.
    @Test func pastedAccordionSnippet() throws {
        var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(try Accordion<String>(policy: try .atMost(2), nodes: [AccordionNode(id: 1, value: "Mail", isExpanded: true, children: [AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)), AccordionNode(id: 3, value: "Sent")]), AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work", destination: RowDestination("Work", column: .primary))])])))]))
        try navigator.send(.accordion(1, .toggle(4)))
        try navigator.send(.accordion(1, .selectNode(2)))
        try navigator.send(.accordion(1, .expand(3)))
        try navigator.send(.accordion(1, .collapse(3)))
        try navigator.send(.accordion(1, .insert(AccordionNode(id: 6, value: "Drafts", destination: RowDestination("Drafts", column: .detail), isExpanded: true, children: [AccordionNode(id: 7, value: "Old"), AccordionNode(id: 8, value: "Older")]), parent: 1, index: 0)))
        try navigator.send(.accordion(1, .replace(3, value: "Sent \"mail\"", destination: RowDestination("Sent", column: .primary))))
        try navigator.send(.accordion(1, .move(5, parent: nil, index: 0)))
        try navigator.send(.accordion(1, .beginPage(nil)))
        try navigator.send(.accordion(1, .endPage(nil, children: [AccordionNode(id: 9, value: "More")], exhausted: true)))
        try navigator.send(.accordion(1, .beginPage(4)))
        try navigator.send(.accordion(1, .cancelPage(4)))
        _ = try? navigator.send(.accordion(1, .collapse(AccordionNodeID(-1))))  // rejected: unknownNode
        _ = try? navigator.send(.accordion(2, .expandAll))  // rejected: notAnAccordion
        try navigator.send(.accordion(1, .remove(7)))
        try navigator.send(.accordion(1, .expandAll))
        try navigator.send(.accordion(1, .collapseAll))
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary, content: .accordion(try { () throws(AccordionError) -> Accordion<String> in var accordion = try Accordion<String>(policy: try .atMost(2), nodes: [AccordionNode(id: 1, value: "Mail", children: [AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)), AccordionNode(id: 3, value: "Sent")]), AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work", destination: RowDestination("Work", column: .primary))])]); try accordion.expand(4); try accordion.expand(1); try accordion.beginPage(nil); try accordion.endPage(nil, appending: [], exhausted: true); try accordion.beginPage(4); return accordion }()))], detail: [], policy: .detailOnTop, focus: .primary, nextID: 5)))
        try navigator.send(.accordion(1, .selectNode(1)))  // ← fails here
        var expected = try Self.pagedAccordion()
        try expected.select(1)
        #expect(navigator.state.root.content == .accordion(expected))
        #expect(navigator.state.children.count == 1)
    }

    /// A recording of an accordion whose panel is titled with text, and a row retitled.
    static func titledFailure() throws -> FlowFailure<String>? {
        let sidebar = try Accordion<String>(nodes: [
            AccordionNode(id: 1, title: "On My Mac", children: [AccordionNode(id: 2, value: "Inbox")]),
        ])
        let start = try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(sidebar))])
        let events: [NavigationEvent<String>] = [
            .accordion(1, .replace(2, label: .title("Inbox (3)"), destination: nil)),
            .accordion(1, .insert(AccordionNode(id: 3, title: "Work"), parent: nil, index: nil)),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == events.count - 1 ? "the last step" : nil })
        return runner.replay(NavigationRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func titledAccordionSnippet() throws {
        let failure = try #require(try Self.titledFailure())
        #expect(failure.swiftCode == #"""
            var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(try Accordion<String>(policy: .multiple, nodes: [AccordionNode(id: 1, title: #"On My Mac"#, children: [AccordionNode(id: 2, value: "Inbox")])])))]))
            try navigator.send(.accordion(1, .replace(2, label: .title(#"Inbox (3)"#), destination: nil)))
            try navigator.send(.accordion(1, .insert(AccordionNode(id: 3, title: #"Work"#), parent: nil, index: nil)))  // ← fails here
            """#)
        // Pasted, it compiles and ends where the recording ended.
        var navigator = SplitNavigator<String>(state: try SplitState<String>(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(try Accordion<String>(policy: .multiple, nodes: [AccordionNode(id: 1, title: #"On My Mac"#, children: [AccordionNode(id: 2, value: "Inbox")])])))]))
        try navigator.send(.accordion(1, .replace(2, label: .title(#"Inbox (3)"#), destination: nil)))
        try navigator.send(.accordion(1, .insert(AccordionNode(id: 3, title: #"Work"#), parent: nil, index: nil)))  // ← fails here
        #expect(try navigator.state.root.content.accordion?.label(of: 2) == .title("Inbox (3)"))
        #expect(try navigator.state.root.content.accordion?.label(of: 3) == .title("Work"))
    }

    /// A three-column recording: a start at medium width under `followNavigation` with a
    /// supplementary child, every event that names the supplementary column, width and
    /// visibility changes, a rejected restore of a two-column state, and a restore of a
    /// hand-built three-column state.
    static func threeColumnFailure() throws -> FlowFailure<String>? {
        let start = try SplitState<String>(
            primary: [NewChild("Mailboxes", preferring: .primary)], supplementary: [NewChild("Inbox", preferring: .supplementary)],
            columns: .three, width: .medium, mediumWidthPolicy: .followNavigation)
        let twoColumns = try SplitState<String>(primary: [NewChild("Root", preferring: .primary)])
        let restored = try SplitState<String>.regular(
            primary: [Child(id: 3, route: "Root", preferredColumn: .primary)],
            supplementary: [Child(id: 1, route: "List", preferredColumn: .supplementary)],
            detail: [Child(id: 2, route: "Item", preferredColumn: .detail)], columns: .three, width: .medium,
            policy: .hideDetail, visibility: .all, focus: .supplementary, nextID: 7)
        let events: [NavigationEvent<String>] = [
            .showSupplementary([NewChild("Sent", preferring: .supplementary)]),
            .push(NewChild("Thread", preferring: .supplementary), onto: .supplementary),
            .showDetail([NewChild("Message", preferring: .detail)]),
            .replaceTop(.supplementary, with: NewChild("Drafts", preferring: .supplementary)),
            .setWidth(.compact), .pop(.supplementary), .popToRoot(.supplementary), .setWidth(.regular),
            .setVisibility(.doubleColumn), .restore(twoColumns), .restore(restored), .pop(.supplementary),
        ]
        var runner = FlowRunner(routes: .names)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == events.count - 1 ? "the last step" : nil })
        return runner.replay(NavigationRecording(start: start, events: events), shrinking: false).failure
    }

    @Test func threeColumnGoldenSnippet() throws {
        let failure = try #require(try Self.threeColumnFailure())
        #expect(failure.violation.check == .property("stop at the end"))
        #expect(failure.swiftCode == Self.threeColumnGolden)
    }

    static let threeColumnGolden = #"""
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], supplementary: ["Inbox"], columns: .three, width: .medium, mediumWidthPolicy: .followNavigation)
        try navigator.send(.showSupplementary([NewChild("Sent", preferring: .supplementary)]))
        try navigator.send(.push(NewChild("Thread", preferring: .supplementary), onto: .supplementary))
        try navigator.send(.showDetail([NewChild("Message", preferring: .detail)]))
        try navigator.send(.replaceTop(.supplementary, with: NewChild("Drafts", preferring: .supplementary)))
        try navigator.send(.setWidth(.compact))
        try navigator.send(.pop(.supplementary))
        try navigator.send(.popToRoot(.supplementary))
        try navigator.send(.setWidth(.regular))
        try navigator.send(.setVisibility(.doubleColumn))
        _ = try? navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Root", preferredColumn: .primary)], detail: [], policy: .detailOnTop, focus: .primary, nextID: 2)))  // rejected: columnNotInSplit
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 3, route: "Root", preferredColumn: .primary)], supplementary: [Child(id: 1, route: "List", preferredColumn: .supplementary)], detail: [Child(id: 2, route: "Item", preferredColumn: .detail)], columns: .three, width: .medium, policy: .hideDetail, visibility: .all, focus: .supplementary, nextID: 7)))
        try navigator.send(.pop(.supplementary))  // ← fails here
        """#

    /// The three-column snippet, pasted: it compiles, and the events it sends with `try` are
    /// accepted.
    @Test func pastedThreeColumnSnippet() throws {
        var navigator = try SplitNavigator<String>(primary: ["Mailboxes"], supplementary: ["Inbox"], columns: .three, width: .medium, mediumWidthPolicy: .followNavigation)
        try navigator.send(.showSupplementary([NewChild("Sent", preferring: .supplementary)]))
        try navigator.send(.push(NewChild("Thread", preferring: .supplementary), onto: .supplementary))
        try navigator.send(.showDetail([NewChild("Message", preferring: .detail)]))
        try navigator.send(.replaceTop(.supplementary, with: NewChild("Drafts", preferring: .supplementary)))
        try navigator.send(.setWidth(.compact))
        try navigator.send(.pop(.supplementary))
        try navigator.send(.popToRoot(.supplementary))
        try navigator.send(.setWidth(.regular))
        try navigator.send(.setVisibility(.doubleColumn))
        _ = try? navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 1, route: "Root", preferredColumn: .primary)], detail: [], policy: .detailOnTop, focus: .primary, nextID: 2)))  // rejected: columnNotInSplit
        try navigator.send(.restore(try SplitState<String>.regular(primary: [Child(id: 3, route: "Root", preferredColumn: .primary)], supplementary: [Child(id: 1, route: "List", preferredColumn: .supplementary)], detail: [Child(id: 2, route: "Item", preferredColumn: .detail)], columns: .three, width: .medium, policy: .hideDetail, visibility: .all, focus: .supplementary, nextID: 7)))
        try navigator.send(.pop(.supplementary))  // ← fails here
        #expect(navigator.state.stack(.supplementary).isEmpty)
        #expect(navigator.state.focus == .supplementary)
        #expect(navigator.presentation.visibleColumns == [.supplementary, .detail])
    }

    @Test("Routes without a Swift literal are declared as constants decoded from their JSON")
    func enumRoutes() throws {
        var runner = FlowRunner<MailRoute>(routes: MailRoute.generator)
        runner.sequences = 50
        runner.properties.append(.invariant("never a message") { state, _ in
            !state.children.contains { if case .message = $0.route { true } else { false } }
        })
        let failure = try #require(runner.run().failure)
        let lines = failure.swiftCode.split(separator: "\n")
        let declarations = lines.prefix { $0.hasPrefix("let route") }
        #expect(!declarations.isEmpty, "\(failure)")
        #expect(declarations.allSatisfy { $0.contains("= try NavigationRecording<MailRoute>.route(json: #\"{") }, "\(failure)")
        #expect(lines.dropFirst(declarations.count).first?.hasPrefix("var navigator = try SplitNavigator<MailRoute>(primary: [route1") == true, "\(failure)")
        // Each route is declared once, however often it is used.
        #expect(Set(declarations.map { $0.prefix { $0 != "=" } }).count == declarations.count)
    }

    @Test("The route literal can be set and set back to the default")
    func routeLiteralResets() throws {
        var runner = FlowRunner<MailRoute>(routes: MailRoute.generator)
        runner.sequences = 50
        runner.properties.append(.invariant("never a message") { state, _ in
            !state.children.contains { if case .message = $0.route { true } else { false } }
        })
        runner.routeLiteral = { ".\($0)" }
        let short = try #require(runner.run().failure)
        #expect(!short.swiftCode.contains("let route1"))
        runner.routeLiteral = nil
        let declared = try #require(runner.run().failure)
        #expect(declared.swiftCode.hasPrefix("let route1 = try NavigationRecording<MailRoute>.route(json: "))
    }

    @Test("Raw literals outlast the quotes, hashes and characters inside them")
    func rawLiterals() throws {
        #expect(SwiftRawString.literal(#"{"a":1}"#) == ##"#"{"a":1}"#"##)
        #expect(SwiftRawString.literal(##"{"a":"x"#"}"##) == ###"##"{"a":"x"#"}"##"###)
        // An escape needs more `#` as much as a quote does: `\#(` would interpolate in `#"…"#`.
        #expect(SwiftRawString.literal(##"{"a":"\\#(x)"}"##) == ###"##"{"a":"\\#(x)"}"##"###)
        // A `#` joined to a combining mark is one Character but still a `#` to the compiler.
        #expect(SwiftRawString.literal("\\#\u{301}") == "##\"\\#\u{301}\"##")
        // DEL cannot be in Swift source; the separators a reader takes for line breaks stay off
        // the line too.
        #expect(SwiftRawString.literal("a\u{7F}b\u{2028}c\u{85}") == ##"#"a\#u{7F}b\#u{2028}c\#u{85}"#"##)
        #expect(SwiftRawString.literal("a\nb") == ##"#"a\#u{A}b"#"##)
        #expect(SwiftRawString.literal("a\nb\u{2029}", multiline: true) == "#\"\"\"\na\nb\\#u{2029}\n\"\"\"#")
        #expect(try NavigationRecording<MailRoute>.route(json: #"{"message":{"_0":3}}"#) == .message(3))
        #expect(throws: NavigationError.self) { try NavigationRecording<MailRoute>.route(json: #"{"letter":{}}"#) }
    }

    /// A route whose description holds a NUL, DEL or a line break: the declaration's comment
    /// keeps to its line and holds none of them (a NUL in source is a compiler warning).
    @Test("Declaration comments hold no control characters")
    func declarationCommentsHoldNoControls() {
        let spelling = RouteSpelling<Unprintable>(custom: nil, declaring: true)
        #expect(spelling.spell(.odd) == "route1")
        let declaration = spelling.declarations.first ?? ""
        #expect(declaration.hasSuffix("  // a b c d e"), "\(declaration)")
        #expect(!declaration.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    /// A route whose description is not printable.
    enum Unprintable: String, Codable, Hashable, Sendable, CustomStringConvertible {
        case odd
        var description: String { "a\u{0}b\u{7F}c\nd\u{2028}e" }
    }

    @Test("Type names lose their modules but keep their enclosing types")
    func typeNames() {
        #expect(SwiftTypeName.withoutModules("Swift.String") == "String")
        #expect(SwiftTypeName.withoutModules("SplitNavigation.SplitNavigator<MyApp.Route>") == "SplitNavigator<Route>")
        #expect(SwiftTypeName.withoutModules("MyAppTests.MailTests.MailRules") == "MailTests.MailRules")
        #expect(SwiftTypeName.withoutModules("M.Outer<Swift.Int>.Inner") == "Outer<Int>.Inner")
        #expect(SwiftTypeName.withoutModules("Swift.Dictionary<Swift.String, Swift.Array<M.R>>") == "Dictionary<String, Array<R>>")
    }
}
