import Foundation
import SplitNavigation
import SplitNavigationTestSupport
import SplitNavigationTesting
import Testing

/// The Swift a failure prints reproduces it: each test makes the kit find the planted bug of
/// `DoubleTapNavigator` (Tests/SplitNavigationTestSupport/Counterexamples/TicketApp.swift),
/// pastes the printed snippet into a program beside that very file, compiles it against the
/// library under test with the documentation tests' machinery, runs it, and checks that it
/// reaches the state the kit saw fail — a state plain `SplitNavigator` does not reach.
///
/// One program at a time, as for the documentation snippets.
@Suite("Printed counterexamples compile and reproduce", .serialized)
struct PrintedCounterexampleTests {
    static let fixture = DocumentationSnippetTests.root
        .appendingPathComponent("Tests/SplitNavigationTestSupport/Counterexamples/TicketApp.swift")

    @Test func aStringRouteCounterexampleCompilesAndReproduces() async throws {
        let runner = doubleTapRunner(routes: RouteGenerator<String>.oneOf("Inbox", "Ticket \"7\"", "Settings"), seed: 3)
        let failure = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
        #expect(failure.swiftCode.contains("var navigator = DoubleTapNavigator<String>(state: try SplitState<String>("), "\(failure)")
        try await expectReproduces(failure, DoubleTapNavigator<String>.self)
    }

    @Test func anEnumRouteCounterexampleCompilesAndReproduces() async throws {
        let runner = doubleTapRunner(routes: TicketRoute.generator, seed: 5)
        let failure = try #require(runner.run(DoubleTapNavigator<TicketRoute>.self).failure)
        #expect(failure.swiftCode.hasPrefix("let route1 = try NavigationRecording<TicketRoute>.route(json: #\""), "\(failure)")
        #expect(failure.swiftCode.contains("var navigator = DoubleTapNavigator<TicketRoute>(state: "), "\(failure)")
        try await expectReproduces(failure, DoubleTapNavigator<TicketRoute>.self)
    }

    /// Every place a route can be in one snippet: a hand-built start, new children, a restored
    /// state, accordion values and destinations, a rejected event, and the routes whose JSON has
    /// quotes, fractions and nested objects.
    @Test func everyPlaceARouteCanBeCompiles() async throws {
        let sidebar = try Accordion<TicketRoute>(policy: .single, nodes: [
            AccordionNode(id: 1, value: .queue("Inbox"), destination: RowDestination(.search(TicketQuery(text: "vpn \"eu\"", page: 2)), column: .detail)),
            AccordionNode(id: 2, value: .ticket(id: 4, priority: 1.25)),
        ])
        let start = try SplitState<TicketRoute>.regular(
            primary: [Child(id: 1, route: .settings, preferredColumn: .primary, content: .accordion(sidebar))],
            detail: [Child(id: 3, route: .ticket(id: 9, priority: 2), preferredColumn: .detail)], policy: .hideDetail, nextID: 5)
        let restored = try SplitState<TicketRoute>(primary: [NewChild(.queue("Escalated \"urgent\""), preferring: .primary)])
        let events: [NavigationEvent<TicketRoute>] = [
            .accordion(1, .selectNode(1)),
            .accordion(1, .replace(2, value: .queue("Done"), destination: RowDestination(.settings, column: .primary))),
            .push(NewChild(.ticket(id: 1, priority: 0.5), preferring: .detail)),
            .pop(.primary),
            .restore(restored),
            .showDetail([NewChild(.search(TicketQuery(text: "printer", page: 1)), preferring: .detail)]),
        ]
        var runner = FlowRunner<TicketRoute>(routes: TicketRoute.generator)
        runner.properties.append(FlowProperty("stop at the end") { step in step.index == events.count - 1 ? "the last step" : nil })
        let failure = try #require(runner.replay(DoubleTapNavigator<TicketRoute>.self, NavigationRecording(start: start, events: events), shrinking: false).failure)
        #expect(failure.swiftCode.contains("_ = try? navigator.send(.pop(.primary))  // rejected: rootCannotBePopped"), "\(failure)")
        try await expectReproduces(failure, DoubleTapNavigator<TicketRoute>.self, differsFromPlain: false)
    }

