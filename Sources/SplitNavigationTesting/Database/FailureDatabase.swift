#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a ``FlowRunner`` keeps the sequences that failed, to replay them first on the next run
/// until they pass: Hypothesis's example database, for navigation flows.
///
/// ```swift
/// var runner = FlowRunner(routes: .names)
/// runner.database = .standard          // .splitnav-failures/, or $SPLITNAV_FAILURES
/// runner.run(MailNavigator.self).expectPassed()
/// ```
///
/// Each failure's shrunk recording is saved as a JSON-lines file (the `splitnav` form) in a
/// folder of its own for the test that found it — the file and function that called
/// ``FlowRunner/run(_:fileID:function:)``, and the navigator type. The next run of that test
/// replays those files before generating anything: one that still fails is the run's failure
/// (shrunk again, and saved shrunk); one that passes, or no longer reads, is deleted. So a
/// failure found once, on any machine, keeps failing until it is fixed, even when a new seed or
/// a changed generator would not find it again.
public struct FailureDatabase: Hashable, Sendable {
    /// The directory holding one folder per test; created when the first failure is saved.
    public var directory: URL

    /// A database in the given directory.
    public init(directory: URL) {
        self.directory = directory
    }

    /// A database in the directory at `path`, relative to the current directory unless absolute.
    public init(path: String) {
        self.init(directory: URL(fileURLWithPath: path))
    }

    /// The folder the `SPLITNAV_FAILURES` environment variable names, or `.splitnav-failures`
    /// in the current directory (the package's root under `swift test`), which the package's
    /// `.gitignore` ignores.
    public static var standard: FailureDatabase {
        let path = ProcessInfo.processInfo.environment["SPLITNAV_FAILURES"].flatMap { $0.isEmpty ? nil : $0 }
        return FailureDatabase(path: path ?? ".splitnav-failures")
    }

    /// The folder of one test's failures: readable, and unique through a hash of the whole key.
    func folder(for key: String) -> URL {
        var name = ""
        for character in key.unicodeScalars {
            if character.isASCII, character.properties.isAlphabetic || ("0"..."9").contains(character) {
                name.unicodeScalars.append(character)
            } else if !name.hasSuffix("-") {
                name += "-"
            }
        }
        return directory.appendingPathComponent("\(name.prefix(80))-\(Self.fnv1a64(key))", isDirectory: true)
    }

    /// The saved recordings of a test, oldest name first; none when its folder does not exist.
    func entries(for key: String) -> [URL] {
        let folder = folder(for: key)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Saves a recording's JSON lines under a name made from their hash, so the same failure is
    /// saved once; returns the file, or why it could not be written.
    func save(_ jsonLines: String, for key: String) -> Result<URL, SaveError> {
        let folder = folder(for: key)
        let file = folder.appendingPathComponent("\(Self.fnv1a64(jsonLines)).jsonl")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data((jsonLines + "\n").utf8).write(to: file, options: .atomic)
            return .success(file)
        } catch {
            return .failure(SaveError(message: "cannot write \(file.path): \(error)"))
        }
    }

    /// Deletes a saved recording; the folder too once it is empty.
    func remove(_ file: URL) {
        try? FileManager.default.removeItem(at: file)
        let folder = file.deletingLastPathComponent()
        if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Why a failure could not be saved (a read-only directory, say); the run's report says so.
    struct SaveError: Error {
        let message: String
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and platforms, unlike `hashValue`.
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
