import SplitNavigation
import SplitText
import Testing

/// `SplitText` draws a tab group child as a tab bar under it, wherever the child shows, at every
/// width the examples draw at: every tab, the selected one marked, every badge, and no line
/// wider than asked.
@Suite("SplitText tab bar")
struct TabBarTextTests {
    /// A three-column split whose primary root is a tab bar (TidySplits' layout): Mail selected,
    /// News with a badge, Todo.
    static func tidy() throws -> SplitNavigator<String> {
        let group = try TabGroup<String>(tabs: [Tab("mail", value: "Mail"), Tab("news", value: "News", badge: "3"), Tab("todo", value: "Todo")])
        return try SplitNavigator(state: SplitState(
            primary: [NewChild("Tabs", preferring: .primary, content: .tabs(group))], columns: .three))
    }

    static func draw(_ navigator: SplitNavigator<String>, width: Int) -> String {
        PresentationText(width: width, style: TextStyle(usesColor: false)).lines(navigator.presentation).joined(separator: "\n")
    }

    @Test(arguments: [Width.compact, .medium, .regular])
    func everyTabAndBadgeShowsAtEveryWidthWithinTheLine(width: Width) throws {
        var navigator = try Self.tidy()
        try navigator.send(.setWidth(width))
        // At medium width the primary column shows too: with the supplementary column empty,
        // automatic visibility shows the sidebar and the list's placeholder.
        for characters in 40...160 {
            let drawn = Self.draw(navigator, width: characters)
            for line in drawn.split(separator: "\n") {
                #expect(line.count == characters, "\(width), \(characters) characters: \(line)")
            }
            for token in ["[Mail]", "News (3)", "Todo"] {
                #expect(drawn.contains(token), "\(width), \(characters) characters: no \(token) in\n\(drawn)")
            }
        }
    }

    @Test func theSelectionMovesWithSelectAndBadgesChange() throws {
        var navigator = try Self.tidy()
        try navigator.send(.tabs(1, .selectTab("news")))
        try navigator.send(.tabs(1, .setBadge("news", nil)))
        try navigator.send(.tabs(1, .setBadge("mail", "12")))
        let drawn = Self.draw(navigator, width: 100)
        #expect(drawn.contains("  Mail (12) · [News] · Todo"))
    }

    @Test func aWideBarWrapsBetweenTabsInsteadOfBeingClipped() throws {
        var navigator = try Self.tidy()
        try navigator.send(.tabs(1, .add(Tab("calendar", value: "Calendar", badge: "2"))))
        // 40 characters at regular width: the primary column is 12 wide, 10 inside.
        let drawn = Self.draw(navigator, width: 40)
        #expect(drawn.contains("│  [Mail]  │"))
        #expect(drawn.contains("│  News (3)│") && drawn.contains("│  Todo    │"), "one tab a line where two do not fit")
        #expect(drawn.contains("│  Calenda…│"), "only a tab wider than the box on its own is cut")
    }

    @Test func aGroupOfManyTabsIsSummarisedAfterTheRowLimit() throws {
        var navigator = try Self.tidy()
        try navigator.send(.batch((1...200).map { .tabs(1, .add(Tab(TabID("t\($0)"), value: "T\($0)"))) }))
        var renderer = PresentationText(width: 60, style: TextStyle(usesColor: false))
        renderer.maximumRows = 4
        let lines = renderer.lines(navigator.presentation)
        #expect(lines.allSatisfy { $0.count == 60 })
        // The primary column is 18 wide, 16 inside: [Mail], then News (3), then Todo · T1 · T2
        // fill the three lines of tabs the limit leaves; the summary counts the other 198.
        let column = lines.map { String($0.prefix(18)) }
        #expect(Array(column[1...5]) == [
            "│▶1 Tabs ·p      │", "│  [Mail]        │", "│  News (3)      │", "│  Todo · T1 · T2│", "│  … +198 tabs   │",
        ])
    }

    @Test func aRowLimitBelowOneDrawsTheSummaryAlone() throws {
        var renderer = PresentationText(width: 80, style: TextStyle(usesColor: false))
        renderer.maximumRows = -3
        let drawn = renderer.lines(try Self.tidy().presentation).joined(separator: "\n")
        #expect(drawn.contains("│  … +3 tabs"))
        #expect(!drawn.contains("[Mail]"))
        // An accordion under the same limit drew a range up to a negative bound, and trapped.
        let tree = try Accordion<String>(nodes: [AccordionNode(id: 1, value: "Inbox"), AccordionNode(id: 2, value: "Sent")])
        let mailboxes = try SplitNavigator<String>(state: SplitState(primary: [NewChild("Mailboxes", preferring: .primary, content: .accordion(tree))]))
        #expect(renderer.lines(mailboxes.presentation).joined().contains("… 2 more rows"))
    }

    @Test func aTabGroupListShowsTheRowItsOpenChildRemembers() throws {
        let filters = try TabGroup<String>(tabs: [Tab("focused", value: "Focused"), Tab("other", value: "Other", badge: "2")])
        var navigator = try SplitNavigator<String>(state: SplitState(
            primary: [NewChild("Mailboxes", preferring: .primary)], columns: .three))
        try navigator.send(.showSupplementary([NewChild("Inbox", preferring: .supplementary, content: .tabs(filters))]))
        try navigator.send(.selectRow("Lunch", in: 2, showing: [NewChild("Message: Lunch", preferring: .detail)]))
        let drawn = Self.draw(navigator, width: 120)
        #expect(drawn.contains("│▶2 Inbox ·s"))
        #expect(drawn.contains("│  [Focused] · Other (2)"))
        #expect(drawn.contains("│  ◀ Lunch"))
        // The other tab has no message open: its list highlights nothing.
        try navigator.send(.tabs(2, .selectTab("other")))
        #expect(!Self.draw(navigator, width: 120).contains("◀ Lunch"))
    }

    @Test func colourMarksTheSelectedTabAlone() throws {
        let lines = PresentationText(width: 100, style: TextStyle(usesColor: true)).lines(try Self.tidy().presentation)
        #expect(lines.contains { $0.contains("  \u{1B}[1;36m[Mail]\u{1B}[0m · News (3) · Todo") })
    }
}
