import SplitNavigation
import SplitNavigationTestSupport
@testable import SplitNavigationTesting
import Testing

/// With the library's navigator under test, the layout, commutation and reach laws apply an
/// event to the state instead of sending it to a navigator (`sendToLibraryNavigator`): that
/// is only sound if both end in the same state, or fail with the same error and leave the
/// state as it was. Checked here on random states and events, valid, invalid, batches and
/// restores, with a placeholder provider (which must not matter).
@Suite("The laws' shortcut past the library's navigator", .cpuBound)
struct LibraryNavigatorShortcutTests {
    @Test func applyingToTheStateIsSendingToTheNavigator() throws {
        var weights = EventWeights()
        weights.invalidPercent = 30
        let generator = EventGenerator.standard(routes: .names, weights: weights)
        let starts = StartGenerator.random(routes: .names, weights: weights)
        var random = SplitMix64(seed: 31)
        var navigator = SplitNavigator(state: try starts.start(using: &random), placeholder: LawsTests.placeholder)
        var changes: [NavigationChange<String>] = []
        var (accepted, rejected, batches, restores) = (0, 0, 0, 0)
        for step in 0..<3_000 {
            if step % 50 == 0 {
                navigator = SplitNavigator(state: try starts.start(using: &random), placeholder: LawsTests.placeholder)
            }
            let event = generator.event(for: navigator.state, using: &random)
            if case .batch = event { batches += 1 }
            if case .restore = event { restores += 1 }
            let before = navigator.state
            var shortcut = before
            let shortcutError: NavigationError.Code?
            do throws(NavigationError) {
                try SequenceChecker<SplitNavigator<String>>.sendToLibraryNavigator(event, to: &shortcut, changes: &changes)
                shortcutError = nil
            } catch {
                shortcutError = error.code
            }
            do throws(NavigationError) {
                _ = try navigator.send(event)
                accepted += 1
                #expect(shortcutError == nil, "step \(step): \(event) was accepted, the shortcut failed with \(String(describing: shortcutError))")
                #expect(shortcut == navigator.state, "step \(step): \(event)")
            } catch {
                rejected += 1
                #expect(shortcutError == error.code, "step \(step): \(event) failed with \(error.code), the shortcut with \(String(describing: shortcutError))")
                #expect(shortcut == before, "step \(step): \(event) changed the state though it failed")
            }
        }
        // The walk must have met both outcomes, batches and restores, or it proved little.
        #expect(accepted > 1_000 && rejected > 300 && batches > 20 && restores > 5,
                "accepted \(accepted), rejected \(rejected), batches \(batches), restores \(restores)")
    }
}
