import Foundation
import Testing

/// `split-demo` is the README's first command: it must keep running and keep showing what the
/// README promises. Its whole output is compared with golden files in `Golden/`, as
/// swift-argument-parser does with its examples, so that no change to what it draws goes unseen.
///
/// After an intended change, regenerate them and read the diff before committing:
/// `SPLITNAV_UPDATE_GOLDEN=1 swift test --filter ExamplesTests.DemoTests`.
@Suite("split-demo")
struct DemoTests {
    /// The golden runs: a file name in `Golden/` and the arguments that print it.
    static let goldenRuns: [(name: String, arguments: [String])] = [
        ("default", ["--plain", "--width", "100"]),
        ("policy-chronological", ["--plain", "--width", "100", "--policy", "chronological"]),
        ("seed-7", ["--plain", "--width", "100", "--seed", "7", "--steps", "25"]),
    ]

    @Test(arguments: goldenRuns.map(\.name))
    func theWholeOutputMatchesItsGoldenFile(name: String) throws {
        let arguments = try #require(Self.goldenRuns.first { $0.name == name }).arguments
        let output = try run("split-demo", arguments)
        if ProcessInfo.processInfo.environment["SPLITNAV_UPDATE_GOLDEN"] != nil {
            try output.write(to: goldenSourceURL(name), atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Golden"), "Golden/\(name).txt is missing")
        let golden = try String(contentsOf: url, encoding: .utf8)
        if output != golden {
            // The diff goes to standard output: swift-testing's console shows an issue's comment
            // only in part, and a diff needs every line.
            print(firstDifference(golden: golden, output: output, name: name))
            Issue.record("""
                split-demo \(arguments.joined(separator: " ")) differs from Golden/\(name).txt (diff above); if the change is \
                intended: SPLITNAV_UPDATE_GOLDEN=1 swift test --filter ExamplesTests.DemoTests
                """)
        }
    }

    @Test(arguments: ["detailOnTop", "chronological", "hideDetail"])
    func theComposeSheetSurvivesEveryWidthAndItsDraftVetoesDismissal(policy: String) throws {
        let output = try run("split-demo", ["--plain", "--width", "80", "--policy", policy])
        let start = try #require(output.range(of: "▸ Compose a new message"), "the script composes in a sheet")
        // Each step from its caption on: the text after every "\n▸ ".
        let steps = ("\n" + output[start.lowerBound...]).components(separatedBy: "\n▸ ")
        func step(_ caption: String) throws -> String {
            try #require(steps.first { $0.hasPrefix(caption) }, "no step \(caption)")
        }
        #expect(try step("Compose a new message").contains("• present sheet #9 [#9 Compose: Hello]"))
        #expect(try step("Add an attachment").contains("• push #10 Attachments (detail) in the modal"))
        // Every width keeps the sheet and its stack; in compact layout it shows full-screen.
        for caption in ["The window narrows to two columns", "One column"] {
            let drawn = try step(caption)
            #expect(!drawn.contains("in the modal") && !drawn.contains("dismiss #"), "a width change touches no modal")
            #expect(drawn.contains("▶10 Attachments"))
        }
        #expect(try step("The window narrows to two columns").contains("┌─ sheet #9 ─"))
        #expect(try step("One column").contains("┌─ sheet #9, full-screen in compact layout ─"))
        #expect(try step("Back: pops inside the sheet").contains("• pop #10 from the modal"))
        #expect(try step("Every column fits again: a sheet").contains("┌─ sheet #9 ─"))
        // The unsaved draft vetoes both ways out; once saved, back dismisses the sheet.
        for caption in ["Back on the sheet's root", "Dismiss: vetoed too"] {
            let vetoed = try step(caption)
            #expect(vetoed.contains("✋ vetoed: the draft is not saved — nothing changed"))
            #expect(vetoed.contains("sheet #9"), "the sheet is still drawn")
        }
        // A cover over the sheet: dismissing the sheet by id would take both, so it is vetoed too;
        // the cover alone is no draft and goes.
        #expect(try step("Preview the draft").contains("┌─ full-screen cover #11 ─"))
        let underCover = try step("Dismiss the sheet and everything above it")
        #expect(underCover.contains("✋ vetoed: the draft is not saved"))
        #expect(underCover.contains("full-screen cover #11") && underCover.contains("sheet #9"))
        let closed = try step("Close the preview")
        #expect(closed.contains("• dismiss #11") && !closed.contains("full-screen cover #11") && closed.contains("sheet #9"))
        let dismissed = try step("Back: the saved draft's sheet is dismissed")
        #expect(dismissed.contains("• dismiss #9"))
        #expect(!dismissed.contains("sheet #9"), "the sheet is gone")
    }

    @Test func aSeedPlaysTheSameRandomSessionEveryTime() throws {
        let first = try run("split-demo", ["--seed", "7", "--steps", "40", "--plain"])
        #expect(first == (try run("split-demo", ["--seed", "7", "--steps", "40", "--plain"])))
        #expect(first != (try run("split-demo", ["--seed", "8", "--steps", "40", "--plain"])))
        #expect(first.components(separatedBy: "▸ Random event ").count == 3 * 40 + 1, "40 events under each policy")
    }

    @Test func everyDrawnLineIsExactlyTheWidthAskedFor() throws {
        let output = try run("split-demo", ["--plain", "--width", "61", "--policy", "hideDetail"])
        // Boxes, a sheet's inset card included (its margins are spaces).
        let drawn = output.split(separator: "\n").filter { line in
            let box = line.drop { $0 == " " }
            return box.hasPrefix("┌") || box.hasPrefix("│") || box.hasPrefix("└")
        }
        #expect(!drawn.isEmpty)
        #expect(drawn.contains { $0.hasPrefix(" ") }, "the compose sheet's card is among the lines checked")
        for line in drawn {
            #expect(line.count == 61, "\(line)")
        }
    }

    @Test func colourIsUsedWhenAsked() throws {
        let output = try run("split-demo", ["--color", "--policy", "chronological"])
        #expect(output.contains("\u{1B}["))
        #expect(!output.contains("Collapse policy: hideDetail"))
        #expect(!(try run("split-demo", ["--plain"])).contains("\u{1B}["), "--plain writes no escape codes")
    }

    @Test func badArgumentsAreReportedNotCrashedOn() throws {
        let output = try run("split-demo", ["--policy", "sideways"], expectedStatus: 64)
        #expect(output.contains("unknown policy sideways"))
        #expect(try run("split-demo", ["--width", "12"], expectedStatus: 64).contains("--width takes a number of at least 40"))
    }
}

/// Where a golden file lives in the source tree, for regenerating it.
private func goldenSourceURL(_ name: String, file: String = #filePath) -> URL {
    URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
}

/// A unified-style diff of the first lines where `output` differs from `golden`: a hunk of up to
/// 40 lines from each, aligned by their longest common subsequence, with 3 lines of context.
func firstDifference(golden: String, output: String, name: String) -> String {
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = output.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
    let start = max(0, first - 3)
    let old = Array(expected[start..<min(expected.count, first + 40)])
    let new = Array(actual[start..<min(actual.count, first + 40)])
    // The longest common subsequence of the two windows, by dynamic programming from the end.
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var hunk: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            hunk.append(" " + old[i]); i += 1; j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            hunk.append("-" + old[i]); i += 1
        } else {
            hunk.append("+" + new[j]); j += 1
        }
    }
    // Where a window was cut short of its file's end, its last lines only look removed or added:
    // keep the hunk up to three lines of context after the last change that is not such a line.
    if start + old.count < expected.count || start + new.count < actual.count {
        while let last = hunk.last, !last.hasPrefix(" ") { hunk.removeLast() }
    }
    if let lastChange = hunk.lastIndex(where: { !$0.hasPrefix(" ") }) {
        hunk = Array(hunk.prefix(lastChange + 4))
    }
    let oldCount = hunk.count { !$0.hasPrefix("+") }
    let newCount = hunk.count { !$0.hasPrefix("-") }
    return (["--- Golden/\(name).txt", "+++ split-demo output", "@@ -\(start + 1),\(oldCount) +\(start + 1),\(newCount) @@"] + hunk)
        .joined(separator: "\n")
}

/// Runs a built example and returns its standard output.
func run(_ executable: String, _ arguments: [String], expectedStatus: Int32 = 0) throws -> String {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(executable)
    process.arguments = arguments
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == expectedStatus)
    return String(decoding: output, as: UTF8.self)
}
