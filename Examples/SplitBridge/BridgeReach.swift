import SplitNavigation

/// A `reach` line: `{"event":"reach","target":{"primary":[…],"supplementary":[…],"detail":[…]},"reveal":true}`.
/// A missing column is empty; without `"reveal"` the visibility stays as it is (the Swift API
/// reveals by default, but a line should not change what it does not name).
struct BridgeReach: Decodable {
    let target: NavigationTarget<String>
    let reveal: Bool?
}
