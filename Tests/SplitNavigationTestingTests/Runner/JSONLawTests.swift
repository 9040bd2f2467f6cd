import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The JSON round-trip law reads and writes a state's children through a memo (a step changes
/// a child or two): it must still catch a route type whose JSON loses something, in states as
/// well as in events, and pass one whose JSON does not.
@Suite("The JSON round-trip law")
struct JSONLawTests {
    func runner<Route>(_ routes: RouteGenerator<Route>) -> FlowRunner<Route> {
        var runner = FlowRunner(routes: routes)
        runner.sequences = 60
        runner.length = 30
        runner.seed = 11
        runner.laws = [.jsonRoundTrip]
        return runner
    }

    @Test func aRouteWhoseJSONLosesNothingPasses() {
        let report = runner(RouteGenerator<FolderRoute>(simplest: .folder(0)) { .folder($0.int(below: 40)) }).run()
        #expect(report.passed, "\(report)")
        #expect(report.statistics.sequences == 60)
    }

    /// Folders above 20 come back from JSON as folder 20: the first state that holds one fails,
    /// and so does the event that brought it.
    @Test func aRouteWhoseJSONLosesAPayloadFailsTheLaw() throws {
        let routes = RouteGenerator<LossyFolderRoute>(simplest: .folder(0)) { .folder($0.int(below: 40)) }
        let report = runner(routes).run()
        let failure = try #require(report.failure)
        #expect(failure.violations.allSatisfy { $0.check == .law(.jsonRoundTrip) })
        #expect(failure.violations.contains { $0.message.contains("the state comes back from JSON as") }, "\(failure)")
        // Shrunk to the one event that brings a folder above 20 in, or a start that holds one.
        #expect(failure.events.count <= 1, "\(failure)")
    }
}

/// A route whose JSON keeps its payload.
enum FolderRoute: Hashable, Codable, Sendable {
    case folder(Int)
}

/// A route whose JSON caps its payload at 20, as a type that saves a field too narrow would.
enum LossyFolderRoute: Hashable, Codable, Sendable {
    case folder(Int)

    init(from decoder: any Decoder) throws {
        self = .folder(try decoder.singleValueContainer().decode(Int.self))
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .folder(let number):
            var container = encoder.singleValueContainer()
            try container.encode(min(number, 20))
        }
    }
}
