import Foundation
import SplitNavigation
import Testing

/// Saved states written by every released format stay readable. Each `Fixtures/format-N/` folder
/// holds states in format N, written once and never edited: a change that stops one from
/// decoding breaks users' saved sessions.
@Suite("Saved-state format compatibility")
struct FormatCompatibilityTests {
    static func fixtures(format: Int) throws -> [(name: String, data: Data)] {
        guard let folder = Bundle.module.url(forResource: "format-\(format)", withExtension: nil, subdirectory: "Fixtures") else {
            throw MissingFixtures(format: format)
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    }

    struct MissingFixtures: Error {
        let format: Int
    }

    @Test func everyFormat1FixtureDecodesAndRoundTrips() throws {
        let fixtures = try Self.fixtures(format: 1)
        #expect(fixtures.count == 4)
        for (name, data) in fixtures {
            let state = try SplitState<String>(json: data)
            #expect(try SplitState<String>(json: state.jsonData()) == state, "\(name)")
            // A state read from format 1 keeps working: it accepts events.
            var navigator = SplitNavigator(state: state)
            try navigator.send(.setLayout(state.layout == .regular ? .compact : .regular))
        }
    }

    @Test func theCurrentFormatIsTwo() {
        // Bumping the format means adding Fixtures/format-3 and keeping format-1 and 2 decoding.
        #expect(SplitState<String>.currentFormat == 2)
    }
}
