import Foundation
import SplitNavigation
import SplitNavigationTestSupport
@testable import SplitNavigationTesting
import Testing

/// Failures are saved per test and replayed first on the next run until they pass.
@Suite("The failure database")
struct FailureDatabaseTests {
    /// A database in a new temporary directory, removed after `body`.
    private func withDatabase(_ body: (FailureDatabase) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-failures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(FailureDatabase(directory: directory))
    }

    /// The planted bug, found by the app's property alone.
    private func runner(_ database: FailureDatabase) -> FlowRunner<String> {
        var runner = FlowRunner<String>(routes: .oneOf("Inbox", "Ticket", "Settings"))
        runner.seed = 3
        runner.laws = []
        runner.properties = [FlowProperty("a push adds one child", pushAddsOneChild)]
        runner.database = database
        return runner
    }

    @Test func aFailureIsSavedAndReplayedFirstUntilItPasses() throws {
        try withDatabase { database in
            let runner = runner(database)
            let found = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
            let key = "\(#fileID) \(#function) DoubleTapNavigator<String>"
            let saved = database.entries(for: key)
            #expect(saved.count == 1)
            #expect(try String(contentsOf: try #require(saved.first), encoding: .utf8) == found.jsonLines + "\n")
            #expect(found.description.contains("Saved to the failure database, \(try #require(saved.first).path)"), "\(found)")

            // The next run generates nothing, yet fails: the saved sequence comes first.
            var next = runner
            next.sequences = 0
            let replayed = try #require(next.run(DoubleTapNavigator<String>.self).failure)
            #expect(replayed.events == found.events)
            #expect(replayed.seed == nil)
            #expect(replayed.description.contains("Replayed from the failure database"), "\(replayed)")
            #expect(database.entries(for: key) == saved)

            // Once it passes (here: the property is gone), it is deleted, folder and all.
            next.properties = []
            #expect(next.run(DoubleTapNavigator<String>.self).passed)
            #expect(database.entries(for: key).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: database.folder(for: key).path))
        }
    }

    @Test func eachTestAndNavigatorHasItsOwnFolder() throws {
        try withDatabase { database in
            let runner = runner(database)
            _ = runner.run(DoubleTapNavigator<String>.self, function: "first()")
            var other = runner
            other.sequences = 0
            #expect(other.run(DoubleTapNavigator<String>.self, function: "second()").passed, "another test replays nothing of the first's")
            #expect(database.entries(for: "\(#fileID) first() DoubleTapNavigator<String>").count == 1)
            #expect(database.folder(for: "a b") != database.folder(for: "a-b"), "names are made unique by a hash of the key")
        }
    }

    @Test func aSavedFileThatNoLongerReadsIsDeleted() throws {
        try withDatabase { database in
            var runner = runner(database)
            runner.sequences = 0
            let key = "\(#fileID) \(#function) DoubleTapNavigator<String>"
            let folder = database.folder(for: key)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "not a recording".write(to: folder.appendingPathComponent("old.jsonl"), atomically: true, encoding: .utf8)
            #expect(runner.run(DoubleTapNavigator<String>.self).passed)
            #expect(database.entries(for: key).isEmpty)
        }
    }

    @Test func aDatabaseThatCannotBeWrittenIsReportedNotFatal() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("splitnav-not-a-directory-\(UUID().uuidString)")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let failure = try #require(runner(FailureDatabase(directory: file)).run(DoubleTapNavigator<String>.self).failure)
        #expect(failure.databaseNote?.hasPrefix("Not saved to the failure database: cannot write") == true, "\(failure)")
    }

    @Test func withoutADatabaseNothingIsSaved() throws {
        var runner = runner(FailureDatabase(path: "unused"))
        runner.database = nil
        let failure = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
        #expect(failure.databaseNote == nil)
        #expect(FailureDatabase(path: "/tmp/x").directory.path == "/tmp/x")
    }
}
