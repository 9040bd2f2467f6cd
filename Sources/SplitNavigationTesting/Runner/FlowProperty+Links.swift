import SplitNavigation

extension FlowProperty where Route: LinkRoute {
    /// The link law for an app's own `LinkRoute` mapping: on every state reached, the start
    /// included, the state's link (`SplitState.link`) reads back to the state's own target, so
    /// reaching it changes nothing.
    ///
    /// ```swift
    /// runner.properties.append(.linksReadBack)
    /// ```
    public static var linksReadBack: FlowProperty {
        FlowProperty(name: "links read back", checkStart: linkBroken) { step in linkBroken(step.state, step.presentation) }
    }

    /// Why the state's link does not read back to its target, or `nil`.
    @Sendable
    static func linkBroken(_ state: SplitState<Route>, _: Presentation<Route>) -> String? {
        let link = state.link
        do throws(NavigationError) {
            let read = try NavigationTarget<Route>(link: link, columns: state.columns)
            return read == NavigationTarget(state) ? nil : "the link \(link) of \(StateSummary(state)) reads back as \(read)"
        } catch {
            return "the link \(link) of \(StateSummary(state)) cannot be read: \(error.message)"
        }
    }
}
