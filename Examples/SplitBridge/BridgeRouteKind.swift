/// What a session takes as a route, chosen by the `start` line's `"routes"` field:
///
/// - `strings` (the default): strings only; any other value is rejected, as it always was.
/// - `json`: any JSON value: what the testing kit's recordings of non-string routes say in their
///   start line, `{"event":"start","routes":"json","state":…}`. Numbers inside routes may have
///   fractions and exponents; every other number of the protocol is still a whole number.
public enum BridgeRouteKind: String, CaseIterable, Sendable {
    case strings
    case json

    /// The decoder's `userInfo` key that tells ``BridgeRoute`` what to read. (The initialiser is
    /// failable in the standard library's signature only: it accepts every string.)
    static let userInfoKey = CodingUserInfoKey(rawValue: "splitnav.routes")!
}
