import Foundation
import SplitNavigation
import Testing

/// Reaching a target's modals: the common prefix kept, the rest dismissed before the columns
/// change, the target's new modals presented after them — in every layout and column count.
@Suite("Reaching a target's modals")
struct ReachModalTests {
    /// The splits every rule is checked in: two and three columns, regular and compact.
    static let splits: [(SplitColumns, Width)] = [(.two, .regular), (.two, .compact), (.three, .regular), (.three, .compact)]

    /// Mailboxes | (Inbox |) Message 1 — ids 1 to 2 or 3 — with a sheet Compose over it, and
    /// Attachments pushed in the sheet.
    func mailWithCompose(_ columns: SplitColumns, _ width: Width) throws -> SplitNavigator<String> {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"], supplementary: columns == .three ? ["Inbox"] : [], detail: ["Message 1"],
            columns: columns, width: width)
        try navigator.send(.present(plain("Compose", .detail)))
        try navigator.send(.modal(.push(plain("Attachments", .detail))))
        return navigator
    }

    /// The column part of the mail state's own target.
    func columns(_ columns: SplitColumns, detail: [String] = ["Message 1"], modals: [ModalTarget<String>] = []) -> NavigationTarget<String> {
        NavigationTarget(
            primary: ["Mailboxes"], supplementary: columns == .three ? ["Inbox"] : [], detail: detail, modals: modals)
    }

    static let compose = ModalTarget(root: "Compose", pushed: ["Attachments"])

    @Test(arguments: splits)
    func aTargetWithoutModalsDismissesEveryModalFirst(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        let (sheet, cover) = (navigator.state.modals[0].id, navigator.state.modals[1].id)
        let message = navigator.state.stack(.detail)[0].id
        let (events, changes) = try navigator.reach(self.columns(columns, detail: ["Message 42"]), reveal: false)
        #expect(events == [.dismissModal(sheet), .popChild(message), .push(plain("Message 42", .detail), onto: .detail)])
        #expect(changes.prefix(2).map(\.description) == ["dismiss \(cover)", "dismiss \(sheet)"], "top first")
        #expect(navigator.state.modals.isEmpty)
        #expect(changes.prefix(2).map(\.description) == ["dismiss #\(sheet.rawValue + 2)", "dismiss \(sheet)"], "top first")
        #expect(navigator.state.stack(.detail).routes == ["Message 42"])
    }

    @Test(arguments: splits)
    func theOwnTargetKeepsTheModalsAndIsNoEvents(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        let target = NavigationTarget(navigator.state)
        #expect(target.modals == [Self.compose])
        let before = navigator.state
        #expect(try navigator.reach(target, reveal: false).events.isEmpty)
        #expect(navigator.state == before)
    }

    @Test(arguments: splits)
    func aKeptSheetStaysOverTheColumnsThatChangeUnderIt(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        let sheet = navigator.state.modals[0]
        let (events, _) = try navigator.reach(self.columns(columns, detail: ["Message 42"], modals: [Self.compose]), reveal: false)
        #expect(events.count == 2, "pop the message, push the new one: \(events)")
        #expect(navigator.state.modals == [sheet], "the sheet keeps its ids and stack")
        #expect(navigator.state.stack(.detail).routes == ["Message 42"])
    }

    @Test(arguments: splits)
    func newModalsArePresentedAfterTheColumnsWithLaterIds(columns: SplitColumns, width: Width) throws {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"], supplementary: columns == .three ? ["Inbox"] : [], columns: columns, width: width)
        let target = NavigationTarget(
            primary: ["Mailboxes"], supplementary: columns == .three ? ["Inbox"] : [], detail: ["Message 42"],
            modals: [ModalTarget(root: "Reply", pushed: ["Contacts"]), ModalTarget(root: "Preview", style: .fullScreenCover)])
        let (events, changes) = try navigator.reach(target, reveal: false)
        #expect(events == [
            .push(plain("Message 42", .detail), onto: .detail),
            .present(plain("Reply", .detail)), .modal(.push(plain("Contacts", .detail))),
            .present(plain("Preview", .detail), style: .fullScreenCover),
        ])
        let message = try #require(navigator.state.stack(.detail).first).id
        #expect(navigator.state.modals.map(\.stack.ids) == [[message.rawValue + 1, message.rawValue + 2], [message.rawValue + 3]])
        #expect(navigator.state.modals.map(\.style) == [.sheet, .fullScreenCover])
        #expect(navigator.presentation.topmost?.route == "Preview")
        #expect(changes.last?.description == "present fullScreenCover #\(message.rawValue + 3) [#\(message.rawValue + 3) Preview]")
    }

    @Test(arguments: splits)
    func insideTheLastKeptModalTheCommonPrefixIsKept(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        let root = navigator.state.modals[0].id
        let target = self.columns(columns, modals: [ModalTarget(root: "Compose", pushed: ["Photos", "Album"])])
        let (events, _) = try navigator.reach(target, reveal: false)
        #expect(events == [.modal(.popTo(root)), .modal(.push(plain("Photos", .detail))), .modal(.push(plain("Album", .detail)))])
        #expect(navigator.state.modals[0].id == root)
        #expect(navigator.state.modals[0].stack.routes == ["Compose", "Photos", "Album"])

        // A shorter stack is a pop to the common prefix, and a longer one pushes.
        #expect(try navigator.reach(self.columns(columns, modals: [ModalTarget(root: "Compose", pushed: ["Photos"])])).events
            == [.modal(.popTo(navigator.state.modals[0].stack[1].id))])
        #expect(try navigator.reach(self.columns(columns, modals: [ModalTarget(root: "Compose", pushed: ["Photos", "Album"])])).events
            == [.modal(.push(plain("Album", .detail)))])
    }

    @Test(arguments: splits)
    func aKeptModalUnderOthersIsUncoveredBeforeItsStackIsCut(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        let sheet = navigator.state.modals[0]
        let cover = navigator.state.modals[1].id
        let target = self.columns(columns, modals: [ModalTarget(root: "Compose")])
        let (events, changes) = try navigator.reach(target, reveal: false)
        #expect(events == [.dismissModal(cover), .modal(.popTo(sheet.id))])
        #expect(changes.map(\.description) == ["dismiss \(cover)", "pop \(sheet.stack[1].id) from the modal"])
        #expect(navigator.state.modals.map(\.stack.ids) == [[sheet.id.rawValue]])
    }

    @Test(arguments: splits)
    func wholeModalsArePassedAndTheFirstThatDiffersGoesWithEverythingAbove(columns: SplitColumns, width: Width) throws {
        var navigator = try mailWithCompose(columns, width)
        try navigator.send(.present(plain("Preview", .detail), style: .fullScreenCover))
        try navigator.send(.present(plain("Share", .detail)))
        let (sheet, cover) = (navigator.state.modals[0], navigator.state.modals[1].id)
        // The sheet is passed whole; the cover's root differs, so it and Share go.
        let target = self.columns(columns, modals: [Self.compose, ModalTarget(root: "Print", style: .fullScreenCover)])
        let (events, _) = try navigator.reach(target, reveal: false)
        #expect(events == [.dismissModal(cover), .present(plain("Print", .detail), style: .fullScreenCover)])
        #expect(navigator.state.modals.first == sheet)
        #expect(navigator.state.modals.map(\.root.route) == ["Compose", "Print"])
    }

    @Test(arguments: splits)
    func anotherStyleOrRootIsAnotherModal(columns: SplitColumns, width: Width) throws {
        let navigator = try mailWithCompose(columns, width)
        let sheet = navigator.state.modals[0].id
        for modal in [ModalTarget(root: "Compose", pushed: ["Attachments"], style: .fullScreenCover), ModalTarget(root: "Reply", pushed: ["Attachments"])] {
            var reaching = navigator
            let (events, _) = try reaching.reach(self.columns(columns, modals: [modal]), reveal: false)
            #expect(events == [.dismissModal(sheet), .present(plain(modal.root, .detail), style: modal.style), .modal(.push(plain("Attachments", .detail)))])
            #expect(reaching.state.modals.map(ModalTarget.init) == [modal])
        }
    }

    @Test(arguments: splits)
    func inCompactLayoutItCommutesWithTheSplit(columns: SplitColumns, width: Width) throws {
        guard width == .compact else { return }
        let compact = try mailWithCompose(columns, width)
        var split = compact
        try split.send(.setWidth(.regular))
        let target = self.columns(columns, detail: ["Message 42"], modals: [ModalTarget(root: "Compose", pushed: ["Photos"])])
        var reached = compact
        let viaCompact = try reached.reach(target).events
        let viaSplit = try split.reach(target).events
        #expect(viaCompact == viaSplit || viaCompact == viaSplit + [.raise(.detail)])
        try reached.send(.setWidth(.regular))
        #expect(reached.state == split.state)
    }

    @Test(arguments: splits)
    func revealPreparesTheColumnsUnderTheModal(columns: SplitColumns, width: Width) throws {
        var navigator = try SplitNavigator<String>(
            primary: ["Mailboxes"], supplementary: columns == .three ? ["Inbox"] : [], detail: ["Message 42"],
            columns: columns, width: width, policy: .hideDetail)
        try navigator.send(.setVisibility(.detailOnly))
        let target = NavigationTarget(
            primary: ["Mailboxes", "On My Mac"], supplementary: [], detail: [], modals: [ModalTarget(root: "Compose")])
        try navigator.reach(target)
        // The sheet shows; under it, the target's column is revealed for when it is dismissed.
        #expect(navigator.presentation.topmost?.route == "Compose")
        #expect(navigator.state.visibility == .automatic)
        if width == .compact { #expect(navigator.state.compactStack?.last?.route == "On My Mac") }
        try navigator.send(.dismiss)
        #expect(navigator.presentation.topmost?.route == "On My Mac")
    }

    @Test func theReachIsAtomicWithItsModals() throws {
        // Room for one id: the sheet's dismissal, the pop and the message's push apply, then the
        // reply's presentation fails; nothing of the batch stays.
        let state = try SplitState<String>.regular(
            primary: [Child(id: 1, route: "Mailboxes", preferredColumn: .primary)],
            detail: [Child(id: 2, route: "Message 1", preferredColumn: .detail)],
            policy: .detailOnTop, nextID: ChildID(Int.max - 1),
            modals: [try Modal(style: .sheet, stack: [Child(id: 3, route: "Compose", preferredColumn: .detail)])])
        var navigator = SplitNavigator(state: state)
        let before = navigator.state
        let target = columns(.two, detail: ["Message 42"], modals: [ModalTarget(root: "Reply")])
        let error = #expect(throws: NavigationError.self) { try navigator.reach(target) }
        #expect(error?.code == .idsExhausted)
        #expect(navigator.state == before, "the dismissal and the pushes before the failing present are undone too")
    }

    @Test func modalsAreJSONAndOlderTargetsReadWithout() throws {
        let target = NavigationTarget(
            primary: ["Mailboxes"], detail: ["Message 42"],
            modals: [Self.compose, ModalTarget(root: "Preview", style: .fullScreenCover)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(target), as: UTF8.self)
        #expect(json == #"{"detail":["Message 42"],"modals":[{"routes":["Compose","Attachments"],"style":"sheet"},{"routes":["Preview"],"style":"fullScreenCover"}],"primary":["Mailboxes"]}"#)
        #expect(try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(json.utf8)) == target)
        // Written before targets had modals: none.
        let older = try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(#"{"primary":["Mailboxes"]}"#.utf8))
        #expect(older.modals.isEmpty)
        #expect(!String(decoding: try encoder.encode(older), as: UTF8.self).contains("modals"))
        // A missing style is a sheet, as `present` presents.
        let sheet = try JSONDecoder().decode(ModalTarget<String>.self, from: Data(#"{"routes":["Compose"]}"#.utf8))
        #expect(sheet == ModalTarget(root: "Compose"))
        for bad in [
            #"{"primary":["A"],"modals":[{"style":"sheet","routes":[]}]}"#,
            #"{"primary":["A"],"modals":[{"style":"sheet"}]}"#,
            #"{"primary":["A"],"modals":[{"style":"popover","routes":["B"]}]}"#,
            #"{"primary":["A"],"modals":{"style":"sheet","routes":["B"]}}"#,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(NavigationTarget<String>.self, from: Data(bad.utf8)) }
        }
    }

    @Test func aModalTargetIsTheModalsStyleAndRoutes() throws {
        let navigator = try mailWithCompose(.two, .regular)
        let target = ModalTarget(navigator.state.modals[0])
        #expect(target.routes == ["Compose", "Attachments"])
        #expect(target.style == .sheet)
        #expect(target.root == "Compose" && target.pushed == ["Attachments"])
    }
}
