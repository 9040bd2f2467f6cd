import SplitNavigation
import SplitNavigationTesting
import Testing

/// The reference model on hand-made examples, each taken from a documented rule.
@Suite("Reference model")
struct ReferenceNavigatorTests {
    func model(_ primary: [String], _ detail: [String] = [], layout: Layout = .regular, policy: CollapsePolicy = .detailOnTop) throws -> ReferenceNavigator<String> {
        ReferenceNavigator(state: try SplitState(
            primary: primary.map { NewChild($0, preferring: .primary) },
            detail: detail.map { NewChild($0, preferring: .detail) }, layout: layout, policy: policy))
    }

    @Test("Collapse per policy, split by preferred column")
    func layouts() throws {
        var onTop = try model(["P", "Q"], ["D"])
        try onTop.send(.push(NewChild("R", preferring: .primary)))
        try onTop.send(.setLayout(.compact))
        #expect(onTop.stack.map(\.route) == ["P", "Q", "R", "D"])
        var chronological = try model(["P", "Q"], ["D"], policy: .chronological)
        try chronological.send(.push(NewChild("R", preferring: .primary)))
        try chronological.send(.setLayout(.compact))
        #expect(chronological.stack.map(\.route) == ["P", "Q", "D", "R"])
        var hidden = try model(["P"], ["D"], policy: .hideDetail)
        try hidden.send(.setLayout(.compact))
        #expect(hidden.stack.map(\.route) == ["P"] && hidden.keptAside.map(\.route) == ["D"])
        try hidden.send(.push(NewChild("E", preferring: .detail)))
        #expect(hidden.stack.map(\.route) == ["P", "D", "E"] && hidden.keptAside.isEmpty)
        try hidden.send(.setLayout(.regular))
        #expect(hidden.primary.map(\.route) == ["P"] && hidden.detail.map(\.route) == ["D", "E"])
    }

    @Test("Errors by the documented codes, and nothing changes")
    func errors() throws {
        var root = try model(["P"])
        let before = root.presentation
        #expect(root.outcome(of: .pop(.primary)) == .rootCannotBePopped)
        #expect(root.outcome(of: .pop(.detail)) == .columnEmpty)
        #expect(root.outcome(of: .replaceTop(.detail, with: NewChild("X", preferring: .detail))) == .columnEmpty)
        #expect(root.outcome(of: .popTo(9)) == .unknownChild)
        #expect(root.outcome(of: .popChild(1)) == .rootCannotBePopped)
        #expect(root.outcome(of: .back) == .rootCannotBePopped)
        #expect(root.outcome(of: .popToRoot(.detail)) == .columnEmpty)
        #expect(root.outcome(of: .popToRoot(.primary)) == nil)
        #expect(root.presentation == before)
        var full = ReferenceNavigator(state: try .regular(
            primary: [Child(id: 1, route: "P", preferredColumn: .primary)], detail: [], policy: .detailOnTop, nextID: ChildID(Int.max)))
        #expect(full.outcome(of: .push(NewChild("X", preferring: .primary))) == .idsExhausted)
        #expect(full.outcome(of: .showDetail([])) == nil)
    }

    @Test("Compact events act on the column the next split would make")
    func compactColumns() throws {
        var compact = try model(["P", "Q"], ["D", "E"], layout: .compact)
        #expect(compact.stack.map(\.route) == ["P", "Q", "D", "E"])
        try compact.send(.pop(.primary))                        // Q, the topmost primary child
        #expect(compact.stack.map(\.route) == ["P", "D", "E"])
        try compact.send(.replaceTop(.primary, with: NewChild("R", preferring: .primary)))   // the root, in place
        #expect(compact.stack.map(\.route) == ["R", "D", "E"])
        try compact.send(.push(NewChild("S", preferring: .primary)))
        try compact.send(.replaceTop(.detail, with: NewChild("F", preferring: .detail)))    // E leaves, F on top
        #expect(compact.stack.map(\.route) == ["R", "D", "S", "F"])
        try compact.send(.popTo(3))                              // D's id: detail children above it go
        #expect(compact.stack.map(\.route) == ["R", "D", "S"])
        try compact.send(.showDetail([NewChild("G", preferring: .detail)]))
        #expect(compact.stack.map(\.route) == ["R", "S", "G"])
        try compact.send(.back)
        #expect(compact.stack.map(\.route) == ["R", "S"])
        #expect(compact.presentation == .compact(stack: compact.stack))
    }

    @Test("The model builds a valid state and compares with the navigator")
    func comparison() throws {
        var navigator = try SplitNavigator<String>(primary: ["P"], detail: ["D"], placeholder: .always("Pick"))
        var model = ReferenceNavigator(state: navigator.state, placeholder: .always("Pick"))
        for event: NavigationEvent<String> in [.pop(.detail), .setVisibility(.detailOnly), .setLayout(.compact), .push(NewChild("X", preferring: .detail))] {
            try navigator.send(event)
            try model.send(event)
            #expect(model.difference(from: navigator.state) == nil)
            #expect(model.presentation == navigator.presentation)
        }
        #expect(try model.makeState() == navigator.state)
        try navigator.send(.back)
        #expect(model.difference(from: navigator.state)?.contains("compact stack") == true)
    }

    @Test("Accordion events: found anywhere, refused on plain children, selection opens destinations")
    func accordions() throws {
        let accordion = try Accordion<String>(policy: .single, nodes: [
            AccordionNode(id: 1, value: "Mail", isExpanded: true, children: [
                AccordionNode(id: 2, value: "Inbox", destination: RowDestination("Inbox", column: .detail)),
                AccordionNode(id: 3, value: "Settings", destination: RowDestination("Settings", column: .primary)),
            ]),
            AccordionNode(id: 4, value: "Calendar", children: [AccordionNode(id: 5, value: "Work")]),
        ])
        var model = ReferenceNavigator(state: try SplitState<String>(
            primary: [NewChild("Lists", preferring: .primary, content: .accordion(accordion))],
            detail: [NewChild("Old", preferring: .detail)], layout: .compact, policy: .hideDetail))
        #expect(model.outcome(of: .accordion(1, .selectNode(2))) == nil)      // a list selection shows its detail
        #expect(model.stack.map(\.route) == ["Lists", "Inbox"] && model.keptAside.isEmpty)
        #expect(model.outcome(of: .accordion(1, .selectNode(3))) == nil)      // a primary destination is pushed
        #expect(model.stack.map(\.route) == ["Lists", "Inbox", "Settings"])
        #expect(model.outcome(of: .accordion(1, .selectNode(5))) == .init(rawValue: "hiddenNode"))
        #expect(model.outcome(of: .accordion(3, .toggle(1))) == .notAnAccordion)
        #expect(model.outcome(of: .accordion(9, .toggle(1))) == .unknownChild)
        #expect(model.outcome(of: .accordion(1, .toggle(4))) == nil)      // single: the mail closes
        let lists = try #require(model.stack.first?.content.accordion)
        #expect(try lists.isExpanded(4) && !lists.isExpanded(1))
    }
}
