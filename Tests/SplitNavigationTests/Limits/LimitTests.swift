import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import Testing

/// Inputs far beyond any real app's: each works or fails with a typed error; none crashes.
@Suite("Limits", .cpuBound)
struct LimitTests {
    static let million = 1_000_000

    /// A regular state whose primary column has a million children and whose detail column has
    /// one, built without a million events.
    static func millionChildState(policy: CollapsePolicy) throws -> SplitState<String> {
        let primary = (1...million).map { Child(id: ChildID($0), route: "P", preferredColumn: .primary) }
        let detail = [Child(id: ChildID(million + 1), route: "D", preferredColumn: .detail)]
        return try .regular(primary: primary, detail: detail, policy: policy, nextID: ChildID(million + 2))
    }

    @Test(arguments: [CollapsePolicy.detailOnTop, .chronological])
    func aMillionChildStackCollapsesSplitsAndPops(policy: CollapsePolicy) throws {
        var navigator = SplitNavigator(state: try Self.millionChildState(policy: policy))
        let collapse = try navigator.send(.setLayout(.compact))
        #expect(navigator.state.compactStack?.count == Self.million + 1)
        #expect(collapse.count == 2)
        // Compact events on the huge stack: a detail pop must find its child under a million.
        try navigator.send(.push(NewChild("P+", preferring: .primary)))
        try navigator.send(.pop(.detail))
        try navigator.send(.pop(.primary))
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.primary).count == Self.million)
        let popped = try navigator.send(.popToRoot(.primary))
        #expect(popped.count == Self.million - 1)
        #expect(navigator.state.stack(.primary).count == 1)
    }

    @Test func aMillionChildStateSurvivesJSON() throws {
        let state = try Self.millionChildState(policy: .hideDetail)
        let data = try state.jsonData()
        #expect(try SplitState<String>(json: data) == state)
    }

    @Test func jsonNestedDeeperThanAnyStateIsRejected() {
        for depth in [1_000, 100_000] {
            let nested = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
            let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: nested) }
            #expect(error?.code == .malformedInput)
            let event = Data((#"{"event":"restore","state":"# + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth + 1)).utf8)
            #expect(throws: NavigationError.self) { try NavigationEvent<String>(json: event) }
        }
    }

    @Test func invalidUTF8IsMalformedInput() {
        let bytes = Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
        let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: bytes) }
        #expect(error?.code == .malformedInput)
    }

    @Test func routesOfTensOfMegabytesWork() throws {
        let huge = String(repeating: "x", count: 20 << 20)
        var navigator = try SplitNavigator<String>(primary: ["Root"])
        try navigator.send(.push(NewChild(huge, preferring: .detail)))
        let decoded = try SplitState<String>(json: navigator.state.jsonData())
        #expect(decoded.stack(.detail).first?.route.count == 20 << 20)
    }
}
