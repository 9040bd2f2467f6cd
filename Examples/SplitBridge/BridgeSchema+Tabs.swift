// Tab groups on the line: the objects of a tab group's saved form (the library's, as in saved
// states) and the action of a `tabs` event. The library's decoders read them and ignore keys
// they do not know, so the schema names the keys each object may have, and a tab action's by its
// kind: `{"kind":"select","tab":"news","node":3}` is refused, not read as a select.

extension BridgeSchema {
    /// The keys of a tab: in a tab group and in an `add` action.
    static let tabKeys: Set<String> = ["id", "value", "badge"]

    /// The kinds of tab action, in the order the protocol lists them, and the keys each takes
    /// (the library's `TabEvent` coding).
    static let tabActions: [(kind: String, keys: Set<String>)] = [
        ("select", ["kind", "tab"]),
        ("add", ["kind", "tab", "index"]),
        ("remove", ["kind", "tab"]),
        ("move", ["kind", "tab", "index"]),
        ("setBadge", ["kind", "tab", "badge"]),
    ]

    /// Checks a `tabs` event's action: its kind is one of ``tabActions`` and its keys are the
    /// ones that kind takes. A missing `kind`, or one that is not a string, is left to the
    /// library's decoder, which names it; so are missing fields and values of the wrong kind.
    static func checkTabAction(_ action: BridgeLine.Object, at path: [BridgeLine.Step]) throws(BridgeError) {
        guard let kind = action.names["kind"] else { return }
        guard let allowed = tabActions.first(where: { $0.kind == kind })?.keys else {
            throw BridgeError(
                .malformedInput,
                "unknown tab action \"\(kind)\"; expected one of \(tabActions.map(\.kind).joined(separator: ", ")) at \(BridgeLine.describe(path + [.key("kind")]))")
        }
        try check(action.keys, allowed: allowed, in: "a \(kind) tab action", at: path)
    }

    /// An object inside a child to show (`path` after the child): only its tab group is the
    /// schema's; an accordion is its decoder's.
    static func knownObject(inChild path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        guard case .key("tabs")? = path.first else { return nil }
        return knownObject(inTabGroup: path.dropFirst())
    }

    /// An object inside a saved child (`path` after the child; empty for the child itself).
    static func knownObject(inSavedChild path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        if path.isEmpty { return (savedChildKeys, "a saved child") }
        return knownObject(inChild: path)
    }

    /// An object inside a tab group's saved form (`path` after its `"tabs"` key; empty for the
    /// group itself): `{"selected":…,"tabs":[{"id":…,"value":…,"badge":…,"stored":{"above":[…],
    /// "supplementary":[…],"detail":[…]}}]}`, whose stored children are saved children and may
    /// hold tab groups in turn. A tab's `value` is a route, never checked.
    static func knownObject(inTabGroup path: ArraySlice<BridgeLine.Step>) -> (Set<String>, String)? {
        if path.isEmpty { return (["selected", "tabs"], "a tab group") }
        guard case .key("tabs")? = path.first, case .index? = path.dropFirst().first else { return nil }
        let inTab = path.dropFirst(2)
        if inTab.isEmpty { return (tabKeys.union(["stored"]), "a tab") }
        guard case .key("stored")? = inTab.first else { return nil }
        let inStored = inTab.dropFirst()
        if inStored.isEmpty { return (["above", "supplementary", "detail"], "a tab's stored stacks") }
        guard case .key(let part)? = inStored.first, ["above", "supplementary", "detail"].contains(part),
            case .index? = inStored.dropFirst().first
        else { return nil }
        return knownObject(inSavedChild: inStored.dropFirst(2))
    }
}
