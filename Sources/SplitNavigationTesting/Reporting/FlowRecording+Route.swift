import SplitNavigation

@available(*, deprecated, message: "use NavigationRecording, the one recording type of the store, the kit and the bridge")
extension FlowRecording {
    /// Decodes one route from its JSON (see `NavigationRecording.route(json:)`).
    ///
    /// - Throws: `NavigationError.Code.malformedInput` when the text is not the JSON of a route.
    public static func route(json: String) throws(NavigationError) -> Route {
        try NavigationRecording<Route>.route(json: json)
    }
}
