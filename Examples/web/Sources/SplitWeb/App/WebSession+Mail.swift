import SplitNavigation
import SplitNavigationStore

// The columns' clicks: a sidebar row, a message in a list.

extension WebSession {
    /// A sidebar click: a panel row (an account) expands or collapses, a mailbox row selects,
    /// which opens its list in the next column in the same step. All Inboxes has no row
    /// destination (one would be a plain child): its selection and its list with the tab bar
    /// are one batch.
    func select(_ navigator: SessionNavigator, child: Int, row: Int, reply: Int?) -> WebReply {
        let id = ChildID(child)
        let presentation = navigator.presentation
        let accordion = Column.allCases.lazy.flatMap { presentation.stack($0) }.first { $0.id == id }?.content.accordion
        guard let accordion else {
            return .failure(WebError("unknownChild", "child #\(child) is not a sidebar on screen"), reply: reply)
        }
        let node = AccordionNodeID(row)
        let isPanel = ((try? accordion.children(of: node)) ?? []).isEmpty == false
        var event: NavigationEvent<WebRoute> = .accordion(id, isPanel ? .toggle(node) : .selectNode(node))
        if (try? accordion.value(of: node)) == .allInboxes {
            do throws(NavigationError) {
                event = .batch([event, .showSupplementary([try AllInboxes.child(read: read)])])
            } catch {
                return .failure(WebError(error.code.rawValue, error.message), reply: reply)
            }
        }
        return answer(navigator, navigator.send(event), history: isPanel ? .replace : .push, reply: reply)
    }

    /// A message clicked in a list: the list's selection, so the message remembers its row
    /// (`openedBy`), which the list's view reports as its selected message. Reading an unread
    /// message of Other lowers Other's badge in the same step, when the list is All Inboxes.
    mutating func open(_ navigator: SessionNavigator, message: Int, reply: Int?) -> WebReply {
        guard SampleMail.message(message) != nil else {
            return .failure(WebError("unknownMessage", "there is no message \(message)"), reply: reply)
        }
        let new = NewChild(WebRoute.message(message), preferring: .detail)
        guard let list = navigator.top(of: .supplementary) else {
            return answer(navigator, navigator.send(.showDetail([new])), history: .push, reply: reply)
        }
        let readsOther = AllInboxes.tab(of: message) == AllInboxes.other && !read.contains(message)
        var events: [NavigationEvent<WebRoute>] = [.selectRow(.message(message), in: list.id, showing: [new])]
        if readsOther, list.content.tabs != nil {
            events.append(.tabs(list.id, .setBadge(AllInboxes.other, AllInboxes.badge(read: read.union([message])))))
        }
        let outcome = navigator.send(events.count == 1 ? events[0] : .batch(events))
        if readsOther, outcome.isApplied {
            read.insert(message)
        }
        var answered = answer(navigator, outcome, history: .push, reply: reply)
        if readsOther, outcome.isApplied {
            answered.unread = unread
        }
        return answered
    }
}
