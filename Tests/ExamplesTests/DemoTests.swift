import Foundation
import Testing

/// `split-demo` is the README's first command: it must keep running and keep showing what the
/// README promises.
@Suite("split-demo")
struct DemoTests {
    @Test func theScriptedSessionShowsEveryPolicyThePlaceholderARotationAndAnError() throws {
        let output = try run("split-demo", ["--plain", "--width", "100"])
        for policy in ["detailOnTop", "chronological", "hideDetail"] {
            #expect(output.contains("══ Collapse policy: \(policy) ══"))
        }
        #expect(output.contains("┄ Select a mailbox ┄ (placeholder)"))
        #expect(output.contains("┄ Select a message ┄ (placeholder)"))
        #expect(output.contains("┌─ compact "))
        #expect(output.contains("  ▾ On My Mac"), "the mailboxes accordion opens a panel")
        #expect(output.contains("    … loading"), "paging shows a loading row")
        #expect(output.contains("    • Mailbox: Archive"), "the page arrives")
        #expect(output.contains("update #1 at primary[0]"), "accordion events report their update")
        #expect(output.contains("┌─ detail only "))
        #expect(output.contains("kept aside for the next split: #3 Message: Lunch on Friday?, #4 Attachment: menu.pdf"))
        #expect(output.components(separatedBy: "✗ rootCannotBePopped").count == 4, "the error step runs once per policy")
        #expect(!output.contains("\u{1B}["), "--plain writes no escape codes")
        for line in output.split(separator: "\n") where line.hasPrefix("┌") || line.hasPrefix("│") || line.hasPrefix("└") {
            #expect(line.count == 100, "every drawn line is exactly the width: \(line)")
        }
    }

    @Test func aSeedPlaysTheSameRandomSessionEveryTime() throws {
        let first = try run("split-demo", ["--seed", "7", "--steps", "40", "--plain"])
        #expect(first == (try run("split-demo", ["--seed", "7", "--steps", "40", "--plain"])))
        #expect(first != (try run("split-demo", ["--seed", "8", "--steps", "40", "--plain"])))
        #expect(first.components(separatedBy: "▸ Random event ").count == 3 * 40 + 1, "40 events under each policy")
    }

    @Test func colourIsUsedWhenAsked() throws {
        let output = try run("split-demo", ["--color", "--policy", "chronological"])
        #expect(output.contains("\u{1B}["))
        #expect(!output.contains("Collapse policy: hideDetail"))
    }

    @Test func badArgumentsAreReportedNotCrashedOn() throws {
        let output = try run("split-demo", ["--policy", "sideways"], expectedStatus: 64)
        #expect(output.contains("unknown policy sideways"))
    }
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
