import SplitNavigation

/// A tab group of tabs named by their ids, the first selected.
func tabGroup(_ ids: [String], selected: String? = nil) throws -> TabGroup<String> {
    try TabGroup(tabs: ids.map { Tab(TabID($0), value: $0.capitalized) }, selected: selected.map { TabID($0) })
}

/// A new child whose content is a tab group.
func tabsChild(_ route: String, _ column: Column, tabs ids: [String]) throws -> NewChild<String> {
    NewChild(route, preferring: column, content: .tabs(try tabGroup(ids)))
}

extension SplitState where Route == String {
    /// Each column's ids as the split reads them.
    var splitIDs: [[Int]] { columns.all.map { stack($0).ids } }
}
