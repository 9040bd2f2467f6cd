import SplitNavigation

/// A tab group child's tab bar as the protocol prints it: what a front end draws — the tabs in
/// order, each with its id, value and badge, and the selected tab's id:
///
/// ```json
/// "tabBar":{"selected":"mail","tabs":[{"badge":"3","id":"mail","value":"Mail"},{"id":"news","value":"News"}]}
/// ```
///
/// The stacks the other tabs stored are not drawn, so they are left out (they are in the saved
/// state, under the child's `"tabs"` key). The key differs from the saved form's for that
/// reason: an answer's child is not a saved child with its stacks lost.
struct BridgeTabBar: Encodable {
    /// The tab group child's content.
    let group: TabGroup<BridgeRoute>

    enum CodingKeys: String, CodingKey {
        case selected, tabs
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(group.selected, forKey: .selected)
        // The library's own form of a tab: `{"id":…,"value":…}`, with `"badge"` when it has one.
        try container.encode(group.tabs, forKey: .tabs)
    }
}
