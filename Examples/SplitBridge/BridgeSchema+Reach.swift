import SplitNavigation

extension BridgeSchema {
    /// The keys of an object inside a `reach` line's `target`, by its path below `target`, and
    /// what to call it in a message: the target itself, and each of its `modals`
    /// (`{"style":"sheet","routes":["Compose"]}`). `nil` for any other object, which the
    /// library's decoder refuses.
    static func knownObject(inTarget path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        if path.isEmpty { return (["primary", "supplementary", "detail", "visibility", "modals"], "a target") }
        guard path.count == 2, case .key("modals")? = path.first, case .index? = path.last else { return nil }
        return (["style", "routes"], "a modal of a target")
    }
}
