@testable import SplitNavigation
import SplitNavigationTesting

/// Changing the visibility in regular layout also damages a field of an accordion's storage
/// that no comparison of contents reads (the depth the first accordion keeps for one of its
/// nodes), as a navigator that edited an accordion's storage directly might. Only checking the
/// accordion in full sees it; the invariants law, which leaves out accordions whose storage it
/// has checked before, must still check this one.
struct VisibilityDamagesAccordionStorage: MutatedNavigator {
    var inner: SplitNavigator<String>

    static func mutation(_ event: NavigationEvent<String>, _ state: SplitState<String>) throws(NavigationError) -> SplitState<String>? {
        guard case .setVisibility = event, state.layout == .regular else { return nil }
        var navigator = SplitNavigator(state: state)
        try navigator.send(event)
        var damaged = navigator.state
        guard case .regular(var stacks) = damaged.storage else { return nil }
        for column in [Column.primary, .supplementary, .detail] {
            for index in stacks[column].indices {
                guard case .accordion(var accordion) = stacks[column][index].content,
                      let slot = accordion.outline.slotOfID.values.min() else { continue }
                accordion.outline.slots[slot].depth += 1
                stacks[column][index].content = .accordion(accordion)
                damaged.storage = .regular(stacks)
                return damaged
            }
        }
        return nil
    }
}
