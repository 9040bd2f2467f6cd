import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Synchronization
import Testing

/// The JSON round-trip law checks one step in `jsonSampling` while a run generates sequences:
/// it must still catch a route type whose JSON loses something, in states as well as in events,
/// shrink it as far as a law that checks every step, and pass a route whose JSON loses nothing.
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

    /// Text and route placeholders in both columns, from every state the runner reaches: the
    /// presentations and changes that carry them keep every law, the JSON round trip included.
    @Test func textAndRoutePlaceholdersKeepEveryLaw() {
        var runner = FlowRunner(routes: .names)
        runner.sequences = 40
        runner.length = 30
        runner.seed = 5
        runner.placeholder = PlaceholderProvider(columns: { request in
            switch (request.column, request.primary.count % 2) {
            case (.supplementary, _): .text("Select a list")
            case (_, 0): .text("Select an item of \(request.primary.count)")
            default: request.supplementary.isEmpty ? .route("Welcome") : nil
            }
        })
        let report = runner.run()
        #expect(report.passed, "\(report)")
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

    /// A loss that only one route in 40 suffers, found by the sampled law as by the law on
    /// every step, in a run of the default length, and shrunk to the same length.
    @Test(arguments: [1, 8, 64])
    func aRareLossIsFoundWhateverTheSampling(sampling: Int) throws {
        var runner = runner(RouteGenerator<RarelyLossyFolderRoute>(simplest: .folder(0)) { .folder($0.int(below: 40)) })
        runner.sequences = 100
        runner.jsonSampling = sampling
        let failure = try #require(runner.run().failure)
        #expect(failure.violations.allSatisfy { $0.check == .law(.jsonRoundTrip) })
        #expect(failure.events.count <= 1, "\(failure)")
    }

    /// The sampled law checks fewer steps, so a passing run does less work: with a route whose
    /// encoding counts itself, the default sampling encodes far fewer routes than every step.
    @Test func samplingChecksOneStepInN() {
        func encodings(sampling: Int) -> Int {
            var runner = runner(RouteGenerator<CountingFolderRoute>(simplest: .folder(0)) { .folder($0.int(below: 40)) })
            runner.jsonSampling = sampling
            CountingFolderRoute.encodings.withLock { $0 = 0 }
            #expect(runner.run().passed)
            return CountingFolderRoute.encodings.withLock { $0 }
        }
        let every = encodings(sampling: 1)
        let sampled = encodings(sampling: FlowRunner<CountingFolderRoute>(routes: .oneOf(.folder(0))).jsonSampling)
        #expect(sampled * 16 < every, "every step: \(every) routes encoded, sampled: \(sampled)")
        #expect(sampled > 0)
    }
}

/// A route whose JSON keeps its payload.
enum FolderRoute: Hashable, Codable, Sendable {
    case folder(Int)
}

/// A folder route saved as its number, written through `saved(_:)`: the planted encoding bugs
/// below differ only in what they write.
protocol SavedFolderRoute: Hashable, Codable, Sendable {
    var number: Int { get }
    init(number: Int)
    /// The number the route writes for `number`.
    static func saved(_ number: Int) -> Int
}

extension SavedFolderRoute {
    static func folder(_ number: Int) -> Self { Self(number: number) }

    init(from decoder: any Decoder) throws {
        self.init(number: try decoder.singleValueContainer().decode(Int.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.saved(number))
    }
}

/// A route whose JSON caps its payload at 20, as a type that saves a field too narrow would.
struct LossyFolderRoute: SavedFolderRoute {
    let number: Int
    static func saved(_ number: Int) -> Int { min(number, 20) }
}

/// A route whose JSON loses folder 37 (it comes back as folder 0), as a type with one case
/// saved wrongly would.
struct RarelyLossyFolderRoute: SavedFolderRoute {
    let number: Int
    static func saved(_ number: Int) -> Int { number == 37 ? 0 : number }
}

/// A route that counts how often it is encoded, and loses nothing.
struct CountingFolderRoute: SavedFolderRoute {
    let number: Int
    static let encodings = Mutex(0)

    static func saved(_ number: Int) -> Int {
        encodings.withLock { $0 += 1 }
        return number
    }
}
