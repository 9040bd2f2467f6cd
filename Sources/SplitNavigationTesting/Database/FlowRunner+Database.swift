#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SplitNavigation

extension FlowRunner {
    /// A run with a failure database: the test's saved failures first, then the sequences; a
    /// new failure is saved.
    func run<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, database: FailureDatabase, key: String
    ) -> FlowReport<Route> where Navigator.Route == Route {
        if let saved = replaySaved(Navigator.self, from: database, key: key) { return saved }
        let report = runSequences(Navigator.self)
        guard var failure = report.failure, let recording = failure.recording else { return report }
        failure.databaseNote = Self.note(database.save(recording.text, for: key), replayed: false)
        return FlowReport(failure: failure, statistics: report.statistics)
    }

    /// Replays a test's saved failures, oldest name first: the first that still fails is the
    /// run's failure (saved again, shrunk); those that pass or no longer read are deleted.
    private func replaySaved<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, from database: FailureDatabase, key: String
    ) -> FlowReport<Route>? where Navigator.Route == Route {
        for entry in database.entries(for: key) {
            guard let data = try? Data(contentsOf: entry), let recording = try? NavigationRecording<Route>(jsonLines: data) else {
                database.remove(entry)
                continue
            }
            let report = replay(Navigator.self, recording)
            // A recording the assumption now rules out belongs to an older configuration.
            guard var failure = report.failure, failure.violation.check != .assumption else {
                database.remove(entry)
                continue
            }
            if let shrunk = failure.recording, shrunk != recording {
                database.remove(entry)
                failure.databaseNote = Self.note(database.save(shrunk.text, for: key), replayed: true)
            } else {
                failure.databaseNote = Self.note(.success(entry), replayed: true)
            }
            return FlowReport(failure: failure, statistics: report.statistics)
        }
        return nil
    }

    /// The report's line about the database.
    private static func note(_ saved: Result<URL, FailureDatabase.SaveError>, replayed: Bool) -> String {
        switch saved {
        case .success(let file):
            (replayed ? "Replayed from the failure database, " : "Saved to the failure database, ")
                + "\(file.path): the next run replays it first, until it passes."
        case .failure(let error):
            "Not saved to the failure database: \(error.message)."
        }
    }
}
