#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

/// The promises each fuzz target checks on arbitrary bytes, shared by the libFuzzer targets in
/// `Fuzz/Targets/` and by `FuzzRegressionTests`, which replays the seed corpora and every input
/// saved in `Fuzz/regressions/<target>/` in the normal test run.
///
/// A check returns `nil` when every promise held, or a sentence naming the broken one; the
/// fuzz target stops on it (a finding), the test reports it. The files compile twice: into the
/// test target (importing the library), and by `Fuzz/run.sh` into one module with the library's
/// sources (`SPLITNAV_FUZZ` defined), which is why they use no more than `package` access.
enum FuzzCheck {
    /// Every target by the name `Fuzz/run.sh` and the corpus folders use.
    static let targets: [String: @Sendable (Data) -> String?] = [
        "decode": decode,
        "events": events,
        "changesets": changeSets,
        "presentations": presentations,
    ]
}
