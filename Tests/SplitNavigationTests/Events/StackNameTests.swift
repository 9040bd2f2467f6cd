import Foundation
import SplitNavigation
import Testing

/// Changes name the stack they edit: a column in regular layout, `.compact` for the one stack of
/// compact layout, and never a column for the compact stack.
@Suite("Stack names in changes")
struct StackNameTests {
    @Test func compactEventsNameTheCompactStackAndRegularOnesTheirColumn() throws {
        var navigator = try makeNavigator(primary: ["Mailboxes"], detail: ["Message"])
        let regular = try navigator.send(.push(plain("Inbox", .primary)))
        #expect(regular == [.inserted(Child(id: 3, route: "Inbox", preferredColumn: .primary), stack: .primary, index: 1)])
        // Collapsing moves the detail child while the layout is still regular, then the layout
        // change turns the primary column's stack into the compact stack.
        let collapse = try navigator.send(.setLayout(.compact))
        #expect(collapse == [.moved(2, from: .detail, fromIndex: 0, to: .primary, toIndex: 2), .layout(.compact)])
        let push = try navigator.send(.push(plain("Reply", .detail)))
        #expect(push == [.inserted(Child(id: 4, route: "Reply", preferredColumn: .detail), stack: .compact, index: 3)])
        let raise = try navigator.send(.raise(.primary))
        #expect(raise == [.moved(3, from: .compact, fromIndex: 1, to: .compact, toIndex: 3)])
        let back = try navigator.send(.back)
        #expect(back == [.removed(3, stack: .compact, index: 3)])
        // Splitting: the layout change first, then moves out of the primary column.
        let split = try navigator.send(.setLayout(.regular))
        #expect(split.first == .layout(.regular))
        #expect(split.allSatisfy { change in
            if case .moved(_, let from, _, let to, _) = change { from != .compact && to != .compact } else { true }
        })
    }

    @Test func everyChangeOfASessionAcrossLayoutsNamesAStackItsLayoutHas() throws {
        var navigator = try makeThreeColumns(primary: ["Mailboxes"], supplementary: ["Inbox"], detail: ["Message"])
        let events: [NavigationEvent<String>] = [
            .push(plain("Drafts", .supplementary)), .setWidth(.compact), .push(plain("M2", .detail)), .popToRoot(.primary),
            .push(plain("M3", .detail)), .setWidth(.regular), .setWidth(.medium), .back, .setLayout(.compact), .back,
        ]
        var named: [Layout: Int] = [:]
        for event in events {
            let layoutBefore = navigator.state.layout
            let changes = try navigator.send(event)
            var layout = layoutBefore
            for change in changes {
                switch change {
                case .layout(let new): layout = new
                case .inserted(_, let stack, _), .removed(_, let stack, _), .replaced(_, _, let stack, _), .updated(_, let stack, _, _):
                    named[layout, default: 0] += 1
                    #expect((stack == .compact) == (layout == .compact), "\(event): \(change) in \(layout) layout")
                case .moved(_, let from, _, let to, _):
                    #expect((from == .compact) == (layout == .compact) && (to == .compact) == (layout == .compact), "\(event): \(change)")
                default: break
                }
            }
        }
        // Both layouts edited stacks, so each half of the check ran.
        #expect(named[.compact, default: 0] > 0 && named[.regular, default: 0] > 0, "\(named)")
    }

    @Test func applyingRefusesAColumnInCompactLayoutAndTheCompactStackInRegular() throws {
        let child = Child(id: 2, route: "Inbox", preferredColumn: .primary)
        let root = Child(id: 1, route: "Mailboxes", preferredColumn: .primary)
        let compact = Presentation.compact(stack: [root])
        #expect(try compact.applying([.inserted(child, stack: .compact, index: 1)]).compactStack == [root, child])
        #expect(throws: NavigationError.self) { try compact.applying([.inserted(child, stack: .primary, index: 1)]) }
        let regular = Presentation.regular(primary: [root], detail: [])
        #expect(try regular.applying([.inserted(child, stack: .primary, index: 1)]).stack(.primary) == [root, child])
        #expect(throws: NavigationError.self) { try regular.applying([.inserted(child, stack: .compact, index: 1)]) }
    }

    @Test func presentationReadsTheStackAChangeNames() {
        let root = Child(id: 1, route: "Mailboxes", preferredColumn: .primary)
        let message = Child(id: 2, route: "Message", preferredColumn: .detail)
        let compact = Presentation.compact(stack: [root, message])
        #expect(compact.stack(named: .compact) == [root, message])
        #expect(compact.stack(named: .primary).isEmpty)
        let regular = Presentation.regular(primary: [root], detail: [message])
        #expect(regular.stack(named: .detail) == [message])
        #expect(regular.stack(named: .compact).isEmpty)
    }

    @Test func stackNamesEncodeByName() throws {
        let change = NavigationChange<String>.removed(3, stack: .compact, index: 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(change), as: UTF8.self)
        #expect(json == #"{"change":"removed","id":3,"index":0,"stack":"compact"}"#)
        #expect(try JSONDecoder().decode(NavigationChange<String>.self, from: Data(json.utf8)) == change)
        #expect(StackName(.detail) == .detail && StackName.compact.column == nil && StackName.supplementary.column == .supplementary)
    }
}
