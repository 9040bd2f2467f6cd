import Foundation
import Testing

/// Every fuzz target's promises, checked in the normal test run (and so under the sanitizers in
/// CI) on its seed corpus (`Fuzz/corpus/<target>/`) and on every input saved in
/// `Fuzz/regressions/<target>/`: a crash `Fuzz/run.sh` finds is fixed, and its input is copied
/// there so that it stays fixed. The checks are the ones the targets run (`Harness/`).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test(arguments: FuzzCheck.targets.keys.sorted())
    func seedsAndSavedFindingsKeepEveryPromise(target: String) throws {
        let check = try #require(FuzzCheck.targets[target])
        let seeds = try inputs(in: "corpus", target)
        #expect(!seeds.isEmpty, "the \(target) target has no seed corpus")
        for (name, data) in try seeds + inputs(in: "regressions", target) {
            #expect(check(data) == nil, "\(name): \(check(data) ?? "")")
        }
    }

    @Test func theEmptyInputKeepsEveryPromise() {
        for (target, check) in FuzzCheck.targets {
            #expect(check(Data()) == nil, "\(target)")
        }
    }

    /// The files of `Fuzz/<folder>/<target>/`, by name; none when the folder does not exist.
    private func inputs(in folder: String, _ target: String, file: String = #filePath) throws -> [(String, Data)] {
        let root = URL(fileURLWithPath: file)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = root.appendingPathComponent("Fuzz/\(folder)/\(target)")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return try names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            ("\(folder)/\(target)/\(name)", try Data(contentsOf: directory.appendingPathComponent(name)))
        }
    }
}