    /// Compiles and runs the failure's snippet; it must reach the state the same navigator type
    /// reaches from the recording, which (unless `differsFromPlain` is off) plain
    /// `SplitNavigator` does not.
    private func expectReproduces<Navigator: SplitNavigating>(
        _ failure: FlowFailure<Navigator.Route>, _ navigator: Navigator.Type, differsFromPlain: Bool = true
    ) async throws {
        let recording = try #require(failure.recording)
        let expected = try Self.finalState(Navigator.self, recording)
        if differsFromPlain {
            #expect(try Self.finalState(SplitNavigator<Navigator.Route>.self, recording) != expected, "plain rules pass: \(failure)")
        }
        let indented = failure.swiftCode.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let main = """
            import Foundation
            import SplitNavigation
            import SplitNavigationTesting

            func reproduce() throws -> String {
            \(indented)
                return String(decoding: try navigator.state.jsonData(), as: UTF8.self)
            }

            do {
                print(try reproduce())
            } catch {
                print("the snippet threw \\(error)")
                exit(1)
            }
            """
        try await Self.expectCompiles(main, printing: expected, for: "the snippet", failure.swiftCode)
    }

    /// The regression test a failure prints compiles as printed and, run with the app's runner,
    /// fails as the run did, until the bug is fixed: the same recording passes through plain
    /// rules. Its one route holds what a raw string must survive: `\#(`, which interpolates
    /// in a string with one `#`; a `#` joined to a combining mark (one Character, but a `#` to
    /// the compiler); DEL, which Swift source cannot hold; and U+2028, which a line reader may
    /// split at. The program indents the test, as a paste into a function does.
    @Test func theRegressionTestCompilesAndFailsUntilFixed() async throws {
        let route = "Say \"hi\" \\#(x) \\#\u{301} \u{7F} a\u{2028}b"
        let runnerExpression = ##"doubleTapRunner(routes: RouteGenerator<String>.oneOf("Say \"hi\" \\#(x) \\#\u{301} \u{7F} a\u{2028}b"), seed: 3)"##
        let runner = doubleTapRunner(routes: RouteGenerator<String>.oneOf(route), seed: 3)
        let failure = try #require(runner.run(DoubleTapNavigator<String>.self).failure)
        let recording = try #require(failure.recording)
        #expect(recording.start.children.contains { $0.route == route }, "\(failure)")
        let expected = try #require(runner.replay(DoubleTapNavigator<String>.self, recording, shrinking: false).failure?.blame)
        #expect(expected.hasPrefix("DoubleTapNavigator<String> failed"), "\(expected)")
        #expect(runner.replay(recording, shrinking: false).passed, "plain rules fail too: \(failure)")
        #expect(failure.description.contains(failure.regressionTest))

        let test = failure.regressionTest
        #expect(test.hasSuffix("runner.replay(DoubleTapNavigator<String>.self, recording, shrinking: false).expectPassed()"), "\(test)")
        func indented(_ code: String) -> String {
            code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
        // `expectPassed()` records an issue in a running test; the program runs the same check
        // and prints what it would record.
        let answering = test
            .replacingOccurrences(of: "runner.replay(", with: "return runner.replay(")
            .replacingOccurrences(of: ".expectPassed()", with: ".failure?.blame ?? \"passed\"")
        let main = """
            import Foundation
            import SplitNavigation
            import SplitNavigationTesting
            import Testing

            let runner = \(runnerExpression)

            // As printed: compiled, not run.
            func asPrinted() throws {
            \(indented(test))
            }

            func answering() throws -> String {
            \(indented(answering))
            }

            do {
                print(try answering())
            } catch {
                print("the regression test threw \\(error)")
                exit(1)
            }
            """
        try await Self.expectCompiles(main, printing: expected, for: "the regression test", test)
    }

    /// Compiles `main` beside the ticket app and runs it: it must compile without a warning of
    /// its own (pasted into a target that treats warnings as errors, printed code must still
    /// build; the app's `send` is not `@discardableResult`), run to the end and print
    /// `expected`. `what` and `code` name the printed code in the messages.
    private static func expectCompiles(_ main: String, printing expected: String, for what: String, _ code: String) async throws {
        let fixture = try String(contentsOf: fixture, encoding: .utf8)
        let (compiled, ran) = try await SnippetRun.compileAndRun(["main.swift": main, "TicketApp.swift": fixture])
        #expect(compiled.status == 0, "\(what) does not compile:\n\(compiled.output)\n\(code)")
        let warnings = compiled.output.split(separator: "\n").filter { $0.contains("main.swift") && $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(what) warns:\n\(compiled.output)\n\(code)")
        let run = try #require(ran)
        #expect(run.status == 0, "\(run.output)\n\(code)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected, "\(run.output)\n\(code)")
    }

    /// The state's JSON after the recording's events, through a navigator of the given type.
    private static func finalState<Navigator: SplitNavigating>(
        _ navigator: Navigator.Type, _ recording: NavigationRecording<Navigator.Route>
    ) throws -> String {
        var navigator = Navigator(state: recording.start, placeholder: .none)
        for event in recording.events {
            _ = try? navigator.send(event)
        }
        return String(decoding: try navigator.state.jsonData(), as: UTF8.self)
    }
}
