import SplitNavigation

extension BridgeSchema {
    /// The keys of an object inside a `reach` line's `target`, by its path below `target`, and
    /// what to call it in a message: the target itself, each of its `modals`
    /// (`{"style":"sheet","routes":["Compose"]}`) and each of its `looks`
    /// (`{"column":"primary","index":0,"node":2}`). `nil` for any other object, which the
    /// library's decoder refuses.
    static func knownObject(inTarget path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        if path.isEmpty { return (["primary", "supplementary", "detail", "visibility", "modals", "looks"], "a target") }
        guard path.count == 2, case .index? = path.last else { return nil }
        switch path.first {
        case .key("modals")?: return (["style", "routes"], "a modal of a target")
        case .key("looks")?: return (["column", "index", "row", "node", "expanded", "tab"], "a look of a target")
        default: return nil
        }
    }
}
